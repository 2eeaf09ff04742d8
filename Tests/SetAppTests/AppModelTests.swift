import SetAnimation
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

@Suite("AppModel: input before the cards are there, and notes that go stale")
struct AppModelTimingTests {
    @Test("at speed 0.25, the keys of a set pressed at 0.3 s on an empty board choose nothing; once landed they score")
    func keysBeforeLanding() {
        let settings = AppSettings(colorMode: .ansi256, animated: true, speed: 0.25)
        var app = AppModel(settings: settings, seed: 1, width: 80, height: 24, now: 0)
        let keys = app.game.matchesOnTable[0].map { app.label(of: $0) }.joined()
        app.type(keys, at: 0.3)
        #expect(app.game.selection.isEmpty)
        #expect(app.game.score == 0)
        let firstFrame = app.geometry.layout!.frames[0]
        app.update(.input(.mouse(x: firstFrame.x + 2, y: firstFrame.y + 2, kind: .press)), at: 0.3)
        #expect(app.game.selection.isEmpty)
        let timing = AnimationTiming(speed: 0.25)
        let allLanded = timing.dealPause + 11 * timing.stagger + timing.arrival
        app.type(keys, at: allLanded)
        #expect(app.game.selectionState == .matched)
    }

    @Test("'No set on the table' goes once Space has dealt 3 more; 'Set!' stays")
    func staleNote() {
        var app = AppModelTimingTests.tableWithoutASet()
        app.type("h")
        #expect(app.note?.text == "No set on the table — Space deals 3")
        app.type(" ")
        #expect(app.note == nil)
        #expect(!app.render().lines[1].contains("No set"))
        let set = app.game.matchesOnTable[0]
        app.type(set.map { app.label(of: $0) }.joined())
        app.type(" ")
        #expect(app.note?.text.hasPrefix("Set! +") == true)
    }

    /// An app whose table holds no set while the deck still has cards: the first such
    /// table met by taking the first set on each table, over seeds 1, 2, ….
    static func tableWithoutASet() -> AppModel {
        for seed in UInt64(1)... {
            var app = AppModel(settings: AppSettings(animated: false), seed: seed, width: 80, height: 24, now: 0)
            while let set = app.game.matchesOnTable.first, !app.game.deck.isEmpty {
                app.type(set.map { app.label(of: $0) }.joined())
                app.press(.escape)
            }
            if !app.game.deck.isEmpty { return app }
        }
        fatalError("unreachable")
    }
}
