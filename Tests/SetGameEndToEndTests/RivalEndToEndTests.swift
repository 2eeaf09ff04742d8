import Foundation
import SetApp
import SetCore
import SetRender
import EndToEndSupport
import SetTestSupport
import Testing

/// The two-sided modes in the real binary in a real terminal (tmux).
@Suite("Versus the computer and duels in a terminal (end to end)", .serialized, .enabled(if: TmuxSession.runsHere), .timeLimit(.minutes(5)), .ownThreads, .afterUnitTests)
struct RivalEndToEndTests {
    @Test("--mode computer --level hard --speed 4: the computer takes a set, its tally rises, its cards land on its pile")
    func computerTakesASet() throws {
        let session = try TmuxSession(
            ["--seed", "1", "--mode", "computer", "--level", "hard", "--speed", "4"], width: 100, height: 30,
            environment: BoardEndToEndTests.utf8
        )
        let start = try session.waitFor(text: "Computer 0")
        #expect(start[1].contains("You 0  Computer 0 (o_o)"), "\(start[1])")
        let taken = try session.waitFor(text: "Computer 1 ", seconds: 30)
        #expect(taken[1].contains("You 0"), "\(taken[1])")
        // The pile counts the set as soon as it is taken; the cards' mark goes once they land
        // (a loaded machine shows the frames between), so the test waits for both.
        try session.waitFor("the computer's set on its pile, its mark gone", seconds: 30) {
            $0.joined().contains("╓ Computer 1") && !$0.joined().contains("╓ CPU")
        }
    }

    @Test("against the computer: after its take, a card it dealt chosen, Q y; the next launch resumes the same game")
    func computerGameResumes() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("set-game-rival-\(UUID().uuidString.prefix(8))")
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments = ["--seed", "1", "--mode", "computer", "--level", "hard", "--no-animation", "--data-dir", directory.path]
        let first = try TmuxSession(arguments, width: 100, height: 30, environment: BoardEndToEndTests.utf8)
        try first.waitFor(text: "Computer 1 ", seconds: 30)
        // Seed 1's first set is in slots 0, 3 and 11: the computer's take dealt the card on `q`.
        try first.send("q")
        try first.waitFor(text: "┏ q ")
        try first.send("Q")
        let question = try first.waitFor(text: "Quit set-game?")  // the clock stands still under it
        let status = Self.tallies(question[1])
        try first.send("y")
        try first.waitFor(text: "EXIT=0")
        let second = try TmuxSession(arguments, width: 100, height: 30, environment: BoardEndToEndTests.utf8)
        let offer = try second.waitFor(text: "Resume game from")
        #expect(!offer.joined().contains("cannot be resumed"), "\(offer.joined(separator: "\n"))")
        try second.send("y")
        let resumed = try second.waitFor(text: "Game resumed")
        #expect(Self.tallies(resumed[1]) == status && status.contains("Computer 1"), "the same tallies and deck: \(resumed[1]) after \(question[1])")
        #expect(resumed.joined().contains("┏ q "), "the card chosen is still chosen")
    }

    /// A status line's counts: what comes before its note, without the clock and the face.
    static func tallies(_ line: String) -> String {
        line.components(separatedBy: "│")[0]
            .replacingOccurrences(of: #"\d\d:\d\d|\([^)]*\)"#, with: "", options: .regularExpression)
    }

    @Test("a duel: 1 claims for player 1, a set's keys score for them; the keys are on screen")
    func duelClaimAndScore() throws {
        let game = MatchingGame<SetCard>(seed: 1)
        let set = try #require(game.matchesOnTable.first)
        let labels = BoardEndToEndTests.labels(width: 100, height: 30)
        let session = try TmuxSession(
            ["--seed", "1", "--mode", "duel", "--no-animation"], width: 100, height: 30, environment: BoardEndToEndTests.utf8
        )
        let start = try session.waitFor(text: "Player 2: 0")
        #expect(start.last { !$0.isEmpty }?.hasPrefix(" 1 Player 1  0 Player 2") == true)
        try session.send("1")
        let claimed = try session.waitFor(text: "claims")
        #expect(claimed[1].contains("▕"), "the countdown bar: \(claimed[1])")
        for card in set { try session.send(labels[game.slot(of: card)!]) }
        let scored = try session.waitFor(text: "Player 1: 1  Player 2: 0")
        #expect(scored[1].contains("set!"), "\(scored[1])")
    }
}
