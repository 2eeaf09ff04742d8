import SetTestSupport
import Testing

@testable import SetApp

/// The status line's clock: `mm:ss`, and `h:mm:ss` from an hour on.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct StatusClockTests {
    @Test("minutes and seconds in two digits each, hours without a leading zero")
    func examples() {
        #expect(StatusText.clock(wholeSeconds: 0) == "00:00")
        #expect(StatusText.clock(wholeSeconds: 9) == "00:09")
        #expect(StatusText.clock(wholeSeconds: 754) == "12:34")
        #expect(StatusText.clock(wholeSeconds: 3_599) == "59:59")
        #expect(StatusText.clock(wholeSeconds: 3_600) == "1:00:00")
        #expect(StatusText.clock(wholeSeconds: 359_999) == "99:59:59")
    }
}
