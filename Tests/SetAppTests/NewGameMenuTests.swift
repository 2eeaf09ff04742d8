import Foundation
import SetApp
import SetCore
import SetRender
import SetStore
import SetTestSupport
import Testing

@Suite("The New game menu: n opens it, a letter or Enter starts a mode, Esc goes back", .timeLimit(.minutes(1)), .takesTurns)
struct NewGameMenuTests {
    static let day = CalendarDate(year: 2026, month: 11, day: 22)!

    /// An app whose menu offers the daily puzzle of ``day``.
    func app(mode: PlayMode = .standard) -> AppModel {
        let settings = AppSettings(colorMode: .ansi256, animated: false, mode: mode, today: Self.day)
        return AppModel(settings: settings, seed: 1, width: 80, height: 24, now: 0)
    }

    @Test("the menu's exact cells at 80×24 mid-game: the warning, a line per mode, the letters in reverse, the line reached in bold")
    func cells() throws {
        var app = app()
        app.type("n")
        let grid = app.render()
        let top = try #require(grid.lines.firstIndex { $0.contains("┌─ New game ─") })
        let corner = try #require(grid.lines[top].range(of: "┌─ New game"))
        let left = grid.lines[top].distance(from: grid.lines[top].startIndex, to: corner.lowerBound)
        #expect(grid[left, top + 1].glyph == "│")
        let lines = app.menuLines
        #expect(lines == [
            "Starting one abandons this game:",
            "it is neither saved nor scored.",
            "",
            "▸ s  Standard            81 cards: find sets against the clock",
            "  t  Test                any three cards match: a quick game",
            "  j  Junior              27 solid cards: count, shape, color",
            "  k  Set-Chain           each set keeps one card of the last set",
            "  u  UltraSet            two pairs that one card completes",
            "  9  Ultra9              UltraSet with nine cards on the table",
            "  g  GhostSet            three pairs whose missing cards make a set",
            "  d  Daily               today's 12 cards hold 6 sets",
            "  c  Computer ◂ normal ▸ race the computer to each set",
            "  2  Duel                two players: 1 and 0 claim a set",
            "",
            "↑↓ Enter or a letter: start   Esc: back",
        ])
        for (row, line) in lines.enumerated() {
            let text = String(grid.lines[top + 1 + row].dropFirst(left + 2).prefix(line.count))
            #expect(text == line)
        }
        let firstEntry = top + 4
        #expect(grid[left + 4, firstEntry].glyph == "s" && grid[left + 4, firstEntry].style.reverse)
        #expect(grid[left + 7, firstEntry].style.bold, "the line reached is bold")
        #expect(!grid[left + 7, firstEntry + 1].style.bold)
        #expect(grid[left + 4, firstEntry + 1].glyph == "t" && grid[left + 4, firstEntry + 1].style.reverse)
    }

    @Test("a letter starts its mode at once; the menu closes; the choice is to be remembered")
    func letter() {
        var app = app()
        app.type("n")
        let effects = app.type("j")
        #expect(app.menu == nil)
        #expect(app.setBoard.mode == .junior)
        #expect(app.game.table.allSatisfy { $0.content.shading == JuniorDeck.shading })
        #expect(effects.contains(.rememberMode(.junior)))
        #expect(app.render().lines[1].contains("JUNIOR"))
        #expect(app.scoresMode == .junior)
    }

    @Test("arrows and Enter choose; the menu opens on the mode played (the last choice)")
    func arrows() {
        var app = app()
        app.type("n")
        for _ in 0..<7 { app.press(.down) }
        app.press(.enter)
        #expect(app.setBoard.mode == .daily(Self.day))
        app.type("n")
        #expect(app.menu?.chosen == .daily(Self.day))
        app.press(.up)
        app.press(.enter)
        #expect(app.setBoard.mode.variant == .ghostSet)
    }

    @Test("→ on the computer's line steps normal, brisk, hard and stops there; ← steps back")
    func levels() {
        var app = app()
        app.type("n")
        for _ in 0..<8 { app.press(.down) }
        #expect(app.menu?.chosen == .computer(.normal))
        app.press(.right)
        #expect(app.menu?.chosen == .computer(.brisk))
        #expect(app.render().lines.contains { $0.contains("c  Computer ◂ brisk ▸  race the computer") })
        app.press(.right)
        app.press(.right)
        #expect(app.menu?.chosen == .computer(.hard))
        app.press(.left)
        app.press(.enter)
        #expect(app.setBoard.mode == .computer(.brisk))
    }

    @Test("Esc goes back to the same game, its clock stood still; other keys do nothing")
    func escape() {
        var app = app()
        app.type("q", at: 1)
        let game = app.game
        app.type("n", at: 2)
        app.type("xzn", at: 3)
        app.update(.input(.mouse(x: 3, y: 5, kind: .press)), at: 3)
        #expect(app.menu != nil && app.game == game)
        app.update(.tick, at: 50)
        app.press(.escape, at: 50)
        #expect(app.menu == nil && app.game == game && app.elapsedSeconds == 2)
    }

    @Test("with the game over, the menu warns of nothing")
    func gameOver() {
        var app = app(mode: .test)
        app.playToEnd()
        app.press(.escape)
        app.type("n", at: 900)
        #expect(app.menu?.abandons == false)
        #expect(!app.menuLines.joined().contains("abandons"))
        app.type("t", at: 900)
        #expect(!app.game.isOver && app.setBoard.mode == .test)
    }

    @Test("on the Cards tab n still asks before a new deal")
    func cardsTab() {
        var app = app()
        app.press(.function(5))
        app.type("n")
        #expect(app.menu == nil && app.confirmation == .newGame)
    }

    /// Three records: the day's slower solve comes first, so taking the first or the
    /// longest time fails; another day's quicker solve is there, so ignoring the day fails.
    @Test("a daily puzzle solved before tells its best time when opened again")
    func solvedDay() {
        var app = app()
        func record(seconds: Double, day: CalendarDate) -> ScoreRecord {
            ScoreRecord(
                score: 300, date: Date(timeIntervalSince1970: 1_800_000_000), durationSeconds: seconds, setsFound: 6,
                mistakes: 0, hints: 0, mode: .daily, seed: UInt64(day.daysSince1970)
            )
        }
        let otherDay = CalendarDate(daysSince1970: Self.day.daysSince1970 - 1)
        let records = [record(seconds: 200, day: Self.day), record(seconds: 83, day: Self.day), record(seconds: 10, day: otherDay)]
        app.receive(records, rank: nil, notice: nil, at: 1)
        app.type("nd", at: 2)
        #expect(app.render().lines[1].contains("│ Practice"))
        #expect(app.note?.text == "Solved before in 01:23: this time is practice, not ranked")
    }
}

extension AppModel {
    /// The menu's lines as text.
    var menuLines: [String] {
        menu?.lines ?? []
    }
}
