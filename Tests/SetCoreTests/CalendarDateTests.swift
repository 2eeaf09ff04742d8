import PropertyBased
import SetTestSupport
import Testing

@testable import SetCore

@Suite("Calendar dates", .timeLimit(.minutes(1)), .takesTurns)
struct CalendarDateTests {
    @Test("days since 1970 of known dates")
    func knownDays() {
        #expect(CalendarDate(year: 1970, month: 1, day: 1)!.daysSince1970 == 0)
        #expect(CalendarDate(year: 1969, month: 12, day: 31)!.daysSince1970 == -1)
        #expect(CalendarDate(year: 2000, month: 3, day: 1)!.daysSince1970 == 11_017)
        #expect(CalendarDate(year: 2026, month: 11, day: 22)!.daysSince1970 == 20_779)
        #expect(CalendarDate(year: 2199, month: 12, day: 31)!.daysSince1970 == 84_005)
    }

    @Test("consecutive days are consecutive numbers, and round-trip", arguments: [-719_162, -1, 0, 11_016, 20_000, 2_900_000])
    func consecutive(start: Int) {
        var previous = CalendarDate(daysSince1970: start)
        #expect(previous.daysSince1970 == start)
        for days in (start + 1)...(start + 800) {
            let date = CalendarDate(daysSince1970: days)
            #expect(date.daysSince1970 == days)
            #expect(previous < date)
            let nextDay = CalendarDate(year: previous.year, month: previous.month, day: previous.day + 1)
                ?? CalendarDate(year: previous.year, month: previous.month + 1, day: 1)
                ?? CalendarDate(year: previous.year + 1, month: 1, day: 1)
            #expect(nextDay == date)
            previous = date
        }
    }

    @Test("leap days: every 4th year, not every 100th, but every 400th")
    func leapDays() {
        #expect(CalendarDate(year: 2024, month: 2, day: 29) != nil)
        #expect(CalendarDate(year: 2026, month: 2, day: 29) == nil)
        #expect(CalendarDate(year: 1900, month: 2, day: 29) == nil)
        #expect(CalendarDate(year: 2000, month: 2, day: 29) != nil)
        #expect(CalendarDate(year: 2026, month: 4, day: 31) == nil)
        #expect(CalendarDate(year: 2026, month: 13, day: 1) == nil)
    }

    @Test("parses YYYY-MM-DD and prints it back")
    func parsing() {
        #expect(CalendarDate(parsing: "2026-11-22") == CalendarDate(year: 2026, month: 11, day: 22))
        #expect(CalendarDate(parsing: "0007-01-09")?.description == "0007-01-09")
        for bad in ["2026-11-2", "26-11-22", "2026/11/22", "2026-02-30", "2026-1a-22", "", "2026-11-22-", "+026-11-22", "２０２６-11-22"] {
            #expect(CalendarDate(parsing: bad) == nil, "\(bad)")
        }
    }

    @Test("description and parsing round-trip for any day")
    func roundTrip() async {
        await propertyCheck(count: 200, input: Gen.int(in: -719_162...2_932_896)) { days in
            let date = CalendarDate(daysSince1970: days)
            #expect(CalendarDate(parsing: date.description) == date)
        }
    }
}
