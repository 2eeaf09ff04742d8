import SetCore
import SetRender
import SetTestSupport
import Testing

@testable import SetAnimation

/// A card can be chosen only once it has landed: never while it waits to be dealt or flies in.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct AnimatorLandingTests {
    let table = ids(0..<12)

    @Test("at speed 0.25 no card of a deal has landed at 0.3 s; each lands when its flight ends")
    func dealLandsCardByCard() {
        let animator = Animator.dealt(table, speed: 0.25)
        let timing = AnimationTiming(speed: 0.25)
        #expect(table.allSatisfy { !animator.hasLanded($0, at: 0.3) })
        for card in table {
            let lands = timing.dealPause + Double(card.rawValue) * timing.stagger + timing.arrival
            #expect(!animator.hasLanded(card, at: lands - 0.01))
            #expect(animator.hasLanded(card, at: lands))
        }
    }

    @Test("a landed card stays choosable while it glides to a new slot; a card rerouted in flight lands later")
    func glides() {
        var animator = Animator.dealt(table)
        animator.settle(table, frames: Scene.frames(12).map { $0.offsetBy(dx: 0, dy: 1) }, now: 5)
        #expect(table.allSatisfy { animator.hasLanded($0, at: 5.01) })
        animator.settle(table + [30, 31, 32], now: 6)
        #expect(!animator.hasLanded(30, at: 6.1))
        animator.settle(table + [30, 31, 32], frames: Scene.frames(15).map { $0.offsetBy(dx: 0, dy: 1) }, now: 6.2)
        #expect(!animator.hasLanded(30, at: 6.2 + AnimationTiming().glide - 0.01))
        #expect(animator.hasLanded(30, at: 6.2 + AnimationTiming().glide))
    }

    @Test("a card the animator does not know is not choosable; without animation every card has landed")
    func unknownAndDisabled() {
        #expect(!Animator().hasLanded(7, at: 100))
        var animator = Animator(enabled: false)
        var generator = SplitMix64(seed: 1)
        animator.deal(table: table, frames: Scene.frames(12), screen: Scene.screen, deckPile: nil, now: 0, using: &generator)
        #expect(table.allSatisfy { animator.hasLanded($0, at: 0) })
    }
}
