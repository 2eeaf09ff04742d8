import SetTestSupport
import Testing

@testable import SetTerminal

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct PollTimeoutTests {
    @Test("a wait lasts to the nanosecond: the last fraction of a millisecond is waited, not spun through")
    func toTheNanosecond() {
        #expect(TerminalScreen.deadline(after: 0.0004, from: 0) == 400_000)
        #expect(TerminalScreen.deadline(after: 1e-9, from: 5) == 6)
        #expect(TerminalScreen.deadline(after: 0.016_667, from: 1_000) == 16_668_000)
        #expect(TerminalScreen.deadline(after: 2, from: 7) == 2_000_000_007)
    }

    @Test("a wait is held to 0…1 day: none for a deadline passed or not a number, a day at most")
    func limits() {
        #expect(TerminalScreen.deadline(after: 0, from: 9) == 9)
        #expect(TerminalScreen.deadline(after: -0.0004, from: 9) == 9)
        #expect(TerminalScreen.deadline(after: -3, from: 9) == 9)
        #expect(TerminalScreen.deadline(after: .infinity, from: 0) == 86_400_000_000_000)
        #expect(TerminalScreen.deadline(after: 1e300, from: 0) == 86_400_000_000_000)
        #expect(TerminalScreen.deadline(after: -.infinity, from: 0) == 0)
        #expect(TerminalScreen.deadline(after: .nan, from: 4) == 4)
    }

    @Test("the clock goes forward in nanoseconds")
    func clock() {
        let first = TerminalScreen.monotonicNanoseconds()
        var last = first
        for _ in 0..<1_000 {
            let next = TerminalScreen.monotonicNanoseconds()
            #expect(next >= last)
            last = next
        }
        #expect(first > 0)
    }
}
