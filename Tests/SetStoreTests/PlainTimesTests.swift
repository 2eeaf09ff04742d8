import PropertyBased
import Testing

@testable import SetStore

/// The one-pass read of per-set times, and the eight-bytes-at-once digits under it: every
/// array the store writes is read as Swift reads each number, and every other form is left
/// to the element-by-element path.
@Suite(.timeLimit(.minutes(10))) struct PlainTimesTests {
    /// `text` in memory that ends in zero bytes, as the reader's buffer does.
    func withText<Result>(_ text: [UInt8], _ body: (UnsafePointer<UInt8>, UnsafePointer<UInt8>) -> Result) -> Result {
        let bytes = text + Array(repeating: 0, count: ScanBuffer.padding)
        return bytes.withUnsafeBufferPointer { body($0.baseAddress!, $0.baseAddress! + text.count) }
    }

    @Test("the digits a word starts with end at its first other byte, whatever that byte is, wherever it is")
    func leadingDigits() {
        for place in 0..<8 {
            for other in 0...255 where !(0x30...0x39).contains(other) {
                let text = Array(repeating: UInt8(ascii: "9"), count: place) + [UInt8(other)] + Array(repeating: 0xFF, count: 7 - place)
                withText(text) { start, _ in #expect(TextWord(at: start).leadingDigits == place, "\(text)") }
            }
        }
        withText(Array("01234567".utf8)) { start, _ in #expect(TextWord(at: start).leadingDigits == 8) }
    }

    @Test("the value of the first digits of a word is the number they write, whatever follows them")
    func digitValues() async {
        await propertyCheck(count: 2_000, input: Gen.int(in: 0...9).array(of: 1...8), Gen.int(in: 0...255).array(of: 7...7)) { digits, after in
            let text = digits.map { UInt8(ascii: "0") + UInt8($0) } + after.map(UInt8.init)
            let expected = UInt64(digits.map(String.init).joined())!
            withText(text) { start, _ in #expect(TextWord(at: start).value(ofFirst: digits.count) == expected, "\(digits)") }
        }
    }

    /// A number's text: `whole` digits (at least one), and a fraction of `fraction` digits if any.
    static func numberText(_ whole: [Int], _ fraction: [Int]) -> String {
        whole.map(String.init).joined() + (fraction.isEmpty ? "" : "." + fraction.map(String.init).joined())
    }

    /// Whether the one-pass read takes `number`: up to 7 whole digits with no leading zero,
    /// a fraction of at least one digit if a point, 15 digits in all.
    static func isPlain(_ whole: [Int], _ fraction: [Int]) -> Bool {
        whole.count <= 7 && (whole.first != 0 || whole.count == 1) && whole.count + fraction.count <= 15
    }

    @Test("an array as the store writes it is read as Double reads each number, or left whole to the element path")
    func arrays() async {
        let number = zip(Gen.int(in: 0...9).array(of: 1...9), Gen.int(in: 0...9).array(of: 0...16))
        await propertyCheck(count: 1_500, input: number.array(of: 1...14), Gen.int(in: 0...2)) { numbers, layout in
            let texts = numbers.map { Self.numberText($0.0, $0.1) }
            let separator = [",\n        ", ",", " , "][layout]
            let array = "[\n        " + texts.joined(separator: separator) + "\n      ]"
            let plain = numbers.allSatisfy { Self.isPlain($0.0, $0.1) } && numbers.count <= 12
            for keeping in [true, false] {
                var times: [Double] = []
                let (taken, rest) = withText(Array((array + ",").utf8)) { start, end in
                    var scanner = PlainJSONScanner(position: start, end: end)
                    let taken = scanner.takePlainTimes(limit: 12, into: &times, keeping: keeping)
                    return (taken, scanner.position.pointee)
                }
                #expect(taken == plain, "\(array)")
                if taken {
                    #expect(rest == UInt8(ascii: ","))
                    #expect(times == (keeping ? texts.map { Double($0)! } : []), "\(array)")
                }
            }
        }
    }

    @Test("anything else in an array is left to the element path: exponents, signs, empty fractions, a cut end")
    func otherForms() {
        for array in ["[1e3]", "[-1]", "[1.]", "[.5]", "[]", "[1,]", "[1 2]", "[\t1]", "[01]", "[12345678]", "[1", "[1.5"] {
            var times: [Double] = []
            let taken = withText(Array(array.utf8)) { start, end in
                var scanner = PlainJSONScanner(position: start, end: end)
                return scanner.takePlainTimes(limit: 12, into: &times, keeping: true)
            }
            #expect(!taken, "\(array)")
        }
    }
}
