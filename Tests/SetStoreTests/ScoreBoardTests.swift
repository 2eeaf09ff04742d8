import SetStore
import Testing

@Suite struct ScoreBoardTests {
    @Test func ranksHighToLowWithEarlierGamesFirstOnTies() {
        let board = ScoreBoard(records: [record(5, at: day(2)), record(9), record(5, at: day(1)), record(-2)])
        #expect(board.records == [record(9), record(5, at: day(1)), record(5, at: day(2)), record(-2)])
        #expect(board.ranked.map(\.rank) == [1, 2, 3, 4])
        #expect(board.ranked.map(\.record.score) == [9, 5, 5, -2])
        #expect(board.version == 1)
    }

    @Test func insertReturnsTheNewRecordsRank() {
        var board = ScoreBoard(records: [record(9), record(5), record(1)])
        #expect(board.insert(record(7)) == 2)
        #expect(board.insert(record(5, at: day(10))) == 4)
        #expect(board.insert(record(0)) == 6)
        #expect(board.insert(record(100)) == 1)
        #expect(board.records.map(\.score) == [100, 9, 7, 5, 5, 1, 0])
    }

    @Test func anEmptyBoardRanksTheFirstRecordFirst() {
        var board = ScoreBoard()
        #expect(board.ranked.isEmpty)
        #expect(board.insert(record(3)) == 1)
    }
}
