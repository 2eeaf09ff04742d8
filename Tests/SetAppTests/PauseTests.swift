import SetApp
import SetCore
import SetTable
import Testing

/// `p` pauses the game shown (issue 24 item 17): the board hidden, the clock stopped, and
/// the screen says so; any key plays on and does nothing else.
@Suite(.timeLimit(.minutes(10))) struct PauseTests {
    @Test func pauseHidesTheBoardAndStopsTheClock() {
        var app = makeApp(width: 100, height: 30)
        app.update(.tick, at: 5)
        #expect(app.render().shows("┌ q ─"))
        app.type("p", at: 5)
        #expect(app.isPaused)
        let paused = app.render()
        #expect(paused.shows("The board is hidden and the game clock is stopped."))
        #expect(paused.lines[1].contains("00:05"))
        for label in app.labels { #expect(!paused.shows("┌ \(label) ─"), "card \(label) hidden") }
        app.update(.tick, at: 65)
        #expect(app.elapsedSeconds == 5)
        app.type("q", at: 65)  // plays on; chooses nothing
        #expect(!app.isPaused && app.game.selection.isEmpty)
        app.update(.tick, at: 66)
        #expect(app.elapsedSeconds == 6)
    }

    @Test func pIsNoCardKey() {
        for keyboard in KeyboardLayout.allCases {
            #expect(!keyboard.keyColumns.joined().contains("p"), "\(keyboard)")
        }
    }

    @Test func aComputerWaitsWhilePaused() {
        var app = rivalApp(.computer(.hard))
        app.type("p", at: 0)
        app.update(.tick, at: 600)
        #expect(app.computerReferee.computer.sets == 0)
        #expect(!app.game.isOver)
    }
}
