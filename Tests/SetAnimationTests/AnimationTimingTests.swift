import SetTestSupport
import Testing

@testable import SetAnimation

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct AnimationTimingTests {
    @Test func speedDividesEveryDuration() {
        let normal = AnimationTiming(), fast = AnimationTiming(speed: 2)
        #expect(fast.arrival == normal.arrival / 2)
        #expect(fast.stagger == normal.stagger / 2)
        #expect(fast.departure == normal.departure / 2)
        #expect(fast.glide == normal.glide / 2)
        #expect(fast.dealPause == normal.dealPause / 2)
        #expect(fast.flip == normal.flip / 2)
        #expect(fast.celebration == normal.celebration / 2)
        #expect(fast.shake == normal.shake / 2)
    }

    @Test func flipFitsInAnArrival() {
        let timing = AnimationTiming()
        #expect(timing.flip < timing.arrival)
    }
}
