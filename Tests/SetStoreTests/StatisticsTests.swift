import SetStore
import SetTestSupport
import Testing

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct StatisticsTests {
    @Test func noGamesGiveNoFigures() {
        let statistics = Statistics(records: [])
        #expect(statistics.gamesPlayed == 0)
        #expect(statistics.bestScore == nil)
        #expect(statistics.averageScore == nil)
        #expect(statistics.averageSecondsPerSet == nil)
        #expect(statistics.fastestSet == nil)
        #expect(statistics.scoreHistory.isEmpty)
        #expect(statistics.latestSetTimes.isEmpty)
    }

    @Test func figuresOverRecordsInAnyOrder() {
        let records = [
            record(30, at: day(200), setsFound: 5, duration: 150, secondsPerSet: [40, 20, 30, 35, 25]),
            record(10, at: day(0), setsFound: 10, duration: 300),
            record(-5, at: day(100), setsFound: 0, duration: 50, secondsPerSet: [12.5]),
            record(25, at: day(300), setsFound: 5, duration: 100, secondsPerSet: []),
        ]
        let statistics = Statistics(records: records, historyLength: 3)
        #expect(statistics.gamesPlayed == 4)
        #expect(statistics.bestScore == 30)
        #expect(statistics.averageScore == 15)
        // The kept per-set times where there are any, else the game's time over its sets.
        let expected: Double = (150 + 300 + 12.5 + 100) / 21
        #expect(statistics.averageSecondsPerSet == expected)
        #expect(statistics.fastestSet == 12.5)
        #expect(statistics.scoreHistory == [-5, 30, 25])
        #expect(statistics.latestSetTimes == [40, 20, 30, 35, 25])
    }

    @Test("a duel's pace is over both players' sets, as its per-set chart is; against the computer over the player's")
    func duelPaceCountsBothPlayers() {
        var duel = record(30, at: day(0), setsFound: 12, duration: 900, secondsPerSet: Array(repeating: 37.5, count: 24), mode: .duel)
        duel.rival = RivalResult(score: 28, sets: 12)
        var computer = record(9, at: day(10), setsFound: 9, duration: 900, secondsPerSet: Array(repeating: 100, count: 9), mode: .computer(.normal))
        computer.rival = RivalResult(score: 15, sets: 15)
        let duels = Statistics(records: [duel])
        #expect(duels.averageSecondsPerSet == 37.5)
        #expect(duels.secondsPerSetHistory == [37.5])
        #expect(duels.latestSetTimes.count == 24)
        #expect(Statistics(records: [computer]).averageSecondsPerSet == 100)
        duel.setsFound = .max
        duel.rival = RivalResult(score: 0, sets: .max)
        #expect(Statistics(records: [duel]).averageSecondsPerSet! > 0, "counts from a file sum without trapping")
    }

    @Test("against the computer the average is over the player's set times, never the game's time over one set")
    func versusComputerAverageIsOverSetTimes() {
        var lost = record(0, setsFound: 1, duration: 264.4, secondsPerSet: [3.1], mode: .computer(.hard))
        lost.rival = RivalResult(score: 25, sets: 25)
        let statistics = Statistics(records: [lost])
        #expect(statistics.averageSecondsPerSet == 3.1)
        #expect(statistics.fastestSet == 3.1)
        #expect(statistics.secondsPerSetHistory == [3.1])
        lost.secondsPerSet = nil
        #expect(Statistics(records: [lost]).averageSecondsPerSet == nil, "no per-set times: no average, not 264.4 s")
        #expect(Statistics(records: [lost]).secondsPerSetHistory == [0])
    }
}
