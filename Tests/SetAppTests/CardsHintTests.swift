import SetApp
import SetCore
import SetTestSupport
import Testing

/// `h` on the Cards tab does what the help and the README say (issue 41): the first press
/// counts the pairs the face-down table can be cleared into, each further press marks one
/// of them in turn, 3 points the first time each is marked.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct CardsHintTests {
    @Test func aHintCountsThePairsThePlayerCanTakeThenMarksEachInTurn() {
        var app = makeApp(width: 100, height: 30)
        app.press(.function(5), at: 1)
        let pairs = app.cardsBoard.game.hintMatches
        #expect(pairs.count == 12, "24 cards of one connected table pair off whole")
        app.type("h", at: 2)
        #expect(app.cardsBoard.note?.text == "12 pairs on the table")
        app.type("h", at: 3)
        #expect(app.cardsBoard.game.hinted == pairs[0])
        #expect(app.cardsBoard.note?.text == "Hint: a pair is marked −3")
        #expect(app.cardsBoard.game.score == -3 && app.cardsBoard.game.statistics.hintsUsed == 1)
        app.type("h", at: 4)
        #expect(app.cardsBoard.game.hinted == pairs[1] && app.cardsBoard.game.score == -6)
        for id in pairs[1] { app.type(app.cardsBoard.labels(app.settings.keyboard)[app.cardsBoard.game.slot(of: id)!], at: 5) }
        #expect(app.cardsBoard.game.statistics.matchesFound == 1, "the marked pair is one the player can take")
    }
}
