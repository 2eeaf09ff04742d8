import SetApp
import SetCore
import SetRender
import SetTestSupport
import Testing

@Suite("The Cards tab: Matchismo on the same app (G1)", .timeLimit(.minutes(1)), .takesTurns)
struct CardsTabTests {
    /// Two cards of one rank on the Cards table, as identities.
    private func rankPair(_ game: MatchingGame<PlayingCard>) -> (CardID, CardID) {
        let table = game.table
        for (i, first) in table.enumerated() {
            if let second = table[(i + 1)...].first(where: { $0.content.rank == first.content.rank }) { return (first.id, second.id) }
        }
        fatalError("24 cards always hold two of one rank")
    }

    private func label(_ app: AppModel, _ id: CardID) -> String {
        app.cardsBoard.labels(app.settings.keyboard)[app.cardsBoard.game.slot(of: id)!]
    }

    @Test("F5 shows the Cards tab: 24 cards face down, its own status line")
    func tab() {
        var app = makeApp(width: 100, height: 30)
        app.press(.function(5))
        #expect(app.tab == .cards)
        let grid = app.render()
        #expect(grid.lines[0].contains("F5 Cards"))
        #expect(grid.lines[1].hasPrefix(" Deck 28  Pairs 0  Score 0"))
        #expect(app.cardsBoard.game.table.count == 24)
        #expect(!grid.text.contains("♠") && !grid.text.contains("♥"), "every card is face down")
    }

    @Test("two cards of one rank: +16 − 1 − 1 = 14, and both leave at the next action")
    func rankPairScores14() {
        var app = makeApp(width: 100, height: 30)
        app.press(.function(5))
        let (first, second) = rankPair(app.cardsBoard.game)
        app.type(label(app, first), at: 2)
        #expect(app.cardsBoard.game.isFaceUp(first))
        let suit = app.cardsBoard.game.table.first { $0.id == first }!.content.suit
        #expect(app.render().text.contains(app.settings.painter(cache: RenderCache()).suitGlyph(suit)))
        app.type(label(app, second), at: 3)
        #expect(app.cardsBoard.game.score == 14)
        #expect(app.cardsBoard.note?.text == "Pair! +16")
        #expect(app.render().lines[1].contains("Score 14"))
        app.press(.escape, at: 4)
        #expect(app.cardsBoard.game.slot(of: first) == nil && app.cardsBoard.game.slot(of: second) == nil)
        #expect(app.cardsBoard.game.table.count == 22)
        #expect(app.game.score == 0, "the SET game is untouched")
    }

    @Test("switching tabs pauses the other game's clock")
    func clocksPause() {
        var app = makeApp(width: 100, height: 30)
        app.update(.tick, at: 10)
        app.press(.function(5), at: 10)
        app.update(.tick, at: 30)
        #expect(app.elapsedSeconds == 10, "SET stood still while Cards was shown")
        #expect(app.cardsBoard.elapsedSeconds == 20)
        app.press(.function(1), at: 30)
        app.update(.tick, at: 35)
        #expect(app.elapsedSeconds == 15)
        #expect(app.cardsBoard.elapsedSeconds == 20)
    }

    @Test("a finished Cards game is recorded under the cards mode")
    func recordsScore() {
        var app = makeApp(width: 100, height: 30, rule: .anyGroup)
        app.press(.function(5))
        var time = 2.0
        var effects: [AppEffect] = []
        while !app.cardsBoard.game.isOver && time < 400 {
            if app.cardsBoard.game.table.count >= 2 {
                for card in app.cardsBoard.game.table.prefix(2) { effects += app.type(label(app, card.id), at: time) }
            }
            if !app.cardsBoard.game.isOver { effects += app.press(.escape, at: time) }  // Esc would close the game-over popup
            if !app.cardsBoard.game.isOver && app.cardsBoard.game.table.count < 2 { effects += app.type(" ", at: time) }
            time += 1
        }
        #expect(app.cardsBoard.game.isOver)
        let recorded = effects.compactMap { effect -> GameSummary? in
            if case .recordScore(let summary) = effect { summary } else { nil }
        }
        #expect(recorded.map(\.mode) == [.cardsTest])
        #expect(app.render().shows("Pairs found"))
    }
}
