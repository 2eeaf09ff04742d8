import PropertyBased
import SetTestSupport
import Testing

@testable import SetApp

/// `decimalText` writes every integer as string interpolation does.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct DecimalTextTests {
    @Test("zero, the extremes and a few around the digit boundaries")
    func examples() {
        for value in [0, 1, -1, 9, 10, -10, 99, 100, 359_999, Int.max, Int.min, Int.min + 1] {
            #expect(value.decimalText == "\(value)")
        }
    }

    @Test("any integer reads as interpolation writes it")
    func sameAsInterpolation() async {
        await propertyCheck(count: 2_000, input: Gen.int(in: Int.min...Int.max)) { value in
            #expect(value.decimalText == "\(value)")
        }
    }
}
