import NIOEmbedded
import Testing
@testable import SetServer

/// The game loop's frame clock: the sessions that want a frame at one moment are called in
/// one task, however far off each reckoned that moment when it asked.
@Suite("Frame clock", .timeLimit(.minutes(1)), .takesTurns)
struct FrameClockTests {
    @Test func callsForOneMomentRunTogetherAtTheFirstTimerInTheOrderAsked() {
        let loop = EmbeddedEventLoop()
        let clock = FrameClock()
        var called: [String] = []
        clock.call(at: 10.1, in: 0.1, on: loop) { called.append("first") }
        // Asked a little later, this one reckoned its wait longer: it comes with the first.
        clock.call(at: 10.1, in: 0.3, on: loop) { called.append("second") }
        clock.call(at: 10.2, in: 0.2, on: loop) { called.append("later") }
        loop.advanceTime(by: .milliseconds(99))
        #expect(called.isEmpty)
        loop.advanceTime(by: .milliseconds(1))
        #expect(called == ["first", "second"])
        loop.advanceTime(by: .milliseconds(100))
        #expect(called == ["first", "second", "later"])
    }

    @Test func aMomentAskedForAgainAfterItsCallsRanGetsATimerOfItsOwn() {
        let loop = EmbeddedEventLoop()
        let clock = FrameClock()
        var called = 0
        clock.call(at: 5, in: 0.05, on: loop) { called += 1 }
        loop.advanceTime(by: .milliseconds(50))
        clock.call(at: 5, in: 0, on: loop) { called += 1 }
        loop.run()
        #expect(called == 2)
    }
}
