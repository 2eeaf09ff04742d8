import Foundation
import GRDB
import PropertyBased
import SetCore
import SetTestSupport
import Testing

@testable import SetStore

/// What the Scores and Statistics tabs show, queried from a real score database in a
/// temporary directory (issue 40): each query by example, then all of them against the same
/// figures computed over the records in memory, for random record sets.
@Suite(.timeLimit(.minutes(1)), .ownThreads) struct ScoreQueryTests {
    let directory = TemporaryDirectory()
    var store: ScoreStore { ScoreStore(directory: directory.url) }

    @Test func theRankingIsTheModesBestFirstAndNoOtherModes() throws {
        _ = try store.append([record(5), record(9, mode: .test), record(7, at: day(1)), record(7), record(3)])
        let ranked = try store.ranking(of: .standard)
        #expect(ranked.records == [record(7), record(7, at: day(1)), record(5), record(3)])
        #expect(ranked.problem == nil)
        #expect(try store.ranking(of: .daily).records.isEmpty)
    }

    @Test func theRankingShowsTheBestThousandOfAModeWithMore() throws {
        _ = try store.append((0..<(StoreLimits.recordsPerMode + 3)).map { record($0 % 500, at: day(Double($0))) })
        let ranked = try store.ranking(of: .standard).records
        #expect(ranked.count == StoreLimits.recordsPerMode)
        #expect(ranked.first?.score == 499 && ranked.last?.score == 1, "the three lowest, 0, are left out")
    }

    @Test func aRowNoGameCouldHaveMadeIsLeftOutOfTheRankingAndTold() throws {
        _ = try store.append([record(5), record(6)])
        let queue = try DatabaseQueue(path: directory.url.appendingPathComponent("scores.sqlite").path)
        try queue.write { try $0.execute(sql: "UPDATE game SET score = 5000000 WHERE score = 6") }
        let ranked = try ScoreStore(directory: directory.url).ranking(of: .standard)
        #expect(ranked.records.map(\.score) == [5])
        #expect(ranked.problem == "1 game in scores.sqlite cannot be shown: score 5000000 is out of range")
    }

    @Test func noDatabaseAnswersEmptyAndMakesNone() throws {
        #expect(try store.ranking(of: .standard).records.isEmpty)
        #expect(try store.statistics(of: .standard, historyLength: 5).gamesPlayed == 0)
        #expect(directory.fileNames.isEmpty)
    }

    @Test func statisticsCountEveryGameOfTheModeAndTheLatestChart() throws {
        _ = try store.append([
            record(120, at: day(0), secondsPerSet: [4, 8, 2]), record(80, at: day(60), setsFound: 5, duration: 75),
            record(100, at: day(30), setsFound: 0), record(999, mode: .test),
        ])
        let figures = try store.statistics(of: .standard, historyLength: 2)
        #expect(figures.gamesPlayed == 3)
        #expect(figures.bestScore == 120)
        #expect(figures.averageScore == 100)
        // 14 s over 3 kept times, and 75 s over 5 sets; the game without a set has no pace.
        #expect(figures.averageSecondsPerSet == 89.0 / 8)
        #expect(figures.fastestSet == 2)
        #expect(figures.scoreHistory == [100, 80], "the latest two, oldest first")
        #expect(figures.secondsPerSetHistory == [0, 15])
        #expect(figures.latestSetTimes == [4, 8, 2], "the latest game that kept its times")
    }

    @Test func statisticsOfADuelCountBothPlayersSetsAndOfTheComputerNone() throws {
        var duel = record(10, setsFound: 4, duration: 80, mode: GameMode(.standard, .duel))
        duel.rival = RivalResult(score: 6, sets: 4)
        var computer = record(10, setsFound: 4, duration: 80, mode: .computer(.hard))
        computer.rival = RivalResult(score: 6, sets: 4)
        _ = try store.append([duel, computer])
        #expect(try store.statistics(of: duel.mode, historyLength: 5).averageSecondsPerSet == 10)
        #expect(try store.statistics(of: computer.mode, historyLength: 5).averageSecondsPerSet == nil)
    }

    @Test func theOverviewCountsEachModesListAndKeepsTheBestUnaidedDailySolves() throws {
        var hinted = record(40, duration: 30, mode: .daily)
        hinted.seed = 7
        var solved = record(30, duration: 90, mode: .daily)
        solved.seed = 7
        solved.hints = 0
        var faster = solved
        faster.durationSeconds = 60
        _ = try store.append([record(1), record(2, mode: .test), record(3, mode: .test), hinted, solved, faster])
        let overview = try store.load().overview
        #expect(overview.modes == [.standard, .test, .daily])
        #expect(overview.listed(in: .test) == 2 && overview.listed(in: .junior) == 0)
        #expect(overview.bestSolve(mode: .daily, seed: 7) == 60, "a solve with hints is no fair best")
        #expect(overview.bestSolve(mode: .daily, seed: 8) == nil)
    }

    @Test func aDatabaseOfTheSchemaBeforeGetsItsSetTimesFilled() throws {
        let path = directory.url.appendingPathComponent("scores.sqlite").path
        let queue = try DatabaseQueue(path: path)
        try ScoreSchema.migrator.migrate(queue, upTo: "v2: undos; games with help ranked after unaided ones")
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO game (mode, seed, endedAt, score, durationSeconds, setsFound, mistakes, hints, secondsPerSet) \
                    VALUES ('standard', '1', 1000, 50, 40, 4, 0, 0, '[3,5]'), ('standard', '2', 2000, 60, 40, 4, 0, 0, NULL)
                    """)
        }
        try queue.close()
        let figures = try ScoreStore(directory: directory.url).statistics(of: .standard, historyLength: 5)
        #expect(figures.averageSecondsPerSet == 48.0 / 6)
        #expect(figures.fastestSet == 3)
        #expect(figures.secondsPerSetHistory == [4, 10])
    }

    /// The modes the random records are of: solo, a daily puzzle, a duel, against the computer.
    static let modes: [GameMode] = [.standard, .test, .daily, GameMode(.standard, .duel), .computer(.easy)]

    /// A record of `random`'s: few distinct scores and dates, so that ties are common.
    static func randomRecord(_ random: inout SplitMix64) -> ScoreRecord {
        func draw(_ count: Int) -> Int { Int(random.next() % UInt64(count)) }
        let times = draw(3) == 0 ? nil : (0..<draw(6)).map { _ in Double(draw(9_000) + 100) / 100 }
        var game = record(
            draw(40) - 5, at: day(Double(draw(8) * 60)), setsFound: draw(4), duration: Double(draw(500)), secondsPerSet: times,
            mode: modes[draw(modes.count)])
        game.seed = UInt64(draw(3))
        game.hints = draw(2)
        game.undos = draw(5) == 0 ? 1 : 0
        if game.mode.parts?.context == .duel || game.mode.parts?.context == .computer(.easy) || draw(4) == 0 {
            game.rival = RivalResult(score: draw(20), sets: draw(4))
        }
        return game
    }

    @Test("the queries answer what the same figures computed in memory say, for random record sets")
    func queriesEqualTheInMemoryFigures() async {
        await propertyCheck(count: 40, input: Gen.uint64()) { seed in
            let directory = TemporaryDirectory()
            let store = ScoreStore(directory: directory.url)
            var random = SplitMix64(seed: seed)
            let records = (0..<Int(random.next() % 60)).map { _ in Self.randomRecord(&random) }
            do {
                // Written in two transactions, as games finishing apart are.
                let half = records.count / 2
                for part in [records[..<half], records[half...]] where !part.isEmpty { _ = try store.append(Array(part)) }
                let board = ScoreBoard(records: records)
                #expect(try store.load().overview == RecordsOverview(records: board.records))
                for mode in Self.modes {
                    let listed = board.records(in: mode)
                    #expect(try store.ranking(of: mode).records == listed, "\(mode.name)")
                    let history = Int(random.next() % 12)
                    let queried = try store.statistics(of: mode, historyLength: history)
                    Self.expectClose(queried, Statistics(records: listed, historyLength: history), mode)
                }
            } catch {
                Issue.record("\(error)")
            }
        }
    }

    /// Equal figures; sums of times equal to within rounding (SQLite adds them in its own order).
    static func expectClose(_ queried: Statistics, _ computed: Statistics, _ mode: GameMode) {
        func close(_ a: Double?, _ b: Double?) -> Bool {
            guard let a, let b else { return a == nil && b == nil }
            return abs(a - b) <= 1e-9 * max(1, abs(b))
        }
        #expect(queried.gamesPlayed == computed.gamesPlayed, "\(mode.name)")
        #expect(queried.bestScore == computed.bestScore, "\(mode.name)")
        #expect(close(queried.averageScore, computed.averageScore), "\(mode.name)")
        #expect(close(queried.averageSecondsPerSet, computed.averageSecondsPerSet), "\(mode.name)")
        #expect(queried.fastestSet == computed.fastestSet, "\(mode.name)")
        #expect(queried.scoreHistory == computed.scoreHistory, "\(mode.name)")
        #expect(queried.secondsPerSetHistory.count == computed.secondsPerSetHistory.count, "\(mode.name)")
        for (a, b) in zip(queried.secondsPerSetHistory, computed.secondsPerSetHistory) { #expect(close(a, b), "\(mode.name)") }
        #expect(queried.latestSetTimes == computed.latestSetTimes, "\(mode.name)")
    }
}
