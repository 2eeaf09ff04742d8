import SetTestSupport
import Testing

@testable import SetCore

@Suite("Daily puzzle", .timeLimit(.minutes(1)), .takesTurns)
struct DailyPuzzleTests {
    @Test("the board of 2026-11-22 is a fixed answer: these 12 cards, 6 sets")
    func fixedBoard() {
        let board = DailyPuzzle.board(for: CalendarDate(year: 2026, month: 11, day: 22)!)
        #expect(board.map(\.index) == [55, 18, 73, 60, 50, 63, 11, 5, 24, 59, 28, 42])
        #expect(bruteForceSets(board).count == 6)
    }

    @Test("the board of 2000-01-01 is a fixed answer")
    func firstBoard() {
        let board = DailyPuzzle.board(for: DailyPuzzle.firstDate)
        #expect(board.map(\.index) == [65, 43, 7, 72, 37, 0, 2, 5, 16, 77, 70, 27])
    }

    @Test("every covered day, 2000–2099, gets 12 distinct cards with exactly 6 sets in a few candidates")
    func everyDayTerminates() {
        var mostCandidates = 0
        var totalCandidates = 0
        var boards = Set<[SetCard]>()
        for days in DailyPuzzle.firstDate.daysSince1970...DailyPuzzle.lastDate.daysSince1970 {
            let (board, candidates) = DailyPuzzle.derive(for: CalendarDate(daysSince1970: days))
            #expect(board.count == 12 && Set(board).count == 12)
            #expect(SetCard.allMatches(in: board).count == 6)
            mostCandidates = max(mostCandidates, candidates)
            totalCandidates += candidates
            boards.insert(board)
        }
        #expect(totalCandidates / 36_525 < 100 && mostCandidates < 1_000, "most candidates for one day: \(mostCandidates), mean: \(totalCandidates / 36_525)")
        #expect(boards.count == 36_525)
    }

    @Test("the date alone decides: two derivations agree, neighbouring days differ")
    func dateAlone() {
        let day = CalendarDate(year: 2030, month: 6, day: 15)!
        #expect(DailyPuzzle.board(for: day) == DailyPuzzle.board(for: day))
        #expect(DailyPuzzle.board(for: day) != DailyPuzzle.board(for: CalendarDate(daysSince1970: day.daysSince1970 + 1)))
    }

    @Test("covers 2000-01-01 through 2099-12-31 only")
    func coverage() {
        #expect(DailyPuzzle.covers(CalendarDate(year: 2000, month: 1, day: 1)!))
        #expect(DailyPuzzle.covers(CalendarDate(year: 2099, month: 12, day: 31)!))
        #expect(!DailyPuzzle.covers(CalendarDate(year: 1999, month: 12, day: 31)!))
        #expect(!DailyPuzzle.covers(CalendarDate(year: 2100, month: 1, day: 1)!))
    }
}
