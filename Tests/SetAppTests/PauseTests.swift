import SetApp
import SetCore
import SetTable
import SetTestSupport
import Testing

/// `p` pauses the game shown (issue 24 item 17): the board hidden, the clock stopped, and
/// the screen says so; any key plays on and does nothing else.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct PauseTests {
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

/// A game against the computer pauses when the player is away (issue 41): no key for a
/// minute, or the terminal's window losing the focus. The computer and the clock stop where
/// the player left; the screen says why; any key goes on.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct AwayPauseTests {
    @Test func aMinuteWithoutAKeyPausesTheComputerAtTheMinute() {
        var twin = rivalApp(.computer(.hard))
        twin.update(.tick, at: 59.99)
        var app = rivalApp(.computer(.hard))
        #expect(app.nextWakeUp.map { $0 <= AppModel.awayAfter } == true, "the loop wakes up for the minute")
        app.update(.tick, at: 30)
        app.update(.tick, at: 400)
        #expect(app.isPaused && app.pausedAway)
        #expect(app.elapsedSeconds == 60)
        #expect(app.computerReferee.computer.sets == twin.computerReferee.computer.sets, "no move after the minute")
        #expect(app.render().shows("Paused — you were away."))
        app.type(app.labels[0], at: 500)  // goes on; chooses nothing
        #expect(!app.isPaused && !app.pausedAway && app.game.selection.isEmpty)
        app.update(.tick, at: 501)
        #expect(app.elapsedSeconds == 61)
    }

    @Test func aKeyPutsTheMinuteOff() {
        var app = rivalApp(.computer(.easy))
        app.update(.tick, at: 50)
        app.press(.left, at: 50)
        app.update(.tick, at: 109)
        #expect(!app.isPaused)
        app.update(.tick, at: 111)
        #expect(app.pausedAway && app.elapsedSeconds == 110)
    }

    @Test func aLostFocusPausesAtOnceAndAGainedOneDoesNotGoOn() {
        var app = rivalApp(.computer(.normal))
        app.update(.input(.focus(gained: false)), at: 10)
        #expect(app.pausedAway && app.elapsedSeconds == 10)
        app.update(.input(.focus(gained: true)), at: 20)
        #expect(app.pausedAway)
        app.press(.escape, at: 30)
        #expect(!app.isPaused)
    }

    @Test func soloPlayDoesNotPauseByItself() {
        var app = makeApp(width: 100, height: 30)
        app.update(.input(.focus(gained: false)), at: 10)
        app.update(.tick, at: 400)
        #expect(!app.isPaused && app.elapsedSeconds == 400)
    }
}
