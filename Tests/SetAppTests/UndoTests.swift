import SetApp
import SetCore
import Testing

/// Undo (issue 24 item 15): Backspace or U takes back the last move exactly, from the move
/// log; a game with a move undone is practice: recorded with its undos, never ranked.
@Suite(.timeLimit(.minutes(10))) struct UndoTests {
    @Test func undoTakesBackTheLastMoveExactly() {
        var app = makeApp(width: 100, height: 30)
        let match = app.game.matchesOnTable[0]
        app.type(app.label(of: match[0]), at: 2)
        app.type(app.label(of: match[1]), at: 3)
        let beforeThird = app.game
        app.type(app.label(of: match[2]), at: 4)
        #expect(app.game.score > 0)
        app.press(.backspace, at: 5)
        #expect(app.game == beforeThird)
        #expect(app.note?.text == "Move undone: this game is practice now")
        app.type("U", at: 6)
        app.type("U", at: 6)
        #expect(app.game.selection.isEmpty && app.game.score == 0)
        app.type("U", at: 7)
        #expect(app.note?.text == "Nothing to undo")
    }

    @Test func aGameWithAnUndoIsPractice() {
        var app = makeApp(width: 80, height: 24, rule: .anyGroup)
        app.type(app.labels[0], at: 1)
        app.press(.backspace, at: 1)
        let effects = app.playToEnd(from: 2).effects
        #expect(app.game.isOver)
        #expect(effects.contains { if case .recordScore(let summary) = $0 { summary.undos == 1 } else { false } }, "recorded, with its undo")
        #expect(app.render().shows("Practice: a game with undo does not rank."))
    }

    @Test func noUndoInARace() {
        var app = rivalApp(.computer(.normal))
        app.type(app.labels[0], at: 1)
        app.press(.backspace, at: 1)
        #expect(app.note?.text == "No undo in this mode")
        #expect(app.game.selection.count == 1)
    }
}
