#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a ``JSONStream`` stopped.
enum JSONStreamError: Error, Equatable {
    /// The bytes are not JSON (RFC 8259), or end before the value does.
    case syntax
    /// The JSON is well formed but a value is not of the kind asked for.
    case shape
    /// The file could not be read; the system's error number.
    case read(Int32)
}

/// A forward-only JSON reader over a file's bytes: the caller asks for the value it
/// expects next (an object's members, a string, a number) and skips the ones it does not
/// want, so a document is decoded without building a tree of it or holding its text.
///
/// A value of another kind than asked for throws ``JSONStreamError/shape`` once it has been
/// taken, so the caller can note the damage and read on (to tell a damaged document from
/// one that is not JSON at all, or from a newer format).
///
/// Objects and arrays are read in loops, without closures:
/// `try stream.enterObject(); var first = true; while try stream.nextMember(&first) { … }`
/// reads each member's key (``keyIs(_:)``), then its value must be read or skipped.
struct JSONStream: ~Copyable {
    private var bytes: FileByteStream
    /// The last key, string or number text read, as bytes.
    private var text = ByteBuffer()

    init(descriptor: Int32) {
        bytes = FileByteStream(descriptor: descriptor)
    }

    /// The UTF-8 bytes of the last string read.
    var stringBytes: UnsafeBufferPointer<UInt8> { text.bytes }

    /// The kinds of value, by their first byte.
    enum Kind {
        case object, array, string, number, literal
    }

    /// How deep arrays and objects may nest, as in Foundation's JSON decoder: deeper is
    /// taken as not JSON rather than recursed into.
    static let maximumDepth = 512

    /// The kind of the next value (after white space); throws at the end or on a byte no
    /// value starts with.
    mutating func nextKind() throws(JSONStreamError) -> Kind {
        switch try peekSignificant() {
        case UInt8(ascii: "{"): .object
        case UInt8(ascii: "["): .array
        case UInt8(ascii: "\""): .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): .number
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"): .literal
        default: throw .syntax
        }
    }

    /// Whether the next value is `null`, which is then taken.
    mutating func takeNull() throws(JSONStreamError) -> Bool {
        guard try peekSignificant() == UInt8(ascii: "n") else { return false }
        try literal("null")
        return true
    }

    // MARK: Objects and arrays

    /// Takes the `{` of an object.
    mutating func enterObject() throws(JSONStreamError) {
        try require(.object)
        bytes.skip()
    }

    /// Reads the next member's key and its colon (then ``keyIs(_:)`` tells which it is and
    /// the value must be taken); false, with the `}` taken, when the object ends. `first`
    /// starts true for each object.
    mutating func nextMember(_ first: inout Bool) throws(JSONStreamError) -> Bool {
        guard try nextItem(&first, closing: UInt8(ascii: "}")) else { return false }
        guard try peekSignificant() == UInt8(ascii: "\"") else { throw .syntax }
        guard try readStringBody() else { throw .shape }
        guard try nextSignificant() == UInt8(ascii: ":") else { throw .syntax }
        return true
    }

    /// Whether the key just read is `name`.
    func keyIs(_ name: StaticString) -> Bool {
        guard name.utf8CodeUnitCount == text.count else { return false }
        let key = text.bytes
        for index in key.indices where key[index] != name.utf8Start[index] { return false }
        return true
    }

    /// Takes the `[` of an array.
    mutating func enterArray() throws(JSONStreamError) {
        try require(.array)
        bytes.skip()
    }

    /// Whether another element follows (then it must be taken); false, with the `]`
    /// taken, when the array ends. `first` starts true for each array.
    mutating func nextElement(_ first: inout Bool) throws(JSONStreamError) -> Bool {
        try nextItem(&first, closing: UInt8(ascii: "]"))
    }

    /// Past the comma before an item, or the closing bracket; a trailing comma is allowed,
    /// as Foundation's decoder allows it.
    private mutating func nextItem(_ first: inout Bool, closing: UInt8) throws(JSONStreamError) -> Bool {
        var byte = try peekSignificant()
        if !first {
            guard byte == UInt8(ascii: ",") || byte == closing else { throw .syntax }
            if byte == UInt8(ascii: ",") {
                bytes.skip()
                byte = try peekSignificant()
            }
        }
        if byte == closing {
            bytes.skip()
            return false
        }
        first = false
        return true
    }

    // MARK: Values

    /// Reads a string into ``text``, as UTF-8. One with an escaped half of a surrogate pair
    /// alone is well formed but no text: it is taken and throws ``JSONStreamError/shape``,
    /// as Foundation's decoder finds it only when it decodes it.
    mutating func readStringBytes() throws(JSONStreamError) {
        try require(.string)
        guard try readStringBody() else { throw .shape }
    }

    /// Reads a string.
    mutating func readString() throws(JSONStreamError) -> String {
        try readStringBytes()
        return String(decoding: text.bytes, as: UTF8.self)
    }

    /// Reads a number as a `Double`, the nearest one.
    mutating func readDouble() throws(JSONStreamError) -> Double {
        try readNumber().double(text.bytes)
    }

    /// Reads a whole number that fits `Int64`: digits, or a number with a fraction or
    /// exponent whose value is whole and in range (as Foundation's JSON decoder accepts).
    mutating func readInt() throws(JSONStreamError) -> Int {
        let number = try readNumber()
        if let whole = number.integer, whole <= UInt64(Int.max) + (number.isNegative ? 1 : 0) {
            return number.isNegative ? Int(truncatingIfNeeded: 0 &- whole) : Int(whole)
        }
        let double = number.double(text.bytes)
        guard double.rounded() == double, let exact = Int(exactly: double) else { throw .shape }
        return exact
    }

    /// Reads a whole number that fits `UInt64`, as ``readInt()``.
    mutating func readUInt64() throws(JSONStreamError) -> UInt64 {
        let number = try readNumber()
        if let whole = number.integer, !number.isNegative || whole == 0 { return whole }
        let double = number.double(text.bytes)
        guard double.rounded() == double, let exact = UInt64(exactly: double) else { throw .shape }
        return exact
    }

    /// Takes the next value, whatever it is, checking only that it is well formed.
    mutating func skipValue(depth: Int = 0) throws(JSONStreamError) {
        guard depth < Self.maximumDepth else { throw .syntax }
        var first = true
        switch try nextKind() {
        case .object:
            try enterObject()
            while try nextMemberSkippingKey(&first) { try skipValue(depth: depth + 1) }
        case .array:
            try enterArray()
            while try nextElement(&first) { try skipValue(depth: depth + 1) }
        case .string: _ = try readStringBody()
        case .number: _ = try readNumber()
        case .literal:
            switch bytes.peek() {
            case UInt8(ascii: "t"): try literal("true")
            case UInt8(ascii: "f"): try literal("false")
            default: try literal("null")
            }
        }
    }

    /// As ``nextMember(_:)`` for a member skipped whole: a key that is no text is no harm.
    private mutating func nextMemberSkippingKey(_ first: inout Bool) throws(JSONStreamError) -> Bool {
        guard try nextItem(&first, closing: UInt8(ascii: "}")) else { return false }
        guard try peekSignificant() == UInt8(ascii: "\"") else { throw .syntax }
        _ = try readStringBody()
        guard try nextSignificant() == UInt8(ascii: ":") else { throw .syntax }
        return true
    }

    /// Checks that nothing but white space follows the value read.
    mutating func expectEnd() throws(JSONStreamError) {
        bytes.skipWhiteSpace()
        if let error = bytes.readError { throw .read(error) }
        guard bytes.peek() == nil else { throw .syntax }
    }

    // MARK: Tokens

    /// Throws ``JSONStreamError/shape`` when the next value is not of `kind`, after taking
    /// it: a caller that expected another kind reads on after it.
    private mutating func require(_ kind: Kind) throws(JSONStreamError) {
        guard try nextKind() == kind else {
            try skipValue()
            throw .shape
        }
    }

    /// The next byte that is not white space, not taken.
    @inline(__always)
    private mutating func peekSignificant() throws(JSONStreamError) -> UInt8 {
        bytes.skipWhiteSpace()
        guard let byte = bytes.peek() else { throw end() }
        return byte
    }

    /// The next byte that is not white space, taken.
    private mutating func nextSignificant() throws(JSONStreamError) -> UInt8 {
        let byte = try peekSignificant()
        bytes.skip()
        return byte
    }

    /// The error for bytes that ran out: a read error, or a document cut short.
    private func end() -> JSONStreamError {
        bytes.readError.map(JSONStreamError.read) ?? .syntax
    }

    private mutating func literal(_ word: StaticString) throws(JSONStreamError) {
        for index in 0..<word.utf8CodeUnitCount {
            guard let byte = bytes.next() else { throw end() }
            guard byte == word.utf8Start[index] else { throw .syntax }
        }
    }

    /// A number checked against JSON's grammar; its text in ``text`` (for the slow path).
    private mutating func readNumber() throws(JSONStreamError) -> JSONNumber {
        try require(.number)
        text.removeAll()
        var number = JSONNumber()
        if bytes.peek() == UInt8(ascii: "-") {
            number.isNegative = true
            text.append(bytes.next()!)
        }
        if bytes.peek() == UInt8(ascii: "0") {
            text.append(bytes.next()!)
        } else {
            guard bytes.copyDigits(into: &text, number: &number, fraction: false) > 0 else { throw .syntax }
        }
        if bytes.peek() == UInt8(ascii: ".") {
            text.append(bytes.next()!)
            guard bytes.copyDigits(into: &text, number: &number, fraction: true) > 0 else { throw .syntax }
        }
        if let byte = bytes.peek(), byte | 0x20 == UInt8(ascii: "e") {
            text.append(bytes.next()!)
            number.hasExponent = true
            if let sign = bytes.peek(), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { text.append(bytes.next()!) }
            var exponent = JSONNumber()
            guard bytes.copyDigits(into: &text, number: &exponent, fraction: false) > 0 else { throw .syntax }
        }
        return number
    }

    /// A string whose opening quote is next, unescaped into ``text``; false when it holds
    /// half a surrogate pair alone.
    private mutating func readStringBody() throws(JSONStreamError) -> Bool {
        bytes.skip()
        text.removeAll()
        var isText = true
        var plain = true
        while true {
            bytes.copyPlainStringBytes(into: &text)
            guard let byte = bytes.next() else { throw end() }
            switch byte {
            case UInt8(ascii: "\""):
                if !plain, String(validating: text.bytes, as: UTF8.self) == nil { throw .syntax }
                return isText
            case UInt8(ascii: "\\"): if !(try readEscape()) { isText = false }
            case 0..<0x20: throw .syntax
            default:
                plain = false  // a byte past ASCII: checked as UTF-8 at the end
                text.append(byte)
            }
        }
    }

    /// The character after a backslash, appended to ``text`` as UTF-8; false for half a
    /// surrogate pair alone.
    private mutating func readEscape() throws(JSONStreamError) -> Bool {
        guard let byte = bytes.next() else { throw end() }
        return try readEscape(byte)
    }

    private mutating func readEscape(_ byte: UInt8) throws(JSONStreamError) -> Bool {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(byte)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
            let unit = try readHexUnit()
            var scalar = Unicode.Scalar(unit)
            if UTF16.isLeadSurrogate(unit) {
                guard bytes.peek() == UInt8(ascii: "\\") else { return false }
                bytes.skip()
                guard let next = bytes.next() else { throw end() }
                guard next == UInt8(ascii: "u") else {
                    _ = try readEscape(next)
                    return false
                }
                let trail = try readHexUnit()
                guard UTF16.isTrailSurrogate(trail) else { return false }
                scalar = Unicode.Scalar(0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(trail - 0xDC00))
            }
            guard let scalar else { return false }
            for byte in UTF8.encode(scalar)! { text.append(byte) }
        default: throw .syntax
        }
        return true
    }

    private mutating func readHexUnit() throws(JSONStreamError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = bytes.next() else { throw end() }
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw .syntax
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }
}
