/// Internet date-times as the store writes them (`2025-11-21T04:40:00Z`, RFC 3339 without
/// fractions), read without a formatter: seconds since 1970.
enum ISO8601Seconds {
    /// The seconds since 1970 of the UTF-8 text `bytes`, `YYYY-MM-DDTHH:MM:SS` then `Z` or
    /// an offset `±HH:MM`; nil for anything else or a field out of range.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        // Only `…Z` (20 bytes) and `…±HH:MM` (25) are read, so every index below is in range.
        guard bytes.count == 20 || bytes.count == 25, let start = bytes.baseAddress else { return nil }
        @inline(__always) func number(_ first: Int, _ count: Int) -> Int? {
            var value = 0
            for index in first..<first &+ count {
                let digit = Int(start[index]) &- 48
                guard digit >= 0, digit <= 9 else { return nil }
                value = value &* 10 &+ digit
            }
            return value
        }
        @inline(__always) func byte(_ index: Int, is character: Unicode.Scalar) -> Bool {
            UInt32(start[index]) == character.value
        }
        guard let year = number(0, 4), byte(4, is: "-"), let month = number(5, 2), byte(7, is: "-"),
            let day = number(8, 2), byte(10, is: "T") || byte(10, is: "t"),
            let hour = number(11, 2), byte(13, is: ":"), let minute = number(14, 2), byte(16, is: ":"),
            let second = number(17, 2)
        else { return nil }
        // A day past the month's end runs on into the next month, as Foundation reads it.
        guard (1...12).contains(month), (1...31).contains(day),
            hour < 24, minute < 60, second < 60
        else { return nil }
        var offset = 0
        if bytes.count == 20, byte(19, is: "Z") || byte(19, is: "z") {
            offset = 0
        } else if bytes.count == 25, byte(19, is: "+") || byte(19, is: "-"), let hours = number(20, 2), byte(22, is: ":"),
            let minutes = number(23, 2), hours < 24, minutes < 60
        {
            offset = (hours * 60 + minutes) * 60 * (byte(19, is: "-") ? -1 : 1)
        } else {
            return nil
        }
        let days = daysSince1970(year: year, month: month, day: day)
        return Double(days * 86_400 + hour * 3600 + minute * 60 + second - offset)
    }

    /// Days from 1970-01-01 to the given day of the proleptic Gregorian calendar
    /// (Howard Hinnant's days-from-civil).
    private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
