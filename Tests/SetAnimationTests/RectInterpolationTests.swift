import SetRender
import SetTestSupport
import Testing

@testable import SetAnimation

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct RectInterpolationTests {
    let a = Rect(x: 0, y: 0, width: 10, height: 5)
    let b = Rect(x: 3, y: -3, width: 11, height: 6)

    @Test func endsAreExact() {
        #expect(a.interpolated(to: b, by: 0) == a)
        #expect(a.interpolated(to: b, by: 1) == b)
    }

    @Test func roundsToTheNearestCell() {
        #expect(a.interpolated(to: b, by: 0.4) == Rect(x: 1, y: -1, width: 10, height: 5))
        #expect(a.interpolated(to: b, by: 0.6) == Rect(x: 2, y: -2, width: 11, height: 6))
    }

    @Test func offsetKeepsTheSize() {
        #expect(a.offsetBy(dx: -2, dy: 1) == Rect(x: -2, y: 1, width: 10, height: 5))
    }
}
