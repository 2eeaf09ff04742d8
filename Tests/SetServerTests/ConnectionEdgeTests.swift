import Foundation
import NIOCore
@testable import SetServer
import SetTestSupport
import Testing

/// The edges of `serve` met through a raw SSH client on 127.0.0.1 (issue 43): every
/// connection has a deadline until it is useful, unknown requests are refused without
/// wedging, and the channel count goes down when a session ends.
@Suite("Connection edges through a raw SSH client", .serialized, .timeLimit(.minutes(3)), .takesTurns)
struct ConnectionEdgeTests {
    /// A server in this process on a random loopback port, with no records.
    final class Server {
        let server: GameServer
        let directory: URL
        var port: Int { server.address.port ?? 0 }

        init(_ adjust: (inout ServerLimits) -> Void = { _ in }) async throws {
            var limits = ServerLimits()
            // Short, but longer than a login takes on a loaded 2-core machine (the whole
            // suite at once): past it the server drops a connection still logging in.
            limits.loginGraceSeconds = 3
            adjust(&limits)
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("set-game-edges-\(UUID().uuidString)")
            let (hostKey, _) = try HostKey.loadOrCreate(in: directory)
            server = try await GameServer.start(on: ListenAddress(host: "127.0.0.1", port: 0), hostKey: hostKey, store: nil, limits: limits)
        }

        func close() async throws {
            try await server.close()
            try? FileManager.default.removeItem(at: directory)
        }
    }

    @Test("a guest that logs in and opens no session is dropped after the grace (3 s)")
    func loginWithoutSession() async throws {
        let server = try await Server()
        // Stamped before connecting: the grace runs from the connection, and this task may
        // resume long after the login when every suite runs at once.
        let started = Date()
        let client = try await RawSSHClient.connect(port: server.port)
        #expect(await client.waitForClose(seconds: 15), "still connected 15 s after a 3 s grace")
        #expect(Date().timeIntervalSince(started) >= 2.5, "dropped before its grace was up")
        try await server.close()
    }

    @Test("a session channel opened but never given a shell or command does not keep the connection")
    func channelWithoutCommand() async throws {
        let server = try await Server()
        let (client, _) = try await RawSSHClient.connectWithSession(port: server.port)
        #expect(await client.waitForClose(seconds: 15))
        try await server.close()
    }

    @Test("a playing session keeps its connection past the grace; once it ends, the connection goes after the grace")
    func sessionKeepsConnection() async throws {
        let server = try await Server()
        let client = try await RawSSHClient.connect(port: server.port)
        let session = try await client.openSession()
        session.start("new test")
        #expect(await session.wait(forText: "room "))
        try await Task.sleep(for: .seconds(4))
        #expect(!client.isClosed, "a playing connection was dropped")
        session.type("QQ")  // the lobby, then out
        #expect(await session.wait { $0.exitStatus == 0 })
        #expect(await client.waitForClose(seconds: 15), "the connection outlived its last session by more than the grace")
        try await server.close()
    }

    @Test("a session without a key ends at the idle limit, and its connection with it")
    func idleConnection() async throws {
        let server = try await Server { $0.idleSeconds = 1 }
        let client = try await RawSSHClient.connect(port: server.port)
        let session = try await client.openSession()
        session.start(nil)
        #expect(await session.wait(forText: "lobby"))
        #expect(await session.wait { $0.exitStatus == 0 && $0.closed })
        #expect(String(session.text.suffix(200)).contains("without a key"))
        #expect(await client.waitForClose(seconds: 15))
        try await server.close()
    }

    @Test("connections without a session count against a per-address budget; a playing one does not")
    func sessionlessBudget() async throws {
        let server = try await Server {
            $0.sessionlessPerAddress = 2
            $0.loginGraceSeconds = 5
        }
        let player = try await RawSSHClient.connect(port: server.port)
        let session = try await player.openSession()
        session.start("new test")
        #expect(await session.wait(forText: "room "))
        let first = try await RawSSHClient.bareSocket(port: server.port)
        let second = try await RawSSHClient.bareSocket(port: server.port)
        try await Task.sleep(for: .milliseconds(300))
        #expect(first.isActive && second.isActive, "two sessionless connections are within the budget")
        let third = try await RawSSHClient.bareSocket(port: server.port)
        #expect(await RawSSHClient.waitForClose(of: third, seconds: 2), "a third sessionless connection was let in")
        #expect(first.isActive && second.isActive && !player.isClosed)
        // Once one goes, another may come.
        try await first.close()
        try await Task.sleep(for: .milliseconds(300))
        let fourth = try await RawSSHClient.bareSocket(port: server.port)
        try await Task.sleep(for: .milliseconds(500))
        #expect(fourth.isActive)
        for channel in [second, fourth] { try? await channel.close() }
        try await server.close()
    }

    @Test("a table full of connections that never play: a player still gets in, pushing out the oldest")
    func fullTablePushesOut() async throws {
        let server = try await Server {
            $0.connections = 3
            $0.sessionlessPerAddress = 10
            $0.loginGraceSeconds = 20
        }
        let idle = [try await RawSSHClient.bareSocket(port: server.port)]
        try await Task.sleep(for: .milliseconds(300))
        let more = [try await RawSSHClient.bareSocket(port: server.port), try await RawSSHClient.bareSocket(port: server.port)]
        try await Task.sleep(for: .milliseconds(300))
        // Full, and nobody has had two seconds to log in: a newcomer is turned away.
        let early = try await RawSSHClient.bareSocket(port: server.port)
        #expect(await RawSSHClient.waitForClose(of: early, seconds: 2), "a fourth connection got in while nobody could be pushed out")
        try await Task.sleep(for: .milliseconds(1800))
        let client = try await RawSSHClient.connect(port: server.port)
        let session = try await client.openSession()
        session.start("new test")
        #expect(await session.wait(forText: "room "), "the player never got in: \(session.text)")
        #expect(await RawSSHClient.waitForClose(of: idle[0], seconds: 2), "the oldest idle connection is still there")
        #expect(more.allSatisfy { $0.isActive }, "a younger idle connection was pushed out")
        for channel in more { try? await channel.close() }
        try await server.close()
    }

    @Test("one connection runs session after session (OpenSSH connection sharing): the count goes down as each ends")
    func sessionsOneAfterAnother() async throws {
        let server = try await Server { $0.loginGraceSeconds = 5 }
        let client = try await RawSSHClient.connect(port: server.port)
        for round in 1...4 {
            let session = try await client.openSession()
            session.start("new test")
            #expect(await session.wait(forText: "room "), "session \(round) got no room")
            session.type("QQ")  // the lobby, then out
            #expect(await session.wait { $0.exitStatus == 0 && $0.closed }, "session \(round) did not end")
        }
        // Two at once are allowed, a third at once is not.
        let one = try await client.openSession()
        let two = try await client.openSession()
        await #expect(throws: (any Error).self) { _ = try await client.openSession() }
        for session in [one, two] { session.start("new test") }
        #expect(await one.wait(forText: "room "))
        #expect(await two.wait(forText: "room "))
        try await server.close()
    }

    @Test("an unknown channel request with data and want-reply gets a failure, and the session goes on", arguments: [
        ("x11-req", true, [0, 0, 0, 0, 18] + Array("MIT-MAGIC-COOKIE-1".utf8) + [0, 0, 0, 4] + Array("abcd".utf8) + [0, 0, 0, 0]),
        ("break", false, [0, 0, 3, 232]),
        ("auth-agent-req@openssh.com", true, []),
        ("made-up@example.com", true, [UInt8](repeating: 7, count: 1000)),
    ] as [(String, Bool, [UInt8])])
    func unknownRequest(type: String, wantReply: Bool, payload: [UInt8]) async throws {
        let server = try await Server { $0.loginGraceSeconds = 5 }
        let client = try await RawSSHClient.connect(port: server.port)
        let session = try await client.openSession()
        session.start("new test")
        #expect(await session.wait(forText: "room "))
        let replies = session.received.replies
        #expect(replies == [true, true], "the pty and the command")
        session.rawRequest(type, wantReply: wantReply, payload: payload)
        if wantReply {
            #expect(await session.wait { $0.replies == replies + [false] }, "no failure reply to \(type)")
        }
        // The game still answers keys: Q, Q (the lobby, then out) leave with status 0.
        session.type("QQ")
        #expect(await session.wait { $0.exitStatus == 0 }, "the session froze after \(type)")
        try await server.close()
    }

    @Test("a channel open of an unknown type is refused, and the connection goes on", arguments: ["x11", "auth-agent@openssh.com"])
    func unknownChannel(type: String) async throws {
        let server = try await Server { $0.loginGraceSeconds = 5 }
        let client = try await RawSSHClient.connect(port: server.port)
        var payload = ByteBuffer()
        payload.writeRawText("127.0.0.1")
        payload.writeInteger(UInt32(6010))
        let opened = try await outcome(of: client.rawOpen(type, payload: Array(payload.readableBytesView)), seconds: 5)
        let result = try #require(opened, "no answer to a channel open of type \(type)")
        #expect(throws: (any Error).self) { try result.get() }
        #expect(!client.isClosed)
        let session = try await client.openSession()
        session.start("new test")
        #expect(await session.wait(forText: "room "))
        try await server.close()
    }

    @Test("an address holds a few rooms at once; once one closes, it may open another")
    func roomsPerAddress() async throws {
        let server = try await Server {
            $0.roomsPerAddress = 2
            $0.loginGraceSeconds = 5
        }
        let client = try await RawSSHClient.connect(port: server.port)
        let first = try await client.openSession()
        first.start("new test")
        let second = try await client.openSession()
        second.start("new private")
        #expect(await first.wait(forText: "room "))
        #expect(await second.wait(forText: "room "))
        let other = try await RawSSHClient.connect(port: server.port)
        let third = try await other.openSession()
        third.start("new test")
        #expect(await third.wait { $0.exitStatus == 1 })
        #expect(third.text.contains("your address has 2 rooms open already"))
        first.type("\u{03}")  // Ctrl-C: out at once
        #expect(await first.wait { $0.closed })
        let fourth = try await other.openSession()
        fourth.start("new test")
        #expect(await fourth.wait(forText: "room "))
        try await server.close()
    }

    @Test("wrong room codes: five are answered, then the address waits before a code is even looked up")
    func wrongCodes() async throws {
        let server = try await Server { $0.loginGraceSeconds = 5 }
        let client = try await RawSSHClient.connect(port: server.port)
        for attempt in 1...6 {
            let session = try await client.openSession()
            session.start("join BCDFGH")
            #expect(await session.wait { $0.exitStatus == 1 && $0.closed }, "attempt \(attempt)")
            #expect(session.text.contains("no room BCDFGH"), "attempt \(attempt): \(session.text)")
        }
        let refused = try await client.openSession()
        refused.start("join BCDFGH")
        #expect(await refused.wait { $0.exitStatus == 1 })
        #expect(refused.text.contains("too many wrong room codes from your address; try again in 2 s"), "\(refused.text)")
        try await server.close()
    }

    @Test("a megabyte of keys from one player: another player's key is still answered at once")
    func flood() async throws {
        let server = try await Server { $0.loginGraceSeconds = 10 }
        let flooder = try await RawSSHClient.connect(port: server.port)
        let noisy = try await flooder.openSession()
        noisy.start("new test")
        let player = try await RawSSHClient.connect(port: server.port)
        let quiet = try await player.openSession()
        quiet.start("new test")
        #expect(await noisy.wait(forText: "room "))
        #expect(await quiet.wait(forText: "room "))
        // Cursor moves and choices, as fast as the connection takes them.
        let keys = String(repeating: "qazwsx\u{1b}[C", count: 1 << 20 / 9)
        for chunk in stride(from: 0, to: keys.utf8.count, by: 32768) {
            noisy.type(String(keys.utf8.dropFirst(chunk).prefix(32768))!)
        }
        try await Task.sleep(for: .milliseconds(20))
        let asked = Date()
        quiet.type("QQ")  // the lobby, then out
        #expect(await quiet.wait { $0.exitStatus == 0 })
        let answered = Date().timeIntervalSince(asked)
        // Unbounded, the other player waited 0.6–0.8 s here (debug build, loaded machine);
        // bounded, 0.02 s.
        #expect(answered < 0.3, "the other player waited \(answered) s")
        try await server.close()
    }

    @Test("guests get 64-bit identities, unique among the guests connected")
    func guestsUnique() {
        // A generator that repeats itself: the second draw would collide.
        struct Repeating: RandomNumberGenerator {
            var values: [UInt64]
            mutating func next() -> UInt64 { values.removeFirst() }
        }
        var generator = Repeating(values: [0xABCD_0000_0000_0001, 0xABCD_0000_0000_0001, 0xABCD_0000_0000_0002])
        let guests = LiveGuests()
        let first = guests.draw(using: &generator)
        let second = guests.draw(using: &generator)
        #expect(first.key.rawValue == "guest-abcd000000000001")
        #expect(second.key.rawValue == "guest-abcd000000000002")
        #expect(first.name == "guest-abcd" && second.name == "guest-abcd", "the visible tag stays short")
        #expect(first.isGuest && !first.key.isAccount)
        guests.release(first.key)
        #expect(guests.count == 1)
    }
}
