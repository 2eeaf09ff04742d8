import SetCore
import SetStore
import SetTestSupport
import Testing

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct ScoreBoardTests {
    @Test func ranksHighToLowWithEarlierGamesFirstOnTies() {
        let board = ScoreBoard(records: [record(5, at: day(2)), record(9), record(5, at: day(1)), record(-2)])
        #expect(board.records == [record(9), record(5, at: day(1)), record(5, at: day(2)), record(-2)])
    }

    @Test func insertReturnsTheNewRecordsRank() {
        var board = ScoreBoard(records: [record(9), record(5), record(1)])
        #expect(board.insert(record(7)) == 2)
        #expect(board.insert(record(5, at: day(10))) == 4)
        #expect(board.insert(record(0)) == 6)
        #expect(board.insert(record(100)) == 1)
        #expect(board.records.map(\.score) == [100, 9, 7, 5, 5, 1, 0])
    }

    @Test func ranksAreWithinTheMode() {
        var board = ScoreBoard(records: [record(50, mode: .test), record(9), record(40, mode: .test)])
        #expect(board.insert(record(7)) == 2)
        #expect(board.insert(record(45, mode: .test)) == 2)
        #expect(board.records(in: .standard).map(\.score) == [9, 7])
        #expect(board.modes == [.standard, .test])
    }

    @Test func unknownModesListAfterTheKnownOnesByName() {
        let board = ScoreBoard(records: [
            record(1, mode: GameMode(name: "relay")), record(2, mode: .test), record(3, mode: GameMode(name: "blitz")), record(0),
            record(4, mode: .daily), record(5, mode: .computer(.hard)), record(6, mode: .junior),
        ])
        #expect(board.modes.map(\.name) == ["standard", "test", "junior", "daily", "vs-hard", "blitz", "relay"])
    }

    @Test func keepsTheBestRecordsOfEachMode() {
        let many = (0..<(StoreLimits.recordsPerMode + 5)).map { record($0, at: day(Double($0))) }
        var board = ScoreBoard(records: many + [record(-3, mode: .test)])
        #expect(board.records(in: .standard).count == StoreLimits.recordsPerMode)
        #expect(board.records(in: .standard).last?.score == 5)
        #expect(board.records(in: .test).count == 1)
        #expect(board.insert(record(-1)) == StoreLimits.recordsPerMode + 1)
        #expect(board.records(in: .standard).count == StoreLimits.recordsPerMode)
        #expect(board.insert(record(100_000)) == 1)
        #expect(board.records(in: .standard).count == StoreLimits.recordsPerMode)
        #expect(board.records(in: .standard).last?.score == 6)
    }

    @Test func anEmptyBoardRanksTheFirstRecordFirst() {
        var board = ScoreBoard()
        #expect(board.records.isEmpty)
        #expect(board.insert(record(3)) == 1)
    }
}
