import EndToEndSupport
import Foundation
import SetTestSupport
import Testing

/// A node's size, as the host sets it: `serve --max-rooms` and `--max-connections`, met by
/// players through the real `ssh`.
@Suite("The node's limits through ssh", .serialized, .timeLimit(.minutes(5)), .ownThreads, .afterUnitTests)
struct ServeLimitsEndToEndTests {
    typealias Server = OnlineEndToEndTests.Server

    @Test("--max-rooms 1: the first guest opens a room, the second is told the server is full")
    func roomLimit() throws {
        try #require(TmuxSession.isAvailable)
        let server = try Server(arguments: ["--max-rooms", "1"])
        let ada = try server.player("guest", key: nil, "new test")
        try ada.waitFor(text: "room ")
        let bob = try server.player("guest", key: nil, "new test")
        let refused = try bob.waitFor(text: "the server is full")
        #expect(!refused.contains { $0.contains("room ") && $0.contains(" · test") })
        try OnlineEndToEndTests.leave(ada)
    }

    @Test("--max-connections 1: a second connection while the first plays is refused, and the log says why")
    func connectionLimit() throws {
        try #require(TmuxSession.isAvailable)
        let server = try Server(arguments: ["--max-connections", "1"])
        let ada = try server.player("guest", key: nil, "new test")
        try ada.waitFor(text: "room ")
        let bob = try server.player("guest", key: nil, "new test")
        let closed = try bob.waitFor(text: "EXIT=")
        #expect(!closed.joined().contains("EXIT=0"))
        let log = try server.pane.waitFor("the refusal") { $0.joined().contains("the server is full (1 connections") }
        #expect(log.joined().contains("none to push out"))
        try OnlineEndToEndTests.leave(ada)
    }

    @Test("bad limits exit 2 with what to give", arguments: [
        (["--max-rooms", "0"], "--max-rooms 0: give 1…100000 rooms"),
        (["--max-connections", "100001"], "--max-connections 100001: give 1…100000 connections"),
        (["--max-connections", "many"], "--max-connections"),
    ])
    func badValues(arguments: [String], message: String) throws {
        let result = try ChildProcess.run([TmuxSession.binary.path, "serve", "--listen", "127.0.0.1:0"] + arguments, seconds: 20)
        #expect(result.status == 2)
        #expect(result.error.contains(message), "\(result.error)")
        #expect(result.error.contains("Usage:"))
        #expect(!result.output.contains("listening"), "refused before it listens")
    }

    @Test("--help names both limits")
    func help() throws {
        let result = try ChildProcess.run([TmuxSession.binary.path, "serve", "--help"])
        #expect(result.status == 0)
        #expect(result.output.contains("--max-connections <max-connections>"))
        #expect(result.output.contains("--max-rooms <max-rooms>"))
    }
}
