import SetCore
import SetRender
import SetTestSupport
import Testing

@testable import SetAnimation

@Suite struct AnimatorEffectsTests {
    let table = ids(0..<12)

    @Test func shakeMovesSidewaysAndReturnsToRest() {
        var animator = Animator.dealt(table)
        animator.shake([0, 1, 2], now: 5)
        let frames = Scene.frames(12)
        let path = stride(from: 5.0, to: 5.3, by: 1.0 / 60).map { animator.sprites(at: $0).first { $0.card == 1 }! }
        #expect(path.contains { $0.rect.x != frames[1].x })
        #expect(path.allSatisfy { $0.rect.y == frames[1].y && abs($0.rect.x - frames[1].x) <= 2 })
        #expect(path.allSatisfy { $0.isMoving })
        #expect(animator.sprites(at: 5.3).map(\.rect) == frames)
        #expect(animator.nextFrame(after: 5.29) != nil)
        #expect(animator.nextFrame(after: 5.3) == nil)
    }

    @Test func celebrationFlashesThenEnds() {
        var animator = Animator.dealt(table)
        animator.celebrate([0, 1, 2], now: 5)
        #expect(animator.flash(for: 0, at: 5))
        #expect(!animator.flash(for: 0, at: 5.06))
        #expect(!animator.flash(for: 3, at: 5))
        #expect(!animator.flash(for: 0, at: 5.4))
        #expect(animator.sprites(at: 5.06).first { $0.card == 0 }!.rect.y == Scene.frames(12)[0].y - 1)
        #expect(animator.nextFrame(after: 5.39) != nil)
    }

    @Test func celebratedCardsLeaveWhenTheCelebrationEnds() {
        var animator = Animator.dealt(table)
        let frames = Scene.frames(12)
        animator.celebrate([0, 1, 2], now: 5)
        animator.settle([12, 13, 14] + ids(3..<12), now: 5.1)
        let waiting = animator.sprites(at: 5.3).filter(\.isDeparting)
        #expect(waiting.map(\.card) == [0, 1, 2])
        #expect(waiting.map(\.rect.x) == frames[0..<3].map(\.x))
        #expect(animator.flash(for: 0, at: 5.32))
        #expect(!animator.sprites(at: 5.3).contains { $0.card == 12 })
        #expect(animator.tracks[12]!.flight.start == 5.4)
        #expect(animator.departures.allSatisfy { $0.flight.start == 5.4 })
        #expect(animator.sprites(at: 5.6).filter(\.isDeparting).allSatisfy { $0.rect != frames[0] })
        #expect(animator.sprites(at: 6).filter(\.isDeparting).isEmpty)
    }

    @Test func settleAfterTheCelebrationLeavesAtOnce() {
        var animator = Animator.dealt(table)
        animator.celebrate([0, 1, 2], now: 5)
        animator.settle(ids(3..<12), now: 5.4)
        #expect(animator.departures.allSatisfy { $0.flight.start == 5.4 })
    }
}
