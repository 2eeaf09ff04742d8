import SetCore
import SetRender
import SetTestSupport
import Testing

@testable import SetAnimation

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct AnimatorTests {
    let table = ids(0..<12)

    @Test func drawsRestingThenMovingThenDeparting() {
        var animator = Animator.dealt(table)
        animator.settle([20] + ids(1..<12), now: 5)
        let sprites = animator.sprites(at: 5.1)
        #expect(sprites.map(\.card) == ids(1..<12) + [20, 0])
        #expect(sprites.map(\.isMoving) == Array(repeating: false, count: 11) + [true, true])
        #expect(sprites.map(\.isDeparting) == Array(repeating: false, count: 12) + [true])
    }

    @Test func nextFrameWhileMovingNilWhenStill() {
        var animator = Animator.dealt(table)
        #expect(animator.nextFrame(after: 0) == 0.3, "the board stays empty through the deal pause: no frame until the first card starts")
        #expect(animator.nextFrame(after: 0.1) == 0.3)
        #expect(animator.nextFrame(after: 0.3) == 0.3 + 1.0 / 60)
        #expect(animator.nextFrame(after: 1.0) == 1.0 + 1.0 / 60)
        #expect(animator.nextFrame(after: 2) == nil)
        animator.settle(ids(3..<12), now: 3)
        #expect(animator.nextFrame(after: 3.2) != nil)
        #expect(animator.nextFrame(after: 4) == nil)
    }

    @Test func disabledRestsAtOnceAndNeverAsksForAFrame() {
        var animator = Animator(enabled: false)
        var generator = SplitMix64(seed: 1)
        let frames = Scene.frames(12)
        animator.deal(
            table: table, frames: frames, screen: Scene.screen, deckPile: Scene.deckPile, now: 0, using: &generator
        )
        #expect(animator.sprites(at: 0).map(\.rect) == frames)
        #expect(animator.sprites(at: 0).allSatisfy { $0.faceUp && !$0.isMoving && !$0.isDeparting })
        #expect(animator.nextFrame(after: 0) == nil)
        animator.settle(ids(3..<15), now: 1)
        animator.celebrate([3], now: 1)
        animator.shake([4], now: 1)
        #expect(animator.sprites(at: 1).map(\.card) == ids(3..<15))
        #expect(animator.sprites(at: 1).map(\.rect) == frames)
        #expect(animator.nextFrame(after: 1) == nil)
        #expect(!animator.flash(for: 3, at: 1))
    }

    @Test func turningOffLandsEverythingAtOnce() {
        var animator = Animator.dealt(table)
        animator.settle(ids(3..<15), now: 5)
        animator.enabled = false
        #expect(animator.sprites(at: 5).map(\.card) == ids(3..<15))
        #expect(animator.sprites(at: 5).map(\.rect) == Scene.frames(12))
        #expect(animator.nextFrame(after: 5) == nil)
    }

    @Test func speedIsClampedAndScalesTimes() {
        #expect(Animator(speed: 100).speed == 4)
        #expect(Animator(speed: 0).speed == 0.25)
        var animator = Animator()
        animator.speed = 2
        #expect(animator.timing == AnimationTiming(speed: 2))
        let fast = Animator.dealt(table, speed: 2)
        #expect(fast.nextFrame(after: 0.75) == nil)
        #expect(Animator.dealt(table).nextFrame(after: 0.75) != nil)
    }

    @Test func pruneForgetsWhatHasFinished() {
        var animator = Animator.dealt(table)
        animator.settle(ids(3..<15), now: 5)
        animator.celebrate([3], now: 5)
        let before = animator.sprites(at: 10)
        animator.prune(at: 10)
        #expect(animator.departures.isEmpty)
        #expect(animator.effects.isEmpty)
        #expect(animator.tracks.values.allSatisfy { $0.flip == nil })
        #expect(animator.sprites(at: 10) == before)
    }
}
