import SetApp
import SetCore
import Testing

/// `h` on the Cards tab never leaks face-down cards (issue 24 item 11): it counts the pairs
/// and marks none.
@Suite(.timeLimit(.minutes(10))) struct CardsHintTests {
    @Test func aHintCountsThePairsAndMarksNoHiddenCard() {
        var app = makeApp(width: 100, height: 30)
        app.press(.function(5), at: 1)
        app.type("h", at: 2)
        #expect(app.cardsBoard.note?.text.hasSuffix("on the table") == true)
        app.type("hh", at: 3)
        #expect(app.cardsBoard.note?.text == "Hints count the pairs only: where they lie is yours to find")
        #expect(app.cardsBoard.game.hinted.isEmpty)
        #expect(app.cardsBoard.game.score == 0 && app.cardsBoard.game.statistics.hintsUsed == 0)
    }
}
