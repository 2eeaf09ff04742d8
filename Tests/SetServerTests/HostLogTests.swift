import Foundation
import Logging
import NIOCore
import NIOPosix
import SetCore
import SetOnline
import SetTestSupport
import Synchronization
import Testing
@testable import SetServer

/// A swift-log handler that keeps every line, for tests to read.
final class RecordedLog: LogHandler, @unchecked Sendable {
    struct Line: Sendable {
        let level: Logger.Level
        let message: String
        let metadata: [String: String]
    }

    private let lines = Mutex<[Line]>([])
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let values = (event.metadata ?? [:]).mapValues { "\($0)" }
        lines.withLock { $0.append(Line(level: event.level, message: "\(event.message)", metadata: values)) }
    }

    /// The host log that writes here.
    var hostLog: HostLog { HostLog(logger: Logger(label: "set-game", factory: { _ in self })) }

    /// The lines logged so far whose message is `message`.
    func lines(_ message: String) -> [Line] {
        lines.withLock { $0.filter { $0.message == message } }
    }

    /// Waits up to `seconds` for a line `message`; returns the lines `message` then.
    func wait(for message: String, seconds: Double = 15) async -> [Line] {
        for _ in 0..<Int(seconds * 20) where lines(message).isEmpty { try? await Task.sleep(for: .milliseconds(50)) }
        return lines(message)
    }
}

@Suite("The host's log: connections, rooms and games", .serialized, .timeLimit(.minutes(2)), .takesTurns)
struct HostLogTests {
    static func server(log: RecordedLog, _ adjust: (inout ServerLimits) -> Void = { _ in }) async throws -> (GameServer, URL) {
        var limits = ServerLimits()
        limits.loginGraceSeconds = 3
        adjust(&limits)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("set-game-log-\(UUID().uuidString)")
        let (hostKey, _) = try HostKey.loadOrCreate(in: directory)
        let server = try await GameServer.start(
            on: ListenAddress(host: "127.0.0.1", port: 0), hostKey: hostKey, store: nil, limits: limits, log: log.hostLog)
        return (server, directory)
    }

    @Test("a guest's connection: a line when it opens, and one when it closes with its guest key, address and why")
    func guestConnection() async throws {
        let log = RecordedLog()
        let (server, directory) = try await Self.server(log: log)
        defer { try? FileManager.default.removeItem(at: directory) }
        let client = try await RawSSHClient.connect(port: server.address.port ?? 0)
        let opened = await log.wait(for: "connection opened")
        #expect(opened.count == 1)
        #expect(opened.first?.metadata["address"] == "127.0.0.1")
        #expect(opened.first?.level == .info)
        #expect(log.lines("connection closed").isEmpty, "closed while still connected")
        // No session opened: the server drops it after the 3 s grace, and says so.
        #expect(await client.waitForClose(seconds: 15))
        let closed = try #require(await log.wait(for: "connection closed").first)
        #expect(closed.metadata["address"] == "127.0.0.1")
        #expect(closed.metadata["player"]?.hasPrefix("guest-") == true)
        #expect(closed.metadata["reason"] == "no session for 3 s (the login grace)")
        try await server.close()
    }

    @Test("a connection over the per-address cap: one line saying it was refused and why, no open or close")
    func refused() async throws {
        let log = RecordedLog()
        let (server, directory) = try await Self.server(log: log) { $0.connectionsPerAddress = 1 }
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try await RawSSHClient.bareSocket(port: server.address.port ?? 0)
        _ = await log.wait(for: "connection opened")
        let second = try await RawSSHClient.bareSocket(port: server.address.port ?? 0)
        let refused = try #require(await log.wait(for: "connection refused").first)
        #expect(refused.level == .notice)
        #expect(refused.metadata == ["address": "127.0.0.1", "reason": "1 connections from this address already"])
        #expect(log.lines("connection opened").count == 1)
        try await second.closeFuture.get()
        #expect(log.lines("connection closed").isEmpty)
        try? await first.close()
        #expect(await log.wait(for: "connection closed").count == 1)
        try await server.close()
    }

    @Test("rooms: opened with code, mode and access; closed when the last player leaves; today's race as daily")
    func rooms() {
        let log = RecordedLog()
        let hub = RoomHub.standing(at: 86_400 * 3 + 5, seed: 1, log: log.hostLog)
        let room = try! #require(hub.open(.junior, isPrivate: true))
        #expect(log.lines("room opened").map(\.metadata) == [["room": room.code, "mode": "junior", "access": "private"]])
        _ = hub.daily()
        #expect(log.lines("room opened").last?.metadata == ["room": "DAY3", "mode": "standard", "access": "daily race, day 3"])
        let ada = PlayerKey("SHA256:ada")
        room.perform { $0.join(ada, name: "ada") }
        hub.closeIfEmpty(room)
        #expect(log.lines("room closed").isEmpty, "closed with a player in it")
        room.perform { $0.leave(ada) }
        hub.closeIfEmpty(room)
        #expect(log.lines("room closed").map(\.metadata) == [["room": room.code, "mode": "junior"]])
    }

    @Test("a finished game: its room, mode, players with sets and rating changes, and its record number")
    func finishedGame() async throws {
        let log = RecordedLog()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("set-game-log-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try SQLiteStore(directory: directory)
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let loop = group.next()
        let queue = FinishedGameQueue(store: store)
        let code = try await loop.submit {
            let hub = RoomHub.standing(at: 1000, seed: 4, log: log.hostLog)
            hub.recordGames(through: queue, on: loop)
            let room = hub.open(.standard)!
            let (ada, bob) = (PlayerKey("SHA256:ada"), PlayerKey("SHA256:bob"))
            room.perform { $0.join(ada, name: "ada") }
            room.perform { $0.join(bob, name: "bob") }
            room.beginNow()
            room.playToEnd(ada, bob)
            return room.code
        }.get()
        let line = try #require(await log.wait(for: "game finished").first)
        let sets = try #require(line.metadata["players"]).split(separator: ",").map { $0.split(separator: " ") }
        #expect(sets.map { $0.first } == ["ada", "bob"])
        #expect(line.metadata["players"]?.contains("(+") == true && line.metadata["players"]?.contains("(−") == true, "rating changes shown")
        #expect(line.metadata["room"] == code)
        #expect(line.metadata["mode"] == "standard")
        #expect(line.metadata["rated"] == "yes")
        #expect(line.metadata["record"] == "#1")
        try await group.shutdownGracefully()
    }
}
