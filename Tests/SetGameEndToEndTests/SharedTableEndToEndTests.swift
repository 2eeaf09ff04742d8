import EndToEndSupport
import Foundation
import SetTestSupport
import Testing

/// One change to the shared per-viewer table, seen in both places a player meets it: the
/// local game and a room through the real OpenSSH client. Home and End are written once
/// (SetTable's CursorMove); the cursor marks its card `╭>v<`, the last card's label.
@Suite("The shared table, locally and through ssh", .serialized, .enabled(if: TmuxSession.runsHere), .timeLimit(.minutes(5)), .ownThreads, .afterUnitTests)
struct SharedTableEndToEndTests {
    /// The label under the cursor (`╭>x<`), if the cursor shows.
    static func cursorLabel(on screen: [String]) -> String? {
        for line in screen {
            guard let range = line.range(of: "╭>") else { continue }
            return String(line[range.upperBound...].prefix(1))
        }
        return nil
    }

    /// End, then Home, on a 12-card table at 100×30: the cursor on the last card, then the first.
    static func homeAndEnd(on pane: TmuxSession) throws {
        try pane.send("End")
        let end = try pane.waitFor("the cursor on the last card") { cursorLabel(on: $0) == "v" }
        #expect(end.last?.contains("Home End first, last") == true, "the help line names the keys")
        try pane.send("Home")
        _ = try pane.waitFor("the cursor on the first card") { cursorLabel(on: $0) == "q" }
        try pane.send("?")
        _ = try pane.waitFor(text: "Home, End          to the first card, the last")
    }

    @Test("locally: End and Home take the cursor to the last and first card; help names them")
    func local() throws {
        let pane = try TmuxSession(["--seed", "7", "--no-animation"], width: 100, height: 30, environment: ["LANG": "C.UTF-8"])
        _ = try pane.waitFor(text: "Deck 69")
        try Self.homeAndEnd(on: pane)
    }

    @Test("through ssh, in a room: the same keys, the same help")
    func online() throws {
        let server = try OnlineEndToEndTests.Server()
        let pane = try server.player("guest", key: nil, "new test")
        _ = try pane.waitFor(text: "Players")
        try OnlineEndToEndTests.start(pane)
        try Self.homeAndEnd(on: pane)
    }
}
