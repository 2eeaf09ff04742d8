import SetApp
import SetCore
import SetRender
import Testing

@Suite("AppModel: keys to game actions")
struct AppModelTests {
    @Test("card keys choose the cards they label")
    func cardKeys() {
        var app = makeApp()
        let set = app.game.matchesOnTable[0]
        app.type(set.map { app.label(of: $0) }.joined())
        #expect(app.game.selectionState == .matched)
        #expect(app.note?.text.hasPrefix("Set! +") == true)
    }

    @Test("Space deals 3; with no room it says so and changes nothing")
    func dealAndNoRoom() {
        var app = makeApp()
        app.type("   ")
        #expect(app.game.table.count == 21)
        let before = app.game
        app.type(" ")
        #expect(app.game == before)
        #expect(app.note == .noRoom)
        #expect(app.render().lines[1].hasSuffix("No room for 3 more: enlarge the terminal  "))
    }

    @Test("Esc clears the selection; arrows and Enter choose under the cursor")
    func cursorAndEscape() {
        var app = makeApp()
        app.type("q")
        app.press(.escape)
        #expect(app.game.selection.isEmpty)
        app.press(.right)
        #expect(app.cursor == 0)
        app.press(.right)
        app.press(.down)
        app.press(.enter)
        let layout = app.geometry.layout!
        #expect(app.game.selection == [app.game.table[layout.columns + 1].id])
    }

    @Test("a click on a card chooses it")
    func click() {
        var app = makeApp()
        let frame = app.geometry.layout!.frames[5]
        app.update(.input(.mouse(x: frame.x + 2, y: frame.y + 2, kind: .press)), at: 1)
        #expect(app.game.selection == [app.game.table[5].id])
    }

    @Test("n starts a new game; Q asks to quit; ? opens help and any key closes it")
    func commands() {
        var app = makeApp()
        let first = app.game.table
        app.type("n")
        #expect(app.game.table != first)
        app.type("?")
        #expect(app.showsHelp)
        app.type("q")
        #expect(!app.showsHelp)
        #expect(app.game.selection.isEmpty)
        app.type("Q")
        #expect(app.wantsQuit)
    }

    @Test("a whole game in test mode ends with the game-over note")
    func wholeGame() {
        var app = makeApp(rule: .anyGroup)
        let time = app.playToEnd()
        #expect(app.game.isOver)
        #expect(app.game.statistics.matchesFound == 27)
        #expect(app.render().shows("Game over"))
        app.press(.enter, at: time)
        #expect(!app.game.isOver)
        #expect(app.game.table.count == 12)
    }

    @Test("idle, the app wakes once a second for the clock, and not at all once the game is over")
    func wakeUps() {
        var app = makeApp()
        app.update(.tick, at: 2.25)
        #expect(app.nextWakeUp == 3)
    }
}
