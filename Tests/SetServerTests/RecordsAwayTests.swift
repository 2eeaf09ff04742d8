import Foundation
import NIOCore
import NIOPosix
import SetCore
import SetOnline
import SetTable
import SetTestSupport
import Synchronization
import Testing
@testable import SetServer

/// What players see of the records being away: a room's game ends while the store fails;
/// its players are told it is kept, then see their new ratings once it is written.
@Suite("records away, as players see it", .timeLimit(.minutes(1)), .takesTurns)
struct RecordsAwayTests {
    /// SQLite records that fail every call while ``isDown``.
    final class FlakyStore: OnlineStore {
        let records: SQLiteStore
        let isDown = Mutex(true)

        struct Down: Error {}

        init(directory: URL) throws {
            records = try SQLiteStore(directory: directory)
        }

        private func check() throws {
            if isDown.withLock({ $0 }) { throw Down() }
        }

        func name(of player: PlayerKey) async throws -> String? {
            try check()
            return try await records.name(of: player)
        }
        func register(_ player: PlayerKey, name: String, at now: Double) async throws -> Bool {
            try check()
            return try await records.register(player, name: name, at: now)
        }
        func settings(of player: PlayerKey) async throws -> PlayerSettings? {
            try check()
            return try await records.settings(of: player)
        }
        func keep(_ settings: PlayerSettings, for player: PlayerKey) async throws {
            try check()
            try await records.keep(settings, for: player)
        }
        func rating(of player: PlayerKey, in mode: Variant) async throws -> Rating {
            try check()
            return try await records.rating(of: player, in: mode)
        }

        func leaderboard(in mode: Variant, for player: PlayerKey) async throws -> Leaderboard {
            try check()
            return try await records.leaderboard(in: mode, for: player)
        }

        func games(of player: PlayerKey) async throws -> [PlayedGame] {
            try check()
            return try await records.games(of: player)
        }
        func recordFinishedGame(_ game: GameRecord, at now: Double) async throws -> FinishedGame {
            try check()
            return try await records.recordFinishedGame(game, at: now)
        }
        func raceFinished(on day: Int) async throws -> Bool {
            try check()
            return try await records.raceFinished(on: day)
        }
        func recordedGame(_ id: Int64) async throws -> RecordedGame? {
            try check()
            return try await records.recordedGame(id)
        }
    }

    /// Waits (up to 20 s) until `condition`, run on `loop`, holds.
    static func eventually(on loop: any EventLoop, _ condition: @escaping @Sendable () -> Bool) async throws -> Bool {
        for _ in 0..<400 {
            if try await loop.submit(condition).get() { return true }
            try await Task.sleep(for: .milliseconds(50))
        }
        return false
    }

    @Test("told the game is kept while the store is down; shown the rating once it is back")
    func toldThenRated() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("set-game-away-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try FlakyStore(directory: directory)
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let loop = group.next()
        let queue = FinishedGameQueue(store: store)
        let screens = try await loop.submit {
            let hub = RoomHub.standing(at: 1000, seed: 4)
            hub.recordGames(through: queue, on: loop)
            let room = hub.open(.standard)!
            let clock = TestViewer.Clock()
            let ada = TestViewer("ada", in: room, clock: clock)
            let bob = TestViewer("bob", in: room, clock: clock)
            room.beginNow()
            room.playToEnd(PlayerKey("SHA256:ada"), PlayerKey("SHA256:bob"))
            return NIOLoopBound((room, ada, bob), eventLoop: loop)
        }.get()
        // What each terminal shows now: frames after the first send only the cells that
        // changed, so a line is read off a terminal that applied them all.
        @Sendable func shown(_ text: String) -> Bool {
            let (_, ada, bob) = screens.value
            ada.clock.now += 1
            return [ada, bob].allSatisfy { viewer in
                viewer.drawDue()
                var terminal = ANSIScreen(width: 100, height: 30)
                terminal.apply(Array(viewer.sent.joined()))
                return terminal.grid.lines.contains { $0.contains(text) }
            }
        }
        #expect(try await Self.eventually(on: loop) { shown("The records are away: this game is kept and written when they are back.") })
        #expect(await queue.count == 1)
        store.isDown.withLock { $0 = false }
        // Equal ratings expect halves: Ada, who took about two sets of every three, gains
        // 256 × (her share − 1/2), Bob loses as much; the room's rating changes are what
        // every player's screen shows after a game.
        #expect(
            try await Self.eventually(on: loop) {
                let room = screens.value.0
                let sets = Dictionary(uniqueKeysWithValues: (room.room.results ?? []).map { ($0.player.rawValue, Double($0.sets)) })
                let gain = Int((256 * ((sets["SHA256:ada"] ?? 0) / ((sets["SHA256:ada"] ?? 0) + (sets["SHA256:bob"] ?? 1)) - 0.5)).rounded())
                let changes = room.ratingChanges
                return gain > 30 && changes[PlayerKey("SHA256:ada")]?.text == "\(1200 + gain) (+\(gain))"
                    && changes[PlayerKey("SHA256:bob")]?.text == "\(1200 - gain) (−\(gain))"
            })
        #expect(await queue.count == 0)
        #expect(try await store.records.rating(of: PlayerKey("SHA256:ada"), in: .standard).games == 1)
        try await group.shutdownGracefully()
    }
}
