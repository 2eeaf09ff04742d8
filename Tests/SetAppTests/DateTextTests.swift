import Foundation
import SetApp
import SetTestSupport
import Testing

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct DateTextTests {
    @Test("dates read as Foundation's formatter writes them, in the local time zone", arguments: [
        0.0, 1_763_820_187.9, 951_782_400, -86_400.5, 4_102_444_799,
    ])
    func likeFoundation(seconds: Double) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        let date = Date(timeIntervalSince1970: seconds)
        #expect(DateText.format(date) == formatter.string(from: date))
    }

    @Test("a date no calendar can show, as a hand-edited file may hold, is a dash, not a trap", arguments: [
        Double.infinity, -Double.infinity, Double.nan, 1e300, -1e300,
    ])
    func impossible(seconds: Double) {
        #expect(DateText.format(Date(timeIntervalSince1970: seconds)) == "—")
    }
}
