import ArgumentParser
import SetCore

/// A `--date` value read from the command line: what is wrong with it said precisely — the
/// way it is written, a month or day that does not exist, a day the daily puzzle does not
/// cover.
enum DateArgument {
    /// The day `text` names, for the daily puzzle.
    /// - Throws: `ValidationError` saying what is wrong.
    static func day(_ text: String) throws -> CalendarDate {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else {
            throw ValidationError("--date '\(text)' is not written YYYY-MM-DD (e.g. 2026-11-22)")
        }
        let covered = "the daily puzzle covers \(DailyPuzzle.firstDate) … \(DailyPuzzle.lastDate)"
        guard (DailyPuzzle.firstDate.year...DailyPuzzle.lastDate.year).contains(year) else {
            throw ValidationError("--date \(text): \(covered)")
        }
        guard (1...12).contains(month) else { throw ValidationError("--date \(text): there is no month \(parts[1])") }
        guard let date = CalendarDate(year: year, month: month, day: day) else {
            let length = (28...31).last { CalendarDate(year: year, month: month, day: $0) != nil } ?? 28
            throw ValidationError("--date \(text): that day does not exist (\(parts[0])-\(parts[1]) has \(length) days)")
        }
        guard DailyPuzzle.covers(date) else { throw ValidationError("--date \(text): \(covered)") }
        return date
    }
}
