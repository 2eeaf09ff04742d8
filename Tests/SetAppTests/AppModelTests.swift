import SetAnimation
import SetApp
import SetCore
import SetRender
import SetTestSupport
import Testing

@Suite("AppModel: keys to game actions", .timeLimit(.minutes(1)), .takesTurns)
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

    @Test("n then s starts a new standard game; Q then y quits; ? opens help and any key closes it")
    func commands() {
        var app = makeApp()
        let first = app.game.table
        app.type("ns")
        #expect(app.game.table != first)
        app.type("?")
        #expect(app.showsHelp)
        app.type("q")
        #expect(!app.showsHelp)
        #expect(app.game.selection.isEmpty)
        app.type("Qy")
        #expect(app.wantsQuit)
    }

    @Test("a whole game in test mode ends with the game-over note")
    func wholeGame() {
        var app = makeApp(rule: .anyGroup)
        let time = app.playToEnd().time
        #expect(app.game.isOver)
        #expect(app.game.statistics.matchesFound == 27)
        #expect(app.render().shows("Game over"))
        app.press(.enter, at: time)
        #expect(!app.game.isOver)
        #expect(app.game.table.count == 12)
    }

    @Test("idle, the app wakes once a second for the clock, and not at all once the game is over")
    func wakeUps() {
        var app = makeApp(rule: .anyGroup)
        app.update(.tick, at: 2.25)
        #expect(app.nextWakeUp == 3)
        let end = app.playToEnd(from: 3).time
        #expect(app.game.isOver)
        app.update(.tick, at: end + 0.5)
        #expect(app.nextWakeUp == nil)
    }
}

@Suite("AppModel: input before the cards are there, and notes that go stale", .timeLimit(.minutes(1)), .takesTurns)
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

@Suite("AppModel: nothing is lost by a slip, and the clock runs only while the board is seen (D8)", .timeLimit(.minutes(1)), .takesTurns)
struct AppModelSlipAndClockTests {
    @Test("mid-game, n opens the menu, which says the game would be abandoned, and Q asks first: only y goes on, any other key or a click plays on")
    func confirmations() {
        var app = makeApp()
        let first = app.game
        app.type("n")
        #expect(app.menu?.abandons == true)
        #expect(app.render().shows("Starting one abandons this game:"))
        app.type("n")
        #expect(app.game == first)
        app.press(.escape)
        #expect(app.menu == nil)
        #expect(app.game == first)
        app.type("Q")  // Caps Lock on the top-left card key
        #expect(app.confirmation == .quit)
        #expect(app.render().shows("Quit set-game?"))
        app.type("q")
        #expect(!app.wantsQuit)
        #expect(app.game.selection.isEmpty, "the key that answered chooses no card")
        app.type("Q")
        app.update(.input(.mouse(x: 3, y: 3, kind: .press)), at: 1)
        #expect(app.confirmation == nil && !app.wantsQuit)
        app.type("n")
        app.press(.enter)
        #expect(app.game != first)
        app.type("QY")
        #expect(app.wantsQuit)
    }

    @Test("with no game in progress (game over) the menu warns of nothing, Enter deals, and Q quits at once")
    func noQuestionWhenOver() {
        var app = makeApp(rule: .anyGroup)
        app.playToEnd()
        app.type("n")
        #expect(app.confirmation == nil && app.menu?.abandons == false)
        app.press(.enter)
        #expect(!app.game.isOver)
        app.playToEnd(from: 600)
        app.type("Q", at: 1200)
        #expect(app.wantsQuit)
    }

    @Test("the clock stops while the terminal is too small, help or a question is open, and another tab is shown")
    func clockStopsWhenBoardUnseen() {
        var app = makeApp()
        app.update(.tick, at: 10)
        #expect(app.elapsedSeconds == 10)
        app.update(.input(.resize(width: 30, height: 10)), at: 10)
        app.update(.tick, at: 40)
        #expect(app.elapsedSeconds == 10)
        #expect(app.nextWakeUp == nil, "nothing to tick while the clock stands")
        app.update(.input(.resize(width: 80, height: 24)), at: 40)
        app.type("?", at: 45)
        app.update(.tick, at: 100)
        #expect(app.elapsedSeconds == 15)
        app.type(" ", at: 100)  // closes help
        app.type("n", at: 110)
        app.update(.tick, at: 200)
        #expect(app.elapsedSeconds == 25)
        app.press(.escape, at: 200)
        app.press(.function(2), at: 205)
        app.press(.function(1), at: 300)
        app.update(.tick, at: 301)
        #expect(app.elapsedSeconds == 31)
    }
}

@Suite("AppModel: the end of a game", .timeLimit(.minutes(1)), .takesTurns)
struct AppModelGameOverTests {
    @Test("Esc closes the game-over popup to show the final board; Enter then deals anew")
    func escapeShowsFinalBoard() {
        var app = makeApp(rule: .anyGroup)
        let time = app.playToEnd().time
        #expect(app.render().shows("Esc: see the board"))
        app.press(.escape, at: time)
        let board = app.render()
        #expect(!board.shows("Esc: see the board"))
        #expect(board.shows("Sets 27"))
        app.press(.enter, at: time + 1)
        #expect(!app.game.isOver)
        app.playToEnd(from: time + 2)
        #expect(app.render().shows("Esc: see the board"), "a new game's end shows the popup again")
    }

    @Test("the popup shows the average and fastest set, and New best! when the game ranks first")
    func popupFigures() {
        var app = makeApp(rule: .anyGroup)
        var time = 1.0
        while !app.game.isOver {  // the first set after 5 s, then one every 2 s: 57 s for 27 sets
            time += app.game.statistics.matchesFound == 0 ? 4 : 2
            for card in app.game.table.prefix(3) { app.type(app.label(of: card.id), at: time) }
            if !app.game.isOver { app.press(.escape, at: time) }
        }
        let end = time
        let grid = app.render()
        #expect(grid.shows("Time         00:57"))
        #expect(grid.shows("Average set  2.1 s"))
        #expect(grid.shows("Fastest set  2.0 s"))
        #expect(!grid.shows("New best!"))
        app.receive([], rank: 1, notice: nil, at: end)
        #expect(app.render().shows("New best!"))
        app.receive([], rank: 2, notice: nil, at: end)
        #expect(!app.render().shows("New best!"))
    }
}
