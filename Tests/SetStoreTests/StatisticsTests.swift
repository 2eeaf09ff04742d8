import SetStore
import Testing

@Suite(.timeLimit(.minutes(10))) struct StatisticsTests {
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
        #expect(statistics.averageSecondsPerSet == 30)
        #expect(statistics.fastestSet == 12.5)
        #expect(statistics.scoreHistory == [-5, 30, 25])
        #expect(statistics.latestSetTimes == [40, 20, 30, 35, 25])
    }
}
