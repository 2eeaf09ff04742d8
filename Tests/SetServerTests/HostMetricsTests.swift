import Foundation
import NIOCore
import NIOPosix
import SetCore
import SetOnline
import SetTestSupport
import SetWeb
import Testing
@testable import SetServer

/// `serve --metrics`: the figures a host scrapes move as players come, press keys, are
/// refused, and finish games.
@Suite("The host's metrics, scraped over HTTP", .serialized, .timeLimit(.minutes(2)), .takesTurns)
struct HostMetricsTests {
    /// The value of the sample `name` (with its labels, as written) in a scrape; nil when absent.
    static func sample(_ name: String, in scrape: String) -> Double? {
        scrape.split(separator: "\n").first { $0.hasPrefix(name + " ") }.flatMap { Double($0.split(separator: " ").last ?? "") }
    }

    static func directory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("set-game-metrics-\(UUID().uuidString)")
    }

    @Test("a guest's session: sessions, rooms, bytes and key → frame move; a refused connection counts by its reason")
    func session() async throws {
        let directory = Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var limits = ServerLimits()
        limits.connectionsPerAddress = 1
        let host = try await HostUnderTest.start(records: try SQLiteStore(directory: directory), figures: HostMetrics(), site: false, limits: limits)
        let before = try await host.scrape()
        #expect(before.status == 200)
        #expect(before.contentType?.hasPrefix("text/plain; version=0.0.4") == true)
        #expect(Self.sample("set_game_sessions", in: before.body) == 0)
        #expect(Self.sample("set_game_session_bytes_written_total", in: before.body) == 0)

        let (client, session) = try await RawSSHClient.connectWithSession(port: host.sshPort)
        session.start("new")
        #expect(await session.wait(forText: "Enter: start now"))
        session.type("\r")  // practice, alone: cards are dealt
        #expect(await session.wait(forText: "deck"))
        let dealt = session.received.bytes.count
        session.type("q")  // a card chosen: a frame answers the key
        #expect(await session.wait { $0.bytes.count > dealt })
        // A second connection from the same address is over the cap of one.
        let refused = try await RawSSHClient.bareSocket(port: host.sshPort)
        try await refused.closeFuture.get()

        let got = session.received.bytes.count  // before the scrape: every byte of it was written before too
        var during = ""
        _ = await pollAsync(seconds: 5) {
            during = (try? await host.scrape().body) ?? ""
            return (Self.sample("set_game_key_to_frame_seconds_count", in: during) ?? 0) >= 1
        }
        #expect(Self.sample("set_game_sessions", in: during) == 1)
        #expect(Self.sample("set_game_rooms", in: during) == 1)
        let written = try #require(Self.sample("set_game_session_bytes_written_total", in: during))
        #expect(written >= Double(got), "every byte the client got was counted (SSH adds none to channel data)")
        #expect((Self.sample("set_game_key_to_frame_seconds_count", in: during) ?? 0) >= 1)
        #expect((Self.sample("set_game_key_to_frame_seconds_sum", in: during) ?? 0) > 0)
        #expect(Self.sample("set_game_key_to_frame_seconds_bucket{le=\"+Inf\"}", in: during) == Self.sample("set_game_key_to_frame_seconds_count", in: during))
        #expect(Self.sample("set_game_logins_refused_total{reason=\"per_address\"}", in: during) == 1)

        try await client.connection.close()
        var after = ""
        _ = await pollAsync(seconds: 10) {
            after = (try? await host.scrape().body) ?? ""
            return Self.sample("set_game_sessions", in: after) == 0 && Self.sample("set_game_rooms", in: after) == 0
        }
        #expect(Self.sample("set_game_sessions", in: after) == 0, "the session closed")
        #expect(Self.sample("set_game_rooms", in: after) == 0, "its room closed with its last player")
        #expect(try await host.scrape("/").status == 404)
        await host.stop()
    }

    @Test("a finished game counts by its variant, and its write to the records is timed")
    func finishedGame() async throws {
        let directory = Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let figures = HostMetrics()
        let log = HostLog(logger: HostLog.silent.logger, metrics: figures.server)
        let store = MeasuredStore(store: try SQLiteStore(directory: directory), metrics: figures.server)
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let loop = group.next()
        let queue = FinishedGameQueue(store: store)
        try await loop.submit {
            let hub = RoomHub.standing(at: 1000, seed: 4, log: log)
            hub.recordGames(through: queue, on: loop)
            let room = hub.open(.junior)!
            let (ada, bob) = (PlayerKey("SHA256:ada"), PlayerKey("SHA256:bob"))
            room.perform { $0.join(ada, name: "ada") }
            room.perform { $0.join(bob, name: "bob") }
            room.beginNow()
            room.playToEnd(ada, bob)
        }.get()
        let scrape = { String(decoding: figures.scrape(), as: UTF8.self) }
        #expect(await poll(seconds: 10) { Self.sample("set_game_games_finished_total{mode=\"junior\"}", in: scrape()) == 1 })
        #expect(Self.sample("set_game_games_finished_total{mode=\"standard\"}", in: scrape()) == nil)
        #expect(Self.sample("set_game_store_write_seconds_count{operation=\"record_game\"}", in: scrape()) == 1)
        #expect((Self.sample("set_game_store_write_seconds_sum{operation=\"record_game\"}", in: scrape()) ?? 0) > 0)
        try await group.shutdownGracefully()
    }
}

/// Polls the async `condition` every 50 ms for up to `seconds`; whether it came true.
func pollAsync(seconds: Double, _ condition: () async -> Bool) async -> Bool {
    for _ in 0..<Int(seconds * 20) {
        if await condition() { return true }
        try? await Task.sleep(for: .milliseconds(50))
    }
    return await condition()
}

@Suite("The host's HTTP services failing to start", .timeLimit(.minutes(1)), .takesTurns)
struct HostWebFailureTests {
    @Test("--http on a port in use: serve stops with the error at once, the game server with it")
    func portInUse() async throws {
        let taken = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton).bind(host: "127.0.0.1", port: 0).get()
        let port = try #require(taken.localAddress?.port)
        let directory = HostMetricsTests.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let web = WebOptions(metrics: nil, http: ListenAddress(host: "127.0.0.1", port: port))
        let outcome = Task {
            try await ServerMain.run(
                on: ListenAddress(host: "127.0.0.1", port: 0), directory: directory,
                alongside: { web.services(for: $0, logger: HostLog.silent.logger) { _ in } }, say: { _ in })
        }
        // Before the fix it ran on, its page never served, deaf to SIGTERM: the suite's time
        // limit fails it then.
        let started = Date()
        await #expect(throws: (any Error).self) { try await outcome.value }
        #expect(Date().timeIntervalSince(started) < 15)
        try await taken.close()
    }
}
