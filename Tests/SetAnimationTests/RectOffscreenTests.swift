import SetCore
import SetRender
import SetTestSupport
import Testing

@testable import SetAnimation

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct RectOffscreenTests {
    @Test func whollyOutsideAndTouchingEverySide() {
        let screen = Rect(x: 0, y: 0, width: 80, height: 24)
        var generator = SplitMix64(seed: 7)
        let rects = (0..<200).map { _ in
            Rect.offscreen(width: 10, height: 5, outside: screen, using: &generator)
        }
        #expect(rects.allSatisfy { !$0.intersects(screen) && $0.width == 10 && $0.height == 5 })
        #expect(Set(rects.map { $0.maxX == 0 }).count == 2)
        #expect(rects.contains { $0.x == 80 })
        #expect(rects.contains { $0.maxY == 0 })
        #expect(rects.contains { $0.y == 24 })
    }

    @Test func sameSeedSamePoint() {
        let screen = Rect(x: 0, y: 0, width: 80, height: 24)
        var a = SplitMix64(seed: 3), b = SplitMix64(seed: 3)
        #expect(
            Rect.offscreen(width: 10, height: 5, outside: screen, using: &a)
                == Rect.offscreen(width: 10, height: 5, outside: screen, using: &b)
        )
    }
}
