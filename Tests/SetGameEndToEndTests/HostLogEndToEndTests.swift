import EndToEndSupport
import Foundation
import SetTestSupport
import Testing

/// What the host of `set-game serve` reads on stderr, in the server's own pane.
@Suite("The host's log through ssh", .serialized, .timeLimit(.minutes(5)), .ownThreads, .afterUnitTests)
struct HostLogEndToEndTests {
    typealias Server = OnlineEndToEndTests.Server

    /// The server pane's text with its rows joined (a log line wider than the pane wraps).
    static func log(of server: Server) throws -> String {
        try server.pane.screen().joined()
    }

    @Test("a guest opens a room and leaves: the log tells the connection, the room and the close, with who and from where")
    func guestSession() throws {
        try #require(TmuxSession.isAvailable)
        let server = try Server()
        let guest = try server.player("guest", key: nil, "new test")
        try guest.waitFor(text: "room ")
        try OnlineEndToEndTests.leave(guest)
        _ = try server.pane.waitFor("the connection's close") { $0.joined().contains("[SetServer] connection closed") }
        let log = try Self.log(of: server)
        #expect(log.contains("info set-game: address=127.0.0.1 [SetServer] connection opened"))
        #expect(log.contains("access=listed mode=test room="))
        #expect(log.contains("[SetServer] room closed"))
        // The close: where from and who (and the connection's delay, once it was timed).
        #expect(log.range(of: #"address=127\.0\.0\.1 (delay_ms=[0-9.]+ )?player=guest-"#, options: .regularExpression) != nil)
    }

    @Test("--log-level warning: connections are not told; an unknown level is refused with the levels")
    func levels() throws {
        try #require(TmuxSession.isAvailable)
        let quiet = try Server(arguments: ["--log-level", "warning"])
        let guest = try quiet.player("guest", key: nil, "new test")
        try guest.waitFor(text: "room ")
        try OnlineEndToEndTests.leave(guest)
        #expect(!(try Self.log(of: quiet)).contains("[SetServer]"))
        let wrong = try TmuxSession(["serve", "--log-level", "loud"], width: 120, height: 12)
        let said = try wrong.waitFor(text: "EXIT=2")
        #expect(said.joined().contains("--log-level 'loud': give trace, debug, info, notice, warning, error or critical"))
    }
}
