import Foundation
import NIOCore
import NIOPosix
import SetCore
import SetOnline
import SetTable
import Synchronization
import SetTestSupport
import Testing
@testable import SetServer

/// The records' work never runs on the server's event loop (issue 43, item 5): a disk that
/// stalls in a write holds up no player's frame.
@Suite("records written off the event loop", .serialized, .timeLimit(.minutes(1)), .ownThreads)
struct RecordsOffLoopTests {
    /// SQLite records whose writes first hold their thread for `stall` seconds, as a disk
    /// stalled in fsync does; it notes when each write began and ended.
    final class StalledStore: OnlineStore {
        let records: SQLiteStore
        let stall: Double
        let writes = Mutex<[(began: Date, ended: Date)]>([])

        init(directory: URL, stall: Double) throws {
            records = try SQLiteStore(directory: directory)
            self.stall = stall
        }

        private func stalled<T>(_ write: () async throws -> T) async rethrows -> T {
            let began = Date()
            usleep(UInt32(stall * 1_000_000))  // blocks its thread, as a stalled fsync does
            let value = try await write()
            writes.withLock { $0.append((began, Date())) }
            return value
        }

        func name(of player: PlayerKey) async throws -> String? { try await records.name(of: player) }
        func register(_ player: PlayerKey, name: String, at now: Double) async throws -> Bool {
            try await stalled { try await records.register(player, name: name, at: now) }
        }
        func settings(of player: PlayerKey) async throws -> PlayerSettings? { try await records.settings(of: player) }
        func keep(_ settings: PlayerSettings, for player: PlayerKey) async throws {
            try await stalled { try await records.keep(settings, for: player) }
        }
        func rating(of player: PlayerKey, in mode: Variant) async throws -> Rating { try await records.rating(of: player, in: mode) }
        func leaderboard(in mode: Variant, for player: PlayerKey) async throws -> Leaderboard {
            try await records.leaderboard(in: mode, for: player)
        }
        func games(of player: PlayerKey) async throws -> [PlayedGame] { try await records.games(of: player) }
        func recordFinishedGame(_ game: GameRecord, at now: Double) async throws -> FinishedGame {
            try await stalled { try await records.recordFinishedGame(game, at: now) }
        }
        func raceFinished(on day: Int) async throws -> Bool { try await records.raceFinished(on: day) }
        func recordedGame(_ id: Int64) async throws -> RecordedGame? { try await records.recordedGame(id) }
    }

    /// How long a loop takes to run an empty task, every 20 ms, and when: measured from a
    /// thread of its own, started at once, as the stalled writes hold every thread of
    /// Swift's shared pool (two, on two cores).
    final class LoopSampler: Sendable {
        private struct State {
            var delays: [(at: Date, delay: Double)] = []
            var finished = false
            var stopAsked = false
            var waiter: CheckedContinuation<[(at: Date, delay: Double)], Never>?
        }
        private let state = Mutex(State())

        /// Stops sampling (the samples taken are kept).
        func stop() {
            state.withLock { $0.stopAsked = true }
        }

        init(_ loop: any EventLoop, seconds: Double) {
            Thread { [self] in
                let end = Date().addingTimeInterval(seconds)
                while Date() < end, !self.state.withLock({ $0.stopAsked }) {
                    let asked = Date()
                    try? loop.submit {}.wait()
                    let delay = Date().timeIntervalSince(asked)
                    self.state.withLock { $0.delays.append((asked, delay)) }
                    usleep(20_000)
                }
                let waiter = self.state.withLock { state in
                    state.finished = true
                    return state.waiter
                }
                waiter?.resume(returning: self.state.withLock { $0.delays })
            }.start()
        }

        /// The delays, once the sampling time is over.
        func delays() async -> [(at: Date, delay: Double)] {
            await withCheckedContinuation { continuation in
                let done = state.withLock { state in
                    if !state.finished { state.waiter = continuation }
                    return state.finished
                }
                if done { continuation.resume(returning: state.withLock { $0.delays }) }
            }
        }
    }

    @Test("a finished game and a new name written while the disk stalls 2 s: the loop answers all along, not after the stall")
    func stalledDisk() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("set-game-off-loop-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try StalledStore(directory: directory, stall: 2)
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let loop = group.next()
        let queue = FinishedGameQueue(store: store, spool: FinishedGameSpool(directory: directory))
        let records = Records(store: store)
        // Sampling goes on until both writes are done (at most 45 s), however late the pool
        // gets to them when every suite runs at once.
        let sampler = LoopSampler(loop, seconds: 45)
        try await Task.sleep(for: .milliseconds(100))
        let registered = try await loop.submit {
            let hub = RoomHub.standing(at: 1000, seed: 4)
            hub.recordGames(through: queue, on: loop)
            let room = hub.open(.standard)!
            _ = TestViewer("ada", in: room, clock: TestViewer.Clock())
            _ = TestViewer("bob", in: room, clock: TestViewer.Clock())
            room.beginNow()
            room.playToEnd(PlayerKey("SHA256:ada"), PlayerKey("SHA256:bob"))
            // As a session asks when a newcomer chooses a name.
            return records.run(on: loop) { try await $0.register(PlayerKey("SHA256:cy"), name: "cy", at: 1000) }
        }.get()
        #expect(try await registered.get())
        // Both writes done (the game's starts when the pool gets to it: late, when every
        // suite runs at once; each stalls 2 s, one after the other). A CI run once took
        // longer than 15 s to get to the game's write, so the wait is up to 40 s.
        let deadline = ContinuousClock.now + .seconds(40)
        while store.writes.withLock({ $0.count }) < 2, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(50))
        }
        sampler.stop()
        let delays = await sampler.delays()
        let writes = store.writes.withLock { $0 }
        #expect(writes.count == 2, "the game and the name were written")
        // The loop was asked while the writes stalled, and answered at once each time.
        let during = delays.filter { sample in writes.contains { sample.at > $0.began && sample.at < $0.ended } }
        #expect(during.count >= 20, "only \(during.count) samples fell while a write stalled")
        // Run on the loop, a write would hold it for the whole 2 s stall. The bound is that
        // stall: on a 2-core machine running every suite at once, the sampler itself waited
        // up to 1.7 s for a thread, while the samples above show the loop answering all along.
        let worst = delays.map(\.delay).max() ?? 0
        #expect(worst < 2, "the loop took \(worst) s to answer while the records were written")
        #expect(try await store.records.rating(of: PlayerKey("SHA256:ada"), in: .standard).games == 1)
        try await group.shutdownGracefully()
    }

    @Test("the finished games' queue, its spool's fsync included, runs on a loop of its own: holding that loop holds the queue")
    func queueOnItsOwnLoop() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("set-game-queue-loop-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let home = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let queue = FinishedGameQueue(store: try SQLiteStore(directory: directory), spool: FinishedGameSpool(directory: directory), on: home.next())
        // Hold the queue's loop for a second, as a stalled fsync would.
        home.next().execute { usleep(1_000_000) }
        let asked = Date()
        _ = await queue.count
        #expect(Date().timeIntervalSince(asked) >= 0.8, "the queue answered while its loop was held: it runs elsewhere")
        let outcome = await queue.record(GameRecord(of: OnlineStoreTests.finishedRoom()), at: 500) { _ in }
        #expect(FinishedGameQueueTests.isRecorded(outcome))
        try await home.shutdownGracefully()
    }
}
