import SetApp
import SetCore
import SetStore
import SetTestSupport
import Testing

/// The Scores and Statistics tabs show what the shell's queries answer (issue 40): the model
/// keeps an overview of the records and asks, as effects, for the one mode's list or figures
/// a tab shows.
@Suite("the Scores and Statistics tabs ask for what they show", .timeLimit(.minutes(1)), .takesTurns)
struct RecordsQueryTests {
    @Test("the records are read when first needed: not for a standard board; the Scores tab asks for the overview, then the list")
    func readWhenNeeded() {
        var app = makeApp()
        #expect(app.update(.tick, at: 1) == [], "the launch reads nothing")
        #expect(app.press(.function(2)) == [.readRecords])
        #expect(app.update(.scoresChanged(RecordsOverview(), rank: nil, notice: nil), at: 1) == [.listScores(.standard)])
    }

    @Test("a daily puzzle on the board reads the records, for its best solve")
    func dailyReads() {
        var app = makeApp(mode: .daily(ModeTests.day))
        #expect(app.update(.tick, at: 1) == [.readRecords])
        #expect(app.update(.tick, at: 2) == [], "once")
    }

    @Test("F2 asks for the shown mode's list, once; the answer is what the tab shows")
    func scoresTabAsks() {
        var app = makeApp()
        app.update(.scoresChanged(RecordsOverview(records: [record(score: 40), record(score: 30)]), rank: nil, notice: nil), at: 1)
        #expect(app.shownScores.isEmpty, "the launch reads no list")
        #expect(app.press(.function(2)) == [.listScores(.standard)])
        #expect(app.press(.down) == [], "asked once, until the records change")
        app.update(.scoresListed(RankedScores(mode: .standard, records: [record(score: 40), record(score: 30)])), at: 1)
        let grid = app.render()
        #expect(grid.lines[3].hasPrefix("    1     40"))
        #expect(grid.lines[4].hasPrefix("    2     30"))
        #expect(app.press(.function(3)) == [.findStatistics(.standard, historyLength: AppModel.statisticsHistory)])
    }

    @Test("a game recorded while a list is open: the tab asks again; the board does not ask")
    func askedAgainWhenTheRecordsChange() {
        var app = makeApp()
        app.press(.function(2))
        app.update(.scoresListed(RankedScores(mode: .standard, records: [record(score: 40)])), at: 1)
        let overview = RecordsOverview(records: [record(score: 40), record(score: 50)])
        #expect(app.update(.scoresChanged(overview, rank: 1, notice: nil), at: 2) == [.listScores(.standard)])
        #expect(app.shownScores.isEmpty, "the old list is out of date")
        app.press(.function(1))
        #expect(app.update(.scoresChanged(overview, rank: 1, notice: nil), at: 3) == [])
    }

    @Test("m asks for the next mode's list; the modes offered are the overview's")
    func nextModeAsks() {
        var app = makeApp()
        app.update(.scoresChanged(RecordsOverview(records: [record(score: 40), record(score: 9, mode: .test)]), rank: nil, notice: nil), at: 1)
        #expect(app.scoreModes.prefix(2) == [.standard, .test], "then the Cards game's mode, played")
        app.press(.function(2))
        #expect(app.type("m") == [.listScores(.test)])
        app.update(.scoresListed(RankedScores(mode: .test, records: [record(score: 9, mode: .test)])), at: 1)
        #expect(app.render().lines[3].hasPrefix("    1      9"))
    }

    @Test("the game-over box counts the mode's list from the overview")
    func gameOverCountsTheOverview() {
        var app = makeApp(width: 100, height: 40, rule: .anyGroup)
        let time = app.playToEnd().time
        let overview = RecordsOverview(records: (0..<7).map { record(score: $0, mode: .test) })
        app.update(.scoresChanged(overview, rank: 3, notice: nil), at: time)
        #expect(app.render().shows("3 of 7 (test)"))
    }
}
