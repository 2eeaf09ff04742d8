/// A day of the proleptic Gregorian calendar, as a player names it (year, month, day), with
/// no time zone: which day it is where the player is, is the front end's business.
public struct CalendarDate: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The year (1…9999).
    public let year: Int
    /// The month (1…12).
    public let month: Int
    /// The day of the month (1…28, 29, 30 or 31).
    public let day: Int

    /// The date `year`-`month`-`day`, or `nil` when no such day exists (2026-02-29, month 13…).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...CalendarDate.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date written `YYYY-MM-DD` (four digits, two, two), or `nil` when `text` is not
    /// that shape or names no real day.
    public init?(parsing text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The date `days` days after 1970-01-01 (before it when negative), by Howard Hinnant's
    /// `civil_from_days`.
    /// - Precondition: the date falls in years 1…9999.
    public init(daysSince1970 days: Int) {
        let shifted = days + 719_468  // days since 0000-03-01
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153  // 0 is March
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        guard let date = CalendarDate(year: year, month: month, day: day) else {
            preconditionFailure("day \(days) since 1970 is outside years 1…9999")
        }
        self = date
    }

    /// How many days this date lies after 1970-01-01 (negative before it), by Howard
    /// Hinnant's `days_from_civil`.
    public var daysSince1970: Int {
        let marchYear = month <= 2 ? year - 1 : year
        let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfEra = marchYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Days in `month` of `year`: February has 29 in leap years (every 4th, but not every
    /// 100th, except every 400th).
    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
