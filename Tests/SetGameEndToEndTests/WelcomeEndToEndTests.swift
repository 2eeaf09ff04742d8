import Foundation
import EndToEndSupport
import SetStore
import SetTestSupport
import Testing

/// The first-run welcome in a real terminal (issue 24 item 18). Every other end-to-end test
/// starts with the welcome's marker in its fresh data directory; this one does not.
@Suite("The first-run welcome (end to end)", .serialized, .enabled(if: TmuxSession.runsHere), .timeLimit(.minutes(5)), .ownThreads, .afterUnitTests)
final class WelcomeEndToEndTests {
    let data = FileManager.default.temporaryDirectory.appendingPathComponent("set-game-welcome-\(UUID().uuidString.prefix(8))")

    deinit {
        try? FileManager.default.removeItem(at: data)
    }

    @Test("the harness writes the marker the game reads")
    func markerName() {
        #expect(TmuxSession.welcomeMarkerName == DataDirectory.welcomeMarkerName)
    }

    @Test("a truly fresh data directory: the welcome covers the board until a key; the next launch goes straight to the game")
    func shownOnce() throws {
        let arguments = ["--seed", "1", "--no-animation", "--data-dir", data.path]
        let first = try TmuxSession(arguments, width: 100, height: 30, environment: BoardEndToEndTests.utf8, welcomed: false)
        let welcome = try first.waitFor(text: "Welcome to SET").joined(separator: "\n")
        #expect(welcome.contains("and color. Three cards are a SET when number, shape,"))
        #expect(welcome.contains("solid diamond  oval  squiggle  striped  outlined"))
        #expect(welcome.contains("▟██▙           ████"), "the legend draws the board's 100×30 pictures")
        #expect(welcome.contains("Any key starts the game; ? shows every key."))
        try first.send("x")
        let board = try first.waitFor("the board") { !$0.joined().contains("Welcome to SET") && $0.joined().contains("Deck 69") }
        #expect(!board.joined().contains("Welcome"))
        #expect(FileManager.default.fileExists(atPath: data.appendingPathComponent(DataDirectory.welcomeMarkerName).path))
        try first.send("Q", "y")
        try first.waitFor(text: "EXIT=0")
        let second = try TmuxSession(arguments, width: 100, height: 30, environment: BoardEndToEndTests.utf8, welcomed: false)
        let lines = try second.waitFor(text: "Deck 69")
        #expect(!lines.joined().contains("Welcome to SET"), "\(lines.joined(separator: "\n"))")
    }
}
