import SetTestSupport
import Testing

@testable import SetAnimation

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct EasingTests {
    @Test(arguments: Easing.allCases) func endsAtZeroAndOne(easing: Easing) {
        #expect(easing(0) == 0)
        #expect(easing(1) == 1)
    }

    @Test(arguments: Easing.allCases) func isMonotonic(easing: Easing) {
        let values = (0...100).map { easing(Double($0) / 100) }
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test(arguments: Easing.allCases) func clampsOutsideTheUnitRange(easing: Easing) {
        #expect(easing(-1) == 0)
        #expect(easing(2) == 1)
    }

    @Test func shapes() {
        #expect(Easing.linear(0.5) == 0.5)
        #expect(Easing.easeOut(0.5) > 0.5)
        #expect(Easing.easeIn(0.5) < 0.5)
        #expect(Easing.easeInOut(0.5) == 0.5)
        #expect(Easing.easeInOut(0.25) < 0.25)
    }
}
