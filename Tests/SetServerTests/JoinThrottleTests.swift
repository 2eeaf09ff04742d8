@testable import SetServer
import SetTestSupport
import Testing

/// Guessing private codes is slowed down, per address (issue 43, item 9).
@Suite("Failed joins by code throttled", .timeLimit(.minutes(1)), .takesTurns)
struct JoinThrottleTests {
    @Test("five misses a minute are free; then each miss shuts joins for twice as long")
    func growingWait() {
        let throttle = JoinThrottle()
        for second in 0..<5 { #expect(throttle.missed(by: "10.0.0.1", at: Double(second)) == 0) }
        #expect(throttle.wait(for: "10.0.0.1", at: 5) == 0)
        #expect(throttle.missed(by: "10.0.0.1", at: 5) == 2)
        #expect(throttle.wait(for: "10.0.0.1", at: 6) == 1)
        #expect(throttle.wait(for: "10.0.0.2", at: 6) == 0, "another address is not slowed")
        #expect(throttle.missed(by: "10.0.0.1", at: 7) == 4)
        #expect(throttle.missed(by: "10.0.0.1", at: 11) == 8)
        #expect(throttle.missed(by: "10.0.0.1", at: 19) == 16)
    }

    @Test("the wait stops growing at the longest, and ten quiet minutes forgive")
    func boundedAndForgiven() {
        let throttle = JoinThrottle()
        var now = 0.0
        for _ in 0..<40 { now += max(throttle.missed(by: "a", at: now), 0.5) }
        #expect(throttle.missed(by: "a", at: now) == JoinThrottle.longestWait)
        now += JoinThrottle.forgivenAfter
        #expect(throttle.wait(for: "a", at: now) == 0)
        for _ in 0..<5 { #expect(throttle.missed(by: "a", at: now) == 0) }
    }

    @Test("guessing as fast as allowed for an hour gets few guesses")
    func guessesAnHour() {
        let throttle = JoinThrottle()
        var now = 0.0
        var guesses = 0
        while now < 3600 {
            now += throttle.wait(for: "a", at: now) + 0.01
            throttle.missed(by: "a", at: now)
            guesses += 1
        }
        // Five free, then waits of 2, 4 … 256, then 300 s each: about 5 + 8 + 10, against
        // 179 a second unthrottled.
        #expect(guesses < 40, "\(guesses) guesses an hour")
    }
}
