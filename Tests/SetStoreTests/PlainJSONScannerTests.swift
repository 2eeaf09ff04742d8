import PropertyBased
import Testing

@testable import SetStore

/// Numbers read by ``PlainJSONScanner`` are the numbers Swift reads from the same text, at
/// any length, and none is read past its type's range.
@Suite(.timeLimit(.minutes(10))) struct PlainJSONScannerTests {
    /// What `read` takes from `text` followed by a comma, in memory that ends in zero bytes
    /// as the reader's buffer does; nil when it stops.
    func scan<Value>(_ text: String, _ read: (inout PlainJSONScanner) throws(PlainJSONStop) -> Value) -> Value? {
        let bytes = Array((text + ",").utf8) + Array(repeating: 0, count: ScanBuffer.padding)
        return bytes.withUnsafeBufferPointer { buffer in
            var scanner = PlainJSONScanner(position: buffer.baseAddress!, end: buffer.baseAddress! + buffer.count - ScanBuffer.padding)
            guard let value = try? read(&scanner), scanner.position.pointee == UInt8(ascii: ",") else { return nil }
            return value
        }
    }

    /// A number's text: `whole` digits (1 to 24, the first not 0), a fraction of
    /// `fraction` digits if any (up to 12), a minus sign if `negative`.
    static func numberText(_ whole: [Int], _ fraction: [Int], _ negative: Bool) -> String {
        let digits = (whole.first == 0 ? [1] + whole.dropFirst() : whole).map(String.init).joined()
        return (negative ? "-" : "") + digits + (fraction.isEmpty ? "" : "." + fraction.map(String.init).joined())
    }

    static let wholeDigits = Gen.int(in: 0...9).array(of: 1...24)
    static let fractionDigits = Gen.int(in: 0...9).array(of: 0...12)

    @Test("whole numbers: as UInt64 and Int read them, and none past their range")
    func wholeNumbers() async {
        await propertyCheck(count: 2_000, input: Self.wholeDigits, Gen.bool()) { digits, negative in
            let whole = Self.numberText(digits, [], negative)
            #expect(scan(whole) { (scanner: inout PlainJSONScanner) throws(PlainJSONStop) in try scanner.int() } == Int(whole), "\(whole)")
            let unsigned = String(whole.drop { $0 == "-" })
            #expect(scan(unsigned) { (scanner: inout PlainJSONScanner) throws(PlainJSONStop) in try scanner.uint64() } == UInt64(unsigned), "\(unsigned)")
        }
        for text in ["0", "18446744073709551615", "18446744073709551616", "9223372036854775807", "9223372036854775808", "-9223372036854775807", "99999999", "100000000"] {
            #expect(scan(text) { (scanner: inout PlainJSONScanner) throws(PlainJSONStop) in try scanner.uint64() } == UInt64(text), "\(text)")
            #expect(scan(text) { (scanner: inout PlainJSONScanner) throws(PlainJSONStop) in try scanner.int() } == Int(text), "\(text)")
        }
        for text in ["5.0", "12e3", "7E1", "05", "12345678901234567890.5", "1234567890123456789e2"] {
            #expect(scan(text) { (scanner: inout PlainJSONScanner) throws(PlainJSONStop) in try scanner.uint64() } == nil, "\(text)")
            #expect(scan(text) { (scanner: inout PlainJSONScanner) throws(PlainJSONStop) in try scanner.int() } == nil, "\(text)")
        }
    }

    @Test("decimals: the Double Swift reads, and whether it lies in a range")
    func decimals() async {
        await propertyCheck(count: 2_000, input: Self.wholeDigits, Self.fractionDigits, Gen.bool()) { whole, fraction, negative in
            let text = Self.numberText(whole, fraction, negative)
            let expected = Double(text)!
            #expect(scan(text) { (scanner: inout PlainJSONScanner) throws(PlainJSONStop) in try scanner.double() } == expected, "\(text)")
            let inRange = scan(text) { (scanner: inout PlainJSONScanner) throws(PlainJSONStop) in try scanner.numberIsIn(0...10_000_000) }
            #expect(inRange == (0...10_000_000).contains(expected), "\(text)")
        }
    }

    @Test("a string ends at its first quote; a backslash, a control character or a byte past ASCII before it leaves it to the full reader")
    func strings() {
        for place in 0..<12 {
            for byte in 0...255 {
                let text = [UInt8(ascii: "\"")] + Array(repeating: UInt8(ascii: "a"), count: place) + [UInt8(byte)] + Array("b\"".utf8)
                let bytes = text + [UInt8(ascii: ",")] + Array(repeating: 0, count: ScanBuffer.padding)
                let taken = bytes.withUnsafeBufferPointer { buffer -> [UInt8]? in
                    var scanner = PlainJSONScanner(position: buffer.baseAddress!, end: buffer.baseAddress! + text.count + 1)
                    return (try? scanner.string()).map(Array.init)
                }
                let expected: [UInt8]? = switch byte {
                case 0x22: Array(repeating: UInt8(ascii: "a"), count: place)
                case 0x5C, 0..<0x20, 0x80...: nil
                default: Array(repeating: UInt8(ascii: "a"), count: place) + [UInt8(byte), UInt8(ascii: "b")]
                }
                #expect(taken == expected, "byte \(byte) after \(place)")
            }
        }
    }

    @Test("a whole number cut by the end of the bytes read so far is not taken: more may follow")
    func numberAtTheEnd() {
        for text in ["7", "42", "1234567", "12345678", "1234567890123456", "12345678901234567890"] {
            let bytes = Array(text.utf8) + Array(repeating: 0, count: ScanBuffer.padding)
            let (read, unsigned) = bytes.withUnsafeBufferPointer { buffer -> (Int?, UInt64?) in
                var scanner = PlainJSONScanner(position: buffer.baseAddress!, end: buffer.baseAddress! + text.utf8.count)
                var unsignedScanner = scanner
                return (try? scanner.int(), try? unsignedScanner.uint64())
            }
            #expect(read == nil, "\(text)")
            #expect(unsigned == nil, "\(text)")
        }
    }
}
