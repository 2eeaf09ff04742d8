import PropertyBased
import Testing

@testable import SetStore

/// Dates as the store writes them are read as a plain reading (each byte checked, days
/// counted year by year) reads them: every date of years 0…9999 in any zone, and every byte
/// out of place.
@Suite(.timeLimit(.minutes(10))) struct ISO8601SecondsTests {
    /// The seconds since 1970 of `text` read one byte at a time, days counted year by year.
    static func plainReading(_ text: [UInt8]) -> Double? {
        guard text.count == 20 || text.count == 25 else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                guard (0x30...0x39).contains(text[index]) else { return nil }
                value = value * 10 + Int(text[index] - 0x30)
            }
            return value
        }
        guard let year = number(0..<4), text[4] == 0x2D, let month = number(5..<7), text[7] == 0x2D, let day = number(8..<10),
            text[10] == 0x54 || text[10] == 0x74, let hour = number(11..<13), text[13] == 0x3A, let minute = number(14..<16),
            text[16] == 0x3A, let second = number(17..<19),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 60
        else { return nil }
        var offset = 0
        if text.count == 20 {
            guard text[19] == 0x5A || text[19] == 0x7A else { return nil }
        } else {
            guard text[19] == 0x2B || text[19] == 0x2D, let hours = number(20..<22), text[22] == 0x3A, let minutes = number(23..<25),
                hours < 24, minutes < 60
            else { return nil }
            offset = (hours * 60 + minutes) * 60 * (text[19] == 0x2D ? -1 : 1)
        }
        func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }
        var days = 0
        for earlier in min(year, 1970)..<max(year, 1970) { days += (isLeap(earlier) ? 366 : 365) * (year < 1970 ? -1 : 1) }
        let monthDays = [31, isLeap(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        days += monthDays[..<(month - 1)].reduce(0, +) + day - 1
        return Double(days * 86_400 + hour * 3600 + minute * 60 + second - offset)
    }

    static func parse(_ text: [UInt8]) -> Double? {
        text.withUnsafeBufferPointer { ISO8601Seconds.parse($0) }
    }

    /// A date-time's text from its fields, with `zone` after it (`Z`, `z` or `±HH:MM`).
    static func text(_ fields: [Int], zone: String) -> [UInt8] {
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let year = String(repeating: "0", count: 4 - String(fields[0]).count) + String(fields[0])
        return Array("\(year)-\(two(fields[1]))-\(two(fields[2]))T\(two(fields[3])):\(two(fields[4])):\(two(fields[5]))\(zone)".utf8)
    }

    static let zones = Gen.int(in: 0...4).map { pick -> String in ["Z", "z", "+05:30", "-11:00", "+23:59"][pick] }

    @Test("known dates: the epoch, a leap day, before 1970, the year 0, an offset, and fields out of range")
    func knownDates() {
        #expect(Self.parse(Array("1970-01-01T00:00:00Z".utf8)) == 0)
        #expect(Self.parse(Array("2024-02-29T12:34:56Z".utf8)) == 1_709_210_096)
        #expect(Self.parse(Array("1969-12-31T23:59:59z".utf8)) == -1)
        #expect(Self.parse(Array("0000-01-01T00:00:00Z".utf8)) == -62_167_219_200)
        #expect(Self.parse(Array("0000-02-29T00:00:00Z".utf8)) == Self.plainReading(Array("0000-02-29T00:00:00Z".utf8)))
        #expect(Self.parse(Array("2025-11-21T04:40:00+01:00".utf8)) == 1_763_696_400)
        #expect(Self.parse(Array("2025-02-31T00:00:00Z".utf8)) == Self.parse(Array("2025-03-03T00:00:00Z".utf8)))
        for wrong in ["2025-13-01T00:00:00Z", "2025-00-01T00:00:00Z", "2025-01-32T00:00:00Z", "2025-01-01T24:00:00Z",
                      "2025-01-01T00:60:00Z", "2025-01-01T00:00:60Z", "2025-01-01 00:00:00Z", "2025-01-01T00:00:00",
                      "2025-01-01T00:00:00+24:00", "2025-01-01T00:00:00.5Z"] {
            #expect(Self.parse(Array(wrong.utf8)) == nil, "\(wrong)")
        }
    }

    @Test("every date and time of years 0…9999 in any zone: the seconds the plain reading gives")
    func everyDate() async {
        await propertyCheck(
            count: 3_000, input: Gen.int(in: 0...9999), Gen.int(in: 0...13), Gen.int(in: 0...32), Gen.int(in: 0...24),
            Gen.int(in: 0...60), Gen.int(in: 0...60), Self.zones
        ) { year, month, day, hour, minute, second, zone in
            let text = Self.text([year, month, day, hour, minute, second], zone: zone)
            #expect(Self.parse(text) == Self.plainReading(text), "\(String(decoding: text, as: UTF8.self))")
        }
    }

    @Test("any byte anywhere in a date: read as the plain reading reads it")
    func anyByteOutOfPlace() async {
        await propertyCheck(count: 3_000, input: Gen.int(in: 0...9999), Gen.int(in: 0...24), Gen.int(in: 0...255), Self.zones) {
            year, place, byte, zone in
            var text = Self.text([year, 6, 15, 12, 30, 45], zone: zone)
            text[place % text.count] = UInt8(byte)
            #expect(Self.parse(text) == Self.plainReading(text), "\(text)")
        }
    }
}
