import SetCore
import SetRender
import SetStore
import SetTable
import SetTestSupport
import Testing

@testable import SetApp

@Suite("The two-sided modes' views", .timeLimit(.minutes(1)), .takesTurns)
struct RivalViewTests {
    @Test("the countdown bar fills for the time left, rounded up, and reads in ASCII")
    func countdownBar() {
        #expect(RivalStatus.countdownBar(fraction: 1, cells: 10) == "▕██████████▏")
        #expect(RivalStatus.countdownBar(fraction: 0.55, cells: 10) == "▕██████░░░░▏")
        #expect(RivalStatus.countdownBar(fraction: 0.01, cells: 5) == "▕█░░░░▏")
        #expect(RivalStatus.countdownBar(fraction: 0, cells: 5) == "▕░░░░░▏")
        #expect(RivalStatus.countdownBar(fraction: .nan, cells: 3) == "▕░░░▏")
        #expect(RivalStatus.countdownBar(fraction: 0.5, cells: 4).forTerminal(ascii: true) == "[##--]")
    }

    @Test("the face thinks, is happy for 3 s after the computer's set, sulks for 3 s after the player's")
    func mood() {
        #expect(ComputerMood.at(10, computerScoredAt: nil, playerScoredAt: nil) == .thinking)
        #expect(ComputerMood.at(10, computerScoredAt: 9, playerScoredAt: nil) == .happy)
        #expect(ComputerMood.at(12, computerScoredAt: 9, playerScoredAt: nil) == .thinking)
        #expect(ComputerMood.at(10, computerScoredAt: 8, playerScoredAt: 9.5) == .sulky, "the latest set counts")
        #expect(ComputerMood.at(10, computerScoredAt: nil, playerScoredAt: 9, computerWon: true) == .happy)
        #expect(ComputerMood.at(10, computerScoredAt: 9, playerScoredAt: nil, computerWon: false) == .sulky)
        #expect(ComputerMood.allCases.map(\.face) == ["(o_o)", "(^_^)", "(-_-)"])
    }

    @Test("both tallies and the face, at every status level, the face in its color")
    func computerStatus() {
        let texts = (0...3).map { level in
            RivalStatus.computer(playerSets: 4, computerSets: 3, mood: .happy, level: level, colorMode: .ansi256).map(\.text).joined()
        }
        #expect(texts == ["You 4  Computer 3 (^_^)  ", "You 4 Computer 3 (^_^) ", "You 4 CPU 3 (^_^) ", "Y4 C3 (^_^) "])
        let face = RivalStatus.computer(playerSets: 0, computerSets: 0, mood: .sulky, level: 0, colorMode: .ansi256).first { $0.text == "(-_-)" }
        #expect(face?.style == CellStyle(foreground: .red, bold: true))
    }

    @Test("the duel's points, a lockout, the claim's bar and the dealer's window")
    func duelStatus() {
        var game = MatchingGame<SetCard>(deck: Card<SetCard>.fullDeck)
        var duel = Duel<SetCard>()
        func text(_ level: Int, at now: Double) -> String {
            RivalStatus.duel(duel, now: now, level: level, colorMode: .ansi256).map(\.text).joined()
        }
        #expect(text(0, at: 0) == "Player 1: 0  Player 2: 0  ")
        _ = duel.claim(.one, on: &game, at: 0)
        #expect(text(0, at: 2) == "Player 1: 0  Player 2: 0  Player 1 ▕██████░░░░▏ 3 s  ")
        #expect(text(2, at: 2) == "P1:0 P2:0 P1 ▕███░░▏ 3s ")
        #expect(text(3, at: 2) == "P1:0 P2:0 P1 ▕███░░▏ ")
        _ = duel.advance(&game, to: 5)
        #expect(text(0, at: 5) == "Player 1: -1 locked  Player 2: 0  ")
        #expect(text(2, at: 5) == "P1:-1⊘ P2:0 ")
        _ = duel.claim(.two, on: &game, at: 6)
        _ = duel.deal(by: .two, on: &game, at: 7)
        #expect(text(0, at: 8.5) == "Player 1: -1  Player 2: 0  Player 1 may try 2 s  ")
        #expect(text(2, at: 8.5) == "P1:-1 P2:0 P1 may try 2s ")
    }

    @Test("the game-over lines name the winner and both sides' tallies")
    func verdicts() {
        #expect(RivalStatus.versusVerdict(playerSets: 14, computerSets: 9, level: .hard)
            == ["You win!", "You          14 sets", "Computer     9 sets (hard)"])
        #expect(RivalStatus.versusVerdict(playerSets: 1, computerSets: 1, level: .easy).first == "A draw.")
        #expect(RivalStatus.versusVerdict(playerSets: 0, computerSets: 25, level: .normal).first == "The computer wins.")
        #expect(RivalStatus.duelVerdict(points: [3, 5], sets: [4, 5])
            == ["Player 2 wins!", "Player 1     3 points, 4 sets", "Player 2     5 points, 5 sets"])
        #expect(RivalStatus.duelVerdict(points: [1, 1], sets: [1, 2]) == ["A draw.", "Player 1     1 point, 1 set", "Player 2     1 point, 2 sets"])
    }

    @Test("the computer's pile: its last card in the computer's mark with its count, or an outline")
    func computerPileView() {
        let painter = CardPainter(colorMode: .monochrome)
        var grid = Grid(width: 12, height: 5)
        PileView.drawComputer(top: SetCard?.none, count: 0, in: Rect(x: 0, y: 0, width: 12, height: 5), painter: painter, on: &grid)
        #expect(grid.lines == ["┌Computer 0┐", "            ", "            ", "            ", "└          ┘"])
        var full = Grid(width: 14, height: 5)
        PileView.drawComputer(top: SetCard(index: 0), count: 6, in: Rect(x: 0, y: 0, width: 14, height: 5), painter: painter, on: &full)
        #expect(full.lines[0] == "╓ Computer 6 ╖")
        #expect(full.lines[4].first == "╙" && full.lines[4].last == "╜")
        #expect(full.lines[1].first == "║" && full.lines[1].last == "║")
    }

    @Test("the computer's pile sits above the discard pile, one cell apart from it and from the deck")
    func computerPileGeometry() {
        let wide = BoardGeometry(width: 100, height: 30, cardCount: 12)
        #expect(wide.computerPile == Rect(x: 85, y: 13, width: 14, height: 7))
        let small = BoardGeometry(width: 80, height: 24, cardCount: 12)
        let pile = small.computerPile!
        #expect(pile.maxY == small.discardPile!.y - 1 && pile.y >= small.deckPile!.maxY + 1 && pile.height >= 5)
        #expect(BoardGeometry(width: 40, height: 14, cardCount: 12).computerPile == nil)
    }

    @Test("the score list says who won a two-sided game, in a column of its own")
    func scoreListResult() {
        func versus(_ mine: Int, _ theirs: Int, mode: GameMode) -> ScoreRecord {
            ScoreRecord(
                score: mine, date: .init(timeIntervalSince1970: 0), durationSeconds: 60, setsFound: mine, mistakes: 0, hints: 0,
                mode: mode, seed: 1, rival: RivalResult(score: theirs, sets: theirs)
            )
        }
        #expect(RivalStatus.result(of: versus(14, 9, mode: GameMode(name: "vs-hard"))) == "won 14-9")
        #expect(RivalStatus.result(of: versus(3, 20, mode: GameMode(name: "vs-hard"))) == "lost 3-20")
        #expect(RivalStatus.result(of: versus(3, 5, mode: GameMode(name: "duel"))) == "P1 3-5 P2")  // whose points are whose
        #expect(RivalStatus.result(of: versus(4, 4, mode: GameMode(name: "duel"))) == "P1 4-4 P2")
        let records = [versus(14, 9, mode: GameMode(name: "vs-hard"))]
        let columns = ScoresView.columns(width: 100, records: records)
        #expect(ScoresView.header(columns).contains("Sets  Result"), "\(ScoresView.header(columns))")
        #expect(ScoresView.row(rank: 1, records[0], columns: columns).contains("   14  won 14-9 "))
        #expect(!ScoresView.header(ScoresView.columns(width: 100, records: [])).contains("Result"))
    }
}
