import SetApp
import SetCore
import SetTestSupport
import Testing

/// The key bar offers what works (issue 24 item 13): all the board's keys at 80 × 24, and
/// after game over only what still does something.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct KeyBarTests {
    @Test func everyBoardKeyFitsAt80Columns() {
        let bar = makeApp(width: 80, height: 24).render().lines[23]
        #expect(bar == " Space deal 3 h hint Esc clear n new ? help Q quit ←↑↓→ move Enter choose       ")
    }

    @Test func afterGameOverOnlyWhatWorks() {
        var app = makeApp(width: 80, height: 24, rule: .anyGroup)
        app.playToEnd()
        #expect(app.game.isOver)
        #expect(app.render().lines[23] == " Enter new game  Esc see the board  F2 scores  ? help  Q quit" + String(repeating: " ", count: 19))
        app.press(.escape, at: 600)  // the box closes: Esc has nothing left to do
        #expect(app.render().lines[23] == " Enter new game  F2 scores  ? help  Q quit" + String(repeating: " ", count: 38))
        app.press(.enter, at: 601)
        #expect(!app.game.isOver)
    }
}
