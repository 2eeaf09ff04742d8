import Foundation
import SetApp
import SetCore
import SetRender
import SetStore
import SetTable
import SetTestSupport
import Testing

/// An app playing `mode` on a `width` × `height` screen without animation, seed 1, at time 0.
func makeApp(mode: PlayMode, width: Int = 80, height: Int = 24) -> AppModel {
    AppModel(settings: AppSettings(colorMode: .ansi256, animated: false, mode: mode), seed: 1, width: width, height: height, now: 0)
}

@Suite("Modes on the board: the referee seam, Junior, daily", .timeLimit(.minutes(1)), .takesTurns)
struct ModeTests {
    static let day = CalendarDate(year: 2026, month: 11, day: 22)!

    @Test("standard and test: the status line names test mode only; the finished game ranks in its mode")
    func soloModes() {
        #expect(!makeApp(mode: .standard).render().lines[1].contains("STANDARD"))
        var app = makeApp(mode: .test)
        #expect(app.render().lines[1].hasPrefix(" Deck 69  Sets 0  Score 0  00:00  TEST "))
        let effects = app.playToEnd().effects
        let modes = effects.compactMap { effect -> GameMode? in
            if case .recordScore(let summary) = effect { return summary.mode } else { return nil }
        }
        #expect(modes == [.test])
    }

    @Test("Junior: only solid cards, 27 in all, its own scores")
    func junior() {
        var app = makeApp(mode: .junior)
        #expect(app.setBoard.mode == .junior)
        #expect(app.game.table.count == 12 && app.game.deck.count == 15)
        #expect((app.game.table + app.game.deck).allSatisfy { $0.content.shading == JuniorDeck.shading })
        #expect(app.render().lines[1].hasPrefix(" Deck 15  Sets 0  Score 0  00:00  JUNIOR "))
        var time = 1.0
        var recorded: [GameSummary] = []
        while !app.game.isOver && time < 200 {
            if let set = app.game.matchesOnTable.first {
                for id in set { app.type(app.label(of: id), at: time) }
                app.press(.escape, at: time)
            } else {
                app.type(" ", at: time)
            }
            for case .recordScore(let summary) in app.update(.tick, at: time) { recorded.append(summary) }
            time += 1
        }
        #expect(app.game.isOver)
        #expect(app.scoresMode == .junior && app.scoreModes.contains(.junior))
    }

    @Test("daily: 12 cards, no deck, \"6 sets to find\" on the status line, exact cells")
    func dailyStart() {
        let app = makeApp(mode: .daily(Self.day))
        #expect(app.game.table.map(\.content) == DailyPuzzle.board(for: Self.day))
        let grid = app.render()
        let status = " Sets 0  Score 0  00:00  DAILY 2026-11-22  6 sets to find"
        #expect(grid.lines[1].hasPrefix(status))
        let badge = status.distance(from: status.startIndex, to: status.range(of: "DAILY")!.lowerBound)
        #expect(grid[badge, 1].style.reverse && grid[badge + 15, 1].style.reverse && !grid[badge + 16, 1].style.reverse)
        #expect(grid[badge + 18, 1].style.bold, "the count is bold")
        #expect(!grid.shows("Deck"), "no deck pile, no deck count")
        #expect(!grid.lines[23].contains("Space"), "no Deal 3 in the help bar")
        #expect(grid.shows("Found 0/6"))
    }

    @Test("daily: a set found counts down and is listed by its keys; found twice says so; the cards stay")
    func dailyFinding() {
        var app = makeApp(mode: .daily(Self.day))
        let sets = app.game.matchesOnTable
        let keys = sets[0].map { app.label(of: $0) }
        for key in keys { app.type(key, at: 2) }
        var grid = app.render()
        #expect(grid.lines[1].contains("5 sets to find"))
        #expect(grid.lines[1].contains("Set! 5 to find"))
        #expect(grid.shows("Found 1/6"))
        #expect(grid.shows("1 " + keys.joined(separator: " ")))
        #expect(app.game.table.count == 12)
        for key in keys.reversed() { app.type(key, at: 3) }
        grid = app.render()
        #expect(grid.lines[1].contains("│ Found already"))
        #expect(grid.lines[1].contains("5 sets to find"))
        app.type(" ", at: 4)
        #expect(app.render().lines[1].contains("No deal"))
    }

    @Test("daily: the sixth set ends the game; the record keeps the day as its seed and the time")
    func dailyEnd() {
        var app = makeApp(mode: .daily(Self.day))
        var summaries: [GameSummary] = []
        for (index, set) in app.game.matchesOnTable.enumerated() {
            for id in set {
                for case .recordScore(let summary) in app.type(app.label(of: id), at: Double(10 * (index + 1))) {
                    summaries.append(summary)
                }
            }
        }
        #expect(app.game.isOver)
        #expect(summaries.count == 1)
        #expect(summaries.first?.mode == .daily)
        #expect(summaries.first?.seed == UInt64(Self.day.daysSince1970))
        #expect(summaries.first?.durationSeconds == 60)
        #expect(app.render().shows("Daily puzzle 2026-11-22 solved"))
        #expect(app.render().lines[1].contains("Solved"))
    }
}

/// A referee that asks for a hint by itself at game time 4.5, once: enough to see the seam's
/// clock path (advance, wake-up) work as a computer opponent's will.
struct HintAtFiveReferee: Referee {
    var done = false
    var advancesWithTime = true
    var mode: PlayMode { .standard }

    func deal(seed: UInt64, at now: Double) -> MatchingGame<SetCard> {
        MatchingGame(seed: seed, startedAt: now)
    }

    var wakeUp: Double? { done ? nil : 4.5 }

    mutating func advance(_ game: inout MatchingGame<SetCard>, to now: Double) -> Ruling {
        guard !done, now >= 4.5 else { return Ruling() }
        done = true
        return Ruling(events: game.requestHint(at: 4.5), note: StatusNote("The referee moved"))
    }
}

@Suite("The referee seam: time reaches the mode on the game clock", .timeLimit(.minutes(1)), .takesTurns)
struct RefereeSeamTests {
    @Test("the loop is woken at the referee's time; it moves then, not before; the note is the referee's")
    func advancesOnTime() {
        var app = makeApp()
        app.play(HintAtFiveReferee())
        app.update(.tick, at: 4.2)
        #expect(app.note?.text != "The referee moved")
        #expect(app.nextWakeUp == 4.5, "before the clock's next second (5)")
        let before = app.render()
        app.update(.tick, at: 4.5)
        #expect(app.note?.text == "The referee moved")
        #expect(app.game.hint.countTold)
        #expect(app.render().text.contains("The referee moved") && !before.text.contains("The referee moved"))
    }

    @Test("a mode that says time does nothing in it is never advanced, however late it gets")
    func stillModeIsNotAdvanced() {
        var app = makeApp()
        app.play(HintAtFiveReferee(advancesWithTime: false))
        app.update(.tick, at: 4.5)
        app.update(.tick, at: 60)
        #expect(app.note?.text != "The referee moved")
        #expect(!app.game.hint.countTold)
    }

    @Test("while the board is hidden the game clock stands still, and so does the referee")
    func hiddenStandsStill() {
        var app = makeApp()
        app.play(HintAtFiveReferee())
        app.update(.tick, at: 2)
        app.type("?", at: 2)  // the help covers the board
        app.update(.tick, at: 10)
        #expect(app.note?.text != "The referee moved")
        app.press(.escape, at: 10)
        app.update(.tick, at: 12.4)
        #expect(app.note?.text != "The referee moved")
        app.update(.tick, at: 12.5)
        #expect(app.note?.text == "The referee moved")
    }
}

@Suite("Daily records on the Scores tab", .timeLimit(.minutes(1)), .takesTurns)
struct DailyScoresTests {
    @Test("a daily record shows its day where other games show their seed")
    func dayInPlaceOfSeed() {
        var app = makeApp(width: 100, height: 30)
        let day = CalendarDate(year: 2026, month: 11, day: 22)!
        let record = ScoreRecord(
            score: 300, date: Date(timeIntervalSince1970: 1_800_000_000), durationSeconds: 83, setsFound: 6, mistakes: 0,
            hints: 0, mode: .daily, seed: UInt64(day.daysSince1970)
        )
        app.receive([record], rank: nil, notice: nil, at: 1)
        app.press(.function(2))
        while app.scoresMode != .daily { app.type("m") }
        let grid = app.render()
        #expect(grid.shows("2026-11-22"), "\(grid.lines.joined(separator: "\n"))")
        #expect(!grid.shows("20779"))
    }
}
