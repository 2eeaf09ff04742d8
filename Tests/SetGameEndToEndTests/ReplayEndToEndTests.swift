import Foundation
import EndToEndSupport
import SetTestSupport
import Testing

/// Replay in a real terminal (issue 24 item 16): a game finished, then Enter on its Scores
/// row plays it back on the board, and Esc brings the Scores tab back.
@Suite("Replaying a finished game in a terminal (end to end)", .serialized, .enabled(if: TmuxSession.runsHere), .timeLimit(.minutes(5)), .ownThreads, .afterUnitTests)
struct ReplayEndToEndTests {
    @Test("finish a test-mode game, open Scores, Enter: the replay plays it to the same score; Esc goes back")
    func replayAFinishedGame() throws {
        let session = try TmuxSession(["--seed", "1", "--no-animation", "--test-mode"], width: 100, height: 30, environment: BoardEndToEndTests.utf8)
        try session.waitFor("the first deal") { BoardEndToEndTests.visibleLabels($0).count == 12 }
        try ShellEndToEndTests.finishGame(session)
        let popup = try session.waitFor(text: "Rank         1 of 1")
        let score = try #require(popup.first { $0.contains("Score        ") }?.split(separator: " ").first { Int($0) != nil })
        try session.send("F2")
        try session.waitFor(text: "Rank  Score  Finished")
        try session.send("Enter")
        let replay = try session.waitFor(text: "Replay · 1× · move ")
        #expect(replay[1].hasPrefix(" Replay · 1× · move "), "\(replay[1])")
        #expect(replay[1].contains("TEST"))
        #expect(BoardEndToEndTests.visibleLabels(replay).count == 12)
        #expect(replay.last { !$0.isEmpty }?.hasPrefix(" Space pause  → step  + - speed  Esc back to scores") == true)
        try session.send("+", "+", "+")
        try session.waitFor(text: "Replay · 8× · move ")
        let end = try session.waitFor("the replay's end", seconds: 60) { $0[1].contains(" · end ") }
        #expect(end[1].contains("Sets 27  Score \(score) "), "\(end[1])")
        try session.send("Escape")
        let scores = try session.waitFor(text: "Rank  Score  Finished")
        #expect(scores[3].hasPrefix("▶   1 "))
        try session.send("F1")
        try session.waitFor(text: "Rank         1 of 1")
    }
}
