#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a ``PlainJSONScanner`` stopped short.
enum PlainJSONStop: Error {
    /// The bytes ran out inside a value: read more and scan the part again.
    case needMore
    /// Something that is not plain (an escape, a byte past ASCII, an exponent, a trailing
    /// comma), or no JSON at all: the full reader must judge it.
    case notPlain
}

/// Walks JSON text in memory that ends in zero bytes (``ScanBuffer``), taking only the
/// plainest forms: strings of printable ASCII with no escape, numbers without exponent.
/// Anything else stops it with ``PlainJSONStop/notPlain``; running into the end with
/// ``PlainJSONStop/needMore``. Nothing is copied: strings are views of the bytes.
struct PlainJSONScanner {
    /// The next byte.
    var position: UnsafePointer<UInt8>
    /// Just past the last byte held (a zero byte).
    let end: UnsafePointer<UInt8>

    /// A number's digits: the significand over all of them while it fits 64 bits, and how
    /// many follow the point.
    struct Number {
        var isNegative = false
        var significand: UInt64 = 0
        var fractionDigits = 0
        var overflowed = false
    }

    /// Ten to the power `exponent` (0…22, which a `Double` holds exactly); nil past that.
    @inline(__always)
    private static func exactPower(_ exponent: Int) -> Double? {
        switch exponent {
        case 0: 1
        case 1: 1e1
        case 2: 1e2
        case 3: 1e3
        case 4: 1e4
        case 5: 1e5
        case 6: 1e6
        case 7: 1e7
        case 8: 1e8
        case 9: 1e9
        case 10: 1e10
        case 11: 1e11
        case 12: 1e12
        case 13: 1e13
        case 14: 1e14
        case 15: 1e15
        case 16: 1e16
        case 17: 1e17
        case 18: 1e18
        case 19: 1e19
        case 20: 1e20
        case 21: 1e21
        case 22: 1e22
        default: nil
        }
    }

    /// The stop for a byte no rule takes: more is needed at the end, else it is not plain.
    @inline(__always)
    private func stop() -> PlainJSONStop {
        position == end ? .needMore : .notPlain
    }

    /// The next byte that is not white space, not taken; zero stops.
    @inline(__always)
    mutating func peek() throws(PlainJSONStop) -> UInt8 {
        var next = position
        defer { position = next }
        while true {
            let byte = next.pointee
            if byte > 0x20 { return byte }
            if byte == 0x20 {
                Self.skipSpaceRun(&next)
            } else if byte == 0x0A || byte == 0x0D || byte == 0x09 {
                next += 1
            } else {
                position = next
                throw stop()
            }
        }
    }

    /// Takes `byte`, the next after white space.
    @inline(__always)
    mutating func expect(_ byte: UInt8) throws(PlainJSONStop) {
        guard try peek() == byte else { throw .notPlain }
        position += 1
    }

    /// Takes a comma or `closing`: true after a comma, false after `closing`.
    @inline(__always)
    mutating func comma(or closing: UInt8) throws(PlainJSONStop) -> Bool {
        let byte = try peek()
        position += 1
        if byte == UInt8(ascii: ",") { return true }
        guard byte == closing else { throw .notPlain }
        return false
    }

    /// Takes an array: `[`, then `element` for each of its elements (none for `[]`), each
    /// followed by a comma or the closing `]`.
    @inline(__always)
    mutating func forEachElement(_ element: (inout PlainJSONScanner) throws(PlainJSONStop) -> Void) throws(PlainJSONStop) {
        try expect(UInt8(ascii: "["))
        guard try peek() != UInt8(ascii: "]") else {
            position += 1
            return
        }
        repeat { try element(&self) } while try comma(or: UInt8(ascii: "]"))
    }

    /// Takes `null` if it is next.
    mutating func takeNull() throws(PlainJSONStop) -> Bool {
        guard try peek() == UInt8(ascii: "n") else { return false }
        guard end - position >= 4 else { throw .needMore }
        guard position[1] == UInt8(ascii: "u"), position[2] == UInt8(ascii: "l"), position[3] == UInt8(ascii: "l") else { throw .notPlain }
        position += 4
        return true
    }

    /// A string of printable ASCII without escapes, its quotes taken; its bytes.
    @inline(__always)
    mutating func string() throws(PlainJSONStop) -> UnsafeBufferPointer<UInt8> {
        try expect(UInt8(ascii: "\""))
        let start = position
        var next = start
        // Eight bytes at a time to the first that is no printable ASCII or is a quote or a
        // backslash (the zero bytes after the text are none either).
        while true {
            let stops = Self.stopBytes(in: TextWord(at: next).bits)
            if stops == 0 {
                next += 8
                continue
            }
            next += stops.trailingZeroBitCount &>> 3
            break
        }
        guard next.pointee == UInt8(ascii: "\"") else {
            position = next
            throw stop()
        }
        position = next + 1
        return UnsafeBufferPointer(start: start, count: next - start)
    }

    /// The top bit of each byte of `word` that ends a plain string: a quote, a backslash, a
    /// control character or a byte of 0x80 or more. The lowest is exact: a borrow or a false
    /// flag comes only after a byte that is flagged.
    @inline(__always)
    static func stopBytes(in word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let tops: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
        let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
        let zeroQuote = (quotes &- ones) & ~quotes
        let zeroBackslash = (backslashes &- ones) & ~backslashes
        // Below 0x20 (subtracting 0x20 wraps) or 0x80 and above (the top bit is set).
        let unprintable = (word &- (ones &* 0x20)) | word
        return (zeroQuote | zeroBackslash | unprintable) & tops
    }

    /// A member's key and its colon.
    @inline(__always)
    mutating func key() throws(PlainJSONStop) -> UnsafeBufferPointer<UInt8> {
        let key = try string()
        try expect(UInt8(ascii: ":"))
        return key
    }

    /// Takes the key `name` and its colon if they come next; false, with nothing but white
    /// space taken, for any other key (or too few bytes to tell).
    @inline(__always)
    mutating func takeKey(_ name: StaticString) throws(PlainJSONStop) -> Bool {
        guard try peek() == UInt8(ascii: "\"") else { return false }
        let count = name.utf8CodeUnitCount
        guard end - position >= count + 2, position[count + 1] == UInt8(ascii: "\""),
            Self.bytes(position + 1, equal: name.utf8Start, count: count)
        else { return false }
        position += count + 2
        // The store writes `"key" : value`: its colon is taken without a look for white space.
        if position[0] == UInt8(ascii: " "), position[1] == UInt8(ascii: ":") {
            position += position[2] == UInt8(ascii: " ") ? 3 : 2
        } else {
            try expect(UInt8(ascii: ":"))
        }
        return true
    }

    /// Takes a comma, a newline, the indent and the key `name` with its colon, if they come
    /// next as the store writes them (`,⏎␣␣␣␣␣␣"name" : `); false, with nothing taken, for
    /// anything else, which ``comma(or:)`` and ``takeKey(_:)`` then take or refuse.
    @inline(__always)
    mutating func takeNextKey(_ name: StaticString) -> Bool {
        guard position[0] == UInt8(ascii: ","), position[1] == 0x0A else { return false }
        var next = position + 2
        if next.pointee == 0x20 { Self.skipSpaceRun(&next) }
        let count = name.utf8CodeUnitCount
        // The key, its quotes and ` : ` lie before the end: no read passes it.
        guard next.pointee == UInt8(ascii: "\""), end - next >= count + 5, next[count + 1] == UInt8(ascii: "\""),
            next[count + 2] == 0x20, next[count + 3] == UInt8(ascii: ":"), next[count + 4] == 0x20,
            Self.bytes(next + 1, equal: name.utf8Start, count: count)
        else { return false }
        position = next + count + 5
        return true
    }

    /// Whether the `count` bytes at `a` and at `b` are the same: a key's length (4 to 16)
    /// by two loads of each that may overlap, instead of a call to `memcmp`.
    @inline(__always)
    private static func bytes(_ a: UnsafePointer<UInt8>, equal b: UnsafePointer<UInt8>, count: Int) -> Bool {
        func word<Word: FixedWidthInteger>(_ bytes: UnsafePointer<UInt8>, at offset: Int, _: Word.Type) -> Word {
            UnsafeRawPointer(bytes + offset).loadUnaligned(as: Word.self)
        }
        switch count {
        case 8...16:
            return word(a, at: 0, UInt64.self) == word(b, at: 0, UInt64.self)
                && word(a, at: count - 8, UInt64.self) == word(b, at: count - 8, UInt64.self)
        case 4..<8:
            return word(a, at: 0, UInt32.self) == word(b, at: 0, UInt32.self)
                && word(a, at: count - 4, UInt32.self) == word(b, at: count - 4, UInt32.self)
        default:
            return memcmp(a, b, count) == 0
        }
    }

    /// A number in JSON's grammar without exponent, whose digits fit 64 bits.
    @inline(__always)
    mutating func number() throws(PlainJSONStop) -> Number {
        var number = Number()
        if try peek() == UInt8(ascii: "-") {
            number.isNegative = true
            position += 1
        }
        if position.pointee == UInt8(ascii: "0") {
            position += 1
        } else {
            guard digits(into: &number) > 0 else { throw stop() }
        }
        if position.pointee == UInt8(ascii: ".") {
            position += 1
            number.fractionDigits = digits(into: &number)
            guard number.fractionDigits > 0 else { throw stop() }
        }
        let next = position.pointee
        guard next != 0 else { throw stop() }
        guard next | 0x20 != UInt8(ascii: "e") else { throw .notPlain }
        return number
    }

    /// Takes digits into `number`'s significand; their count.
    @inline(__always)
    private mutating func digits(into number: inout Number) -> Int {
        var next = position
        var significand = number.significand
        while true {
            let digit = next.pointee &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            if significand < 1_000_000_000_000_000_000 {
                significand = significand &* 10 &+ UInt64(digit)
            } else {
                let (times, overflowTimes) = significand.multipliedReportingOverflow(by: 10)
                let (sum, overflowSum) = times.addingReportingOverflow(UInt64(digit))
                if overflowTimes || overflowSum { number.overflowed = true } else { significand = sum }
            }
            next += 1
        }
        defer { position = next }
        number.significand = significand
        return next - position
    }

    /// Whether `byte`, after a number's digits, ends a whole number that is all there: no
    /// fraction, no exponent, and not the end of the bytes read so far (more may follow).
    @inline(__always)
    private static func endsWholeNumber(_ byte: UInt8) -> Bool {
        byte != 0 && byte != UInt8(ascii: ".") && byte | 0x20 != UInt8(ascii: "e")
    }

    /// A whole number written as digits that fits `Int`.
    @inline(__always)
    mutating func int() throws(PlainJSONStop) -> Int {
        let number = try number()
        guard number.fractionDigits == 0, !number.overflowed, number.significand <= UInt64(Int.max) else { throw .notPlain }
        return number.isNegative ? -Int(number.significand) : Int(number.significand)
    }

    /// A whole number written as digits, not negative, that fits `UInt64`.
    @inline(__always)
    mutating func uint64() throws(PlainJSONStop) -> UInt64 {
        // A seed as the store writes it (up to 20 digits, the first not 0) from three words:
        // nineteen digits cannot overflow, the twentieth is added with a check; anything else
        // the general path reads or refuses.
        if try peek() &- UInt8(ascii: "1") < 9 {
            var next = position
            var value: UInt64 = 0
            var run = 8
            var words = 0
            // Each word after the first follows eight digits, which lie before the zero bytes
            // that end the text.
            while run == 8, words < 2 {
                let word = TextWord(at: next)
                run = word.leadingDigits
                if run > 0 { value = value &* TextWord.powerOfTen(run) &+ word.value(ofFirst: run) }
                next += run
                words += 1
            }
            var fits = true
            if run == 8 {
                let word = TextWord(at: next)
                run = word.leadingDigits
                if run < 4 {
                    if run > 0 { value = value &* TextWord.powerOfTen(run) &+ word.value(ofFirst: run) }
                } else {
                    let (times, overflowTimes) = value.multipliedReportingOverflow(by: 10_000)
                    let (sum, overflowSum) = times.addingReportingOverflow(word.value(ofFirst: 4))
                    fits = run == 4 && !overflowTimes && !overflowSum
                    value = sum
                }
                next += run
            }
            if fits, Self.endsWholeNumber(next.pointee) {
                position = next
                return value
            }
        }
        let number = try number()
        guard number.fractionDigits == 0, !number.overflowed, !number.isNegative else { throw .notPlain }
        return number.significand
    }

    /// Takes, in one pass, an array of at most `limit` numbers as the store writes per-set
    /// times: up to 7 whole digits (below every limit a time has), 15 digits in all, spaces
    /// and newlines around them. When `keeping`, appends each to `times` as ``double()``
    /// makes it. Returns false, having taken nothing, for anything else (another form of
    /// number, other white space, an empty array, too many, the end of the bytes): the
    /// element-by-element path then takes the array and says what is wrong with it.
    @inline(__always)
    mutating func takePlainTimes(limit: Int, into times: inout [Double], keeping: Bool) -> Bool {
        guard keeping else { return takePlainTimes(limit: limit, keepingIn: nil) != nil }
        // The times go to the stack first, then to `times` at once: an append each checked
        // the array's storage was its own.
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: limit) { kept in
            guard let count = takePlainTimes(limit: limit, keepingIn: kept.baseAddress!) else { return false }
            times.append(contentsOf: UnsafeBufferPointer(rebasing: kept[..<count]))
            return true
        }
    }

    /// ``takePlainTimes(limit:into:keeping:)``, each time written to `kept` when there is
    /// one; how many, or nil.
    @inline(__always)
    private mutating func takePlainTimes(limit: Int, keepingIn kept: UnsafeMutablePointer<Double>?) -> Int? {
        var next = position
        Self.skipSpacesAndNewlines(&next)
        guard next.pointee == UInt8(ascii: "[") else { return nil }
        next += 1
        var count = 0
        while true {
            Self.skipElementIndent(&next)
            let wholeDigits = TextWord(at: next)
            let whole = wholeDigits.leadingDigits
            guard whole > 0, whole <= 7, next.pointee != UInt8(ascii: "0") || whole == 1 else { return nil }
            next += whole
            var fraction = 0
            var fractionDigits = (TextWord(bits: 0), TextWord(bits: 0))
            if next.pointee == UInt8(ascii: ".") {
                next += 1
                fractionDigits.0 = TextWord(at: next)
                fraction = fractionDigits.0.leadingDigits
                if fraction == 8 {
                    // Eight digits lie before the zero bytes that end the text: eight more can be read.
                    fractionDigits.1 = TextWord(at: next + 8)
                    fraction += fractionDigits.1.leadingDigits
                }
                guard fraction > 0, whole + fraction <= 15 else { return nil }
                next += fraction
            }
            guard count < limit, let power = Self.exactPower(fraction) else { return nil }
            if let kept {
                // The digits, whole and fraction, as one whole number (at most 15 digits).
                var significand = wholeDigits.value(ofFirst: whole)
                if fraction > 8 {
                    significand = significand &* 100_000_000 &+ fractionDigits.0.value(ofFirst: 8)
                    significand = significand &* TextWord.powerOfTen(fraction &- 8) &+ fractionDigits.1.value(ofFirst: fraction &- 8)
                } else if fraction > 0 {
                    significand = significand &* TextWord.powerOfTen(fraction) &+ fractionDigits.0.value(ofFirst: fraction)
                }
                kept[count] = Double(significand) / power
            }
            count += 1
            Self.skipSpacesAndNewlines(&next)
            if next.pointee == UInt8(ascii: ",") {
                next += 1
                continue
            }
            guard next.pointee == UInt8(ascii: "]") else { return nil }
            position = next + 1
            return count
        }
    }

    /// Moves `next` past spaces and newlines: at once past a newline and the eight spaces
    /// the store indents each time with, else byte by byte.
    @inline(__always)
    private static func skipElementIndent(_ next: inout UnsafePointer<UInt8>) {
        // A newline is no zero byte: the eight bytes after it can be read.
        if next.pointee == 0x0A, TextWord(at: next + 1).bits == 0x2020_2020_2020_2020, next[9] != 0x20 {
            next += 9
        } else {
            skipSpacesAndNewlines(&next)
        }
    }

    /// Moves `next` past spaces and newlines.
    @inline(__always)
    private static func skipSpacesAndNewlines(_ next: inout UnsafePointer<UInt8>) {
        while true {
            let byte = next.pointee
            if byte == 0x0A {
                next += 1
            } else if byte == 0x20 {
                skipSpaceRun(&next)
            } else {
                return
            }
        }
    }

    /// Moves `next`, at a space, past the run of spaces it starts, eight bytes at a time: the
    /// first that is not a space ends the run (the zero bytes after the text stop it too).
    @inline(__always)
    private static func skipSpaceRun(_ next: inout UnsafePointer<UInt8>) {
        while true {
            let others = TextWord(at: next).bits ^ 0x2020_2020_2020_2020
            if others != 0 {
                next += others.trailingZeroBitCount &>> 3
                return
            }
            next += 8
        }
    }

    /// Takes a number and tells whether it lies in 0…`limit` (at least 10⁷): a plain one
    /// of up to 7 whole digits does without being made a `Double`.
    @inline(__always)
    mutating func numberIsIn(_ range: ClosedRange<Double>) throws(PlainJSONStop) -> Bool {
        let first = try peek()
        var next = position
        while next.pointee &- UInt8(ascii: "0") < 10 { next += 1 }
        let whole = next - position
        guard whole > 0, whole <= 7, first != UInt8(ascii: "0") || whole == 1 else { return range.contains(try double()) }
        if next.pointee == UInt8(ascii: ".") {
            next += 1
            let fraction = next
            while next.pointee &- UInt8(ascii: "0") < 10 { next += 1 }
            guard next > fraction else { return range.contains(try double()) }
        }
        guard next.pointee != 0, next.pointee | 0x20 != UInt8(ascii: "e") else { return range.contains(try double()) }
        position = next
        return true
    }

    /// A number as the nearest `Double`: its significand over a power of ten when both are
    /// exact (then the one division rounds correctly), else `strtod` of its text, which
    /// ends at the byte after it.
    @inline(__always)
    mutating func double() throws(PlainJSONStop) -> Double {
        _ = try peek()
        let start = position
        let number = try number()
        guard !number.overflowed, number.significand <= 1 << 53, let power = Self.exactPower(number.fractionDigits) else {
            return UnsafeRawPointer(start).withMemoryRebound(to: CChar.self, capacity: position - start) { strtod($0, nil) }
        }
        let magnitude = Double(number.significand) / power
        return number.isNegative ? -magnitude : magnitude
    }
}
