import Foundation
import EndToEndSupport
import SetTestSupport
import Testing

/// Gather and scatter (G2) in the real binary in a real terminal (tmux), in both games.
@Suite("Gather and scatter in a terminal (end to end)", .serialized, .enabled(if: TmuxSession.runsHere), .timeLimit(.minutes(5)), .ownThreads, .afterUnitTests)
struct GatherEndToEndTests {
    /// Gathers, moves and scatters the cards of the tab shown, which holds `cards` cards.
    private func gatherMoveScatter(_ session: TmuxSession, cards: Int) throws {
        try session.waitFor("\(cards) cards") { BoardEndToEndTests.visibleLabels($0).count == cards }
        try session.send("G")
        let gathered = try session.waitFor("a pile") { $0[1].contains("Gathered") && BoardEndToEndTests.visibleLabels($0).isEmpty }
        try session.send("Left", "Left", "Down")
        let moved = try session.waitFor("the pile moved") { $0 != gathered }
        #expect(moved[1].contains("Gathered"))
        try session.send("q")
        try session.send("G")
        let scattered = try session.waitFor("scattered") { BoardEndToEndTests.visibleLabels($0).count == cards }
        #expect(scattered[1].contains("Scattered"))
    }

    @Test("G gathers the SET cards into a pile, the arrows move it, G scatters them back")
    func set() throws {
        let session = try TmuxSession(["--seed", "1"], width: 100, height: 30, environment: BoardEndToEndTests.utf8)
        try gatherMoveScatter(session, cards: 12)
    }

    @Test("the Cards game gathers and scatters too")
    func cards() throws {
        let session = try TmuxSession(["--seed", "1"], width: 100, height: 30, environment: BoardEndToEndTests.utf8)
        try session.waitFor(text: "Deck 69")
        try session.send("F5")
        try gatherMoveScatter(session, cards: 24)
    }

    @Test("the gathered pile shows its count, and follows a mouse drag before the button is let go")
    func dragFollows() throws {
        let session = try TmuxSession(["--seed", "1", "--no-animation"], width: 100, height: 30, environment: BoardEndToEndTests.utf8)
        try session.waitFor("12 cards") { BoardEndToEndTests.visibleLabels($0).count == 12 }
        try session.send("G")
        let gathered = try session.waitFor(text: " 12 cards ")
        let row = try #require(gathered.firstIndex { $0.contains(" 12 cards ") })
        let column = try #require(gathered[row].range(of: " 12 cards ")).lowerBound.utf16Offset(in: gathered[row])
        let x = column + 2, y = row + 2  // inside the top card
        try session.send("\u{1b}[<0;\(x + 1);\(y + 1)M", "\u{1b}[<32;\(x - 9);\(y + 1)M", literal: true)
        let dragged = try session.waitFor("the pile following the drag") { $0[row].contains(" 12 cards ") && $0 != gathered }
        let movedColumn = try #require(dragged[row].range(of: " 12 cards ")).lowerBound.utf16Offset(in: dragged[row])
        #expect(movedColumn == column - 10, "\(dragged.joined(separator: "\n"))")
        try session.send("\u{1b}[<0;\(x - 9);\(y + 1)m", literal: true)
        try session.send("Right")
        let after = try session.waitFor("the arrow moving it on") { $0 != dragged }
        #expect(after[1].contains("Gathered"), "the release ended the drag, it did not scatter")
    }
}
