import Foundation
import SetApp
import SetCore
import SetStore
import SetTestSupport
import Testing

/// Records that tell the truth (issue 41 items 5 and 7): a lost game is no "New best!",
/// averages are over what they name, a daily solved with hints or a game with an undo is
/// recorded with them and ranked apart from unaided games.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct HonestRecordsTests {
    @Test("a game lost to the computer is never New best!, even ranked first")
    func aLossIsNoBest() {
        var app = rivalApp(.computer(.hard))
        var time = 0.0
        while !app.game.isOver && time < 2000 {
            time += 1
            app.update(.tick, at: time)
            if time.truncatingRemainder(dividingBy: 30) == 0 { app.press(.left, at: time) }  // watching, never away
        }
        #expect(app.render().shows("The computer wins."))
        app.receive([], rank: 1, notice: nil, at: time)
        #expect(!app.render().shows("New best!"))
    }

    @Test("a daily solved with hints is recorded with them, shown as practice, and does not block an unaided solve")
    func dailyWithHints() throws {
        var app = makeApp(mode: .daily(ModeTests.day))
        app.type("h", at: 1)
        let solved = DailyPracticeTests.solve(&app, from: 2)
        let summary = try #require(solved.first)
        #expect(summary.hints > 0)
        var aided = DailyPracticeTests.record(summary)
        #expect(aided.isAided)
        app.receive([aided], rank: 1, notice: nil, at: 80)
        let box = app.render()
        #expect(box.shows("Practice: a solve with hints does not rank."))
        #expect(!box.shows("New best!"))
        app.press(.enter, at: 81)  // the same puzzle again, solved unaided this time
        #expect(app.note?.shortText.hasPrefix("Practice") != true, "no unaided solve to be practice beside")
        let again = DailyPracticeTests.solve(&app, from: 82)
        #expect(again.count == 1 && again.first?.hints == 0, "an unaided solve after an aided one is recorded")
        aided.hints = 0
        #expect(!aided.isAided)
    }

    @Test("a game with an undo is recorded with its undos, and listed after the unaided games, unranked")
    func undoIsRecordedAndRankedApart() throws {
        var app = makeApp(width: 100, height: 30, rule: .anyGroup)
        app.type(app.labels[0], at: 1)
        app.press(.backspace, at: 1)
        let summary = try #require(app.playToEnd(from: 2).effects.lazy.compactMap { if case .recordScore(let summary) = $0 { summary } else { nil } }.first)
        #expect(summary.undos == 1)
        let undone = ScoreRecord(
            score: 90, date: Date(timeIntervalSince1970: 1_800_000_000), durationSeconds: 60, setsFound: 27, mistakes: 0, hints: 0,
            mode: .test, seed: 1, undos: summary.undos
        )
        let plain = ScoreRecord(
            score: 50, date: Date(timeIntervalSince1970: 1_800_000_000), durationSeconds: 60, setsFound: 27, mistakes: 0, hints: 0,
            mode: .test, seed: 1
        )
        app.receive(ScoreBoard(records: [undone, plain]).records, rank: 2, notice: nil, at: 200)
        #expect(app.render().shows("Practice: a game with undo does not rank."))
        app.press(.function(2))
        let lines = app.render().lines
        #expect(lines[3].hasPrefix("    1     50 "), "\(lines[3])")
        #expect(lines[4].hasPrefix("    -     90 "), "\(lines[4])")
    }

    @Test("the Statistics tab of a lost game: the average per set is over the set times, and 1 set is 1 set")
    func statisticsOfOneSet() {
        var app = makeApp(width: 100, height: 48)
        var lost = ScoreRecord(
            score: 0, date: Date(timeIntervalSince1970: 1_800_000_000), durationSeconds: 264.4, setsFound: 1, mistakes: 0, hints: 0,
            mode: .standard, seed: 1, secondsPerSet: [3.1]
        )
        lost.rival = RivalResult(score: 25, sets: 25)
        app.receive([lost], rank: nil, notice: nil, at: 1)
        app.press(.function(3))
        let grid = app.render()
        #expect(grid.shows("Average per set    3.1 s"))
        #expect(grid.shows("Fastest set        3.1 s"))
        #expect(grid.shows("Each set of the last game (1 set): fastest 3.1 s, slowest 3.1 s"))
        #expect(!grid.shows("1 sets"))
    }
}
