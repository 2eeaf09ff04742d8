import Testing

@testable import SetTerminal

@Suite(.timeLimit(.minutes(10))) struct PollTimeoutTests {
    @Test("a wait lasts to the nanosecond: the last fraction of a millisecond is waited, not spun through")
    func toTheNanosecond() {
        #expect(TerminalScreen.nanoseconds(.microseconds(400)) == 400_000)
        #expect(TerminalScreen.nanoseconds(.nanoseconds(1)) == 1)
        #expect(TerminalScreen.nanoseconds(.microseconds(16_667)) == 16_667_000)
        #expect(TerminalScreen.nanoseconds(.seconds(2)) == 2_000_000_000)
    }

    @Test("a deadline passed waits no more; one beyond any clock waits as long as it can")
    func limits() {
        #expect(TerminalScreen.nanoseconds(.zero) == 0)
        #expect(TerminalScreen.nanoseconds(.microseconds(-400)) == 0)
        #expect(TerminalScreen.nanoseconds(.seconds(-3)) == 0)
        #expect(TerminalScreen.nanoseconds(.seconds(Int64.max / 2)) == .max)
        #expect(TerminalScreen.nanoseconds(.seconds(Int64.min / 2)) == 0)
    }
}
