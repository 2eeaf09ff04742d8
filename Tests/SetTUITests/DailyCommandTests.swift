import Foundation
import SetCore
import SetTestSupport
import Testing

@testable import SetTUI

@Suite("set-game daily", .timeLimit(.minutes(1)), .takesTurns)
struct DailyCommandTests {
    @Test("--date 2026-11-22 --print prints that day's 12 cards in the solve notation")
    func printsDay() throws {
        let command = try DailyCommand.parse(["--date", "2026-11-22", "--print"])
        let today = CalendarDate(year: 2030, month: 1, day: 1)!
        #expect(try command.output(today: today) == "2psd 1red 2ped 1pss 3geo 1phd 3rhd 3rso 1res 3pso 2gsd 1ghs")
    }

    @Test("the printed cards hold exactly 6 sets, as solve sees them")
    func solveFindsSix() throws {
        let cards = try DailyCommand.parse(["--date", "2041-03-07", "--print"]).output(today: DailyPuzzle.firstDate)
        let solve = try SolveCommand.parse(cards.split(separator: " ").map(String.init))
        #expect(solve.sets().count == 6)
    }

    @Test("without --date, the given today")
    func today() throws {
        let command = try DailyCommand.parse(["--print"])
        let today = CalendarDate(year: 2026, month: 11, day: 22)!
        #expect(try command.output(today: today) == DailyPuzzle.board(for: today).map(CardNotation.format).joined(separator: " "))
    }

    @Test("a date written otherwise is named", arguments: ["22/11/2026", "2026-11-2", "tomorrow", "-2026-01-01"])
    func badDate(text: String) {
        #expect {
            try DailyCommand.parse(["--date", text, "--print"])
        } throws: { error in
            DailyCommand.message(for: error) == "--date '\(text)' is not written YYYY-MM-DD (e.g. 2026-11-22)"
        }
    }

    @Test("a day that does not exist is told apart from a date written otherwise")
    func noSuchDay() {
        #expect {
            try DailyCommand.parse(["--date", "2026-02-30", "--print"])
        } throws: { error in
            DailyCommand.message(for: error) == "--date 2026-02-30: that day does not exist (2026-02 has 28 days)"
        }
    }

    @Test("a date outside the covered years says which years are", arguments: ["1999-12-31", "2100-01-01"])
    func uncovered(text: String) {
        #expect {
            try DailyCommand.parse(["--date", text, "--print"])
        } throws: { error in
            DailyCommand.message(for: error).contains("covers 2000-01-01 … 2099-12-31")
        }
    }

    @Test("without --print it says why")
    func needsPrint() {
        #expect {
            try DailyCommand.parse([])
        } throws: { error in
            DailyCommand.message(for: error).contains("--mode daily")
        }
    }
}
