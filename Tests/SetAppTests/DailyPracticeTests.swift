import Foundation
import SetApp
import SetCore
import SetStore
import SetTestSupport
import Testing

/// Only the first solve of a day's puzzle ranks (issue 24 item 2): Enter on the game-over
/// box brings the same 12 cards back, and solving them again is practice.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct DailyPracticeTests {
    /// Finds the puzzle's six sets, the n-th at `start + 10 n`; returns the summaries recorded.
    static func solve(_ app: inout AppModel, from start: Double) -> [GameSummary] {
        var summaries: [GameSummary] = []
        for (index, set) in app.game.matchesOnTable.enumerated() {
            for id in set {
                for case .recordScore(let summary) in app.type(app.label(of: id), at: start + Double(10 * (index + 1))) {
                    summaries.append(summary)
                }
            }
        }
        return summaries
    }

    /// The record the store would keep of `summary`.
    static func record(_ summary: GameSummary) -> ScoreRecord {
        ScoreRecord(
            score: summary.score, date: Date(timeIntervalSince1970: 1_800_000_000), durationSeconds: summary.durationSeconds,
            setsFound: summary.setsFound, mistakes: summary.mistakes, hints: summary.hints, mode: summary.mode, seed: summary.seed
        )
    }

    @Test func aSecondSolveOfTheDayIsPracticeAndNotRecorded() throws {
        var app = makeApp(mode: .daily(ModeTests.day))
        let first = try #require(Self.solve(&app, from: 0).first)
        app.receive([Self.record(first)], rank: 1, notice: nil, at: 61)
        #expect(app.render().shows("New best!"))
        app.press(.enter, at: 62)  // the same puzzle again
        #expect(!app.game.isOver)
        app.receive([Self.record(first)], rank: nil, notice: nil, at: 62)
        #expect(app.note?.shortText.hasPrefix("Practice, best") == true)
        let again = Self.solve(&app, from: 62)
        #expect(app.game.isOver)
        #expect(again.isEmpty, "a practice solve is not recorded")
        let box = app.render()
        #expect(box.shows("Practice: only a day's first solve ranks."))
        #expect(box.shows("Rank         practice, not ranked"))
        #expect(!box.shows("New best!"))
    }

    @Test func anotherDaysPuzzleStillRanks() throws {
        var app = makeApp(mode: .daily(ModeTests.day))
        let yesterday = ScoreRecord(
            score: 90, date: Date(timeIntervalSince1970: 1_800_000_000), durationSeconds: 60, setsFound: 6, mistakes: 0,
            hints: 0, mode: .daily, seed: UInt64(ModeTests.day.daysSince1970 - 1)
        )
        app.receive([yesterday], rank: nil, notice: nil, at: 0)
        #expect(Self.solve(&app, from: 0).count == 1)
        #expect(!app.render().shows("Practice"))
    }
}
