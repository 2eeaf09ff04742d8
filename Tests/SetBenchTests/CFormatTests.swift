import Foundation
import Testing

@testable import SetBench

@Suite(.timeLimit(.minutes(10))) struct CFormatTests {
    @Test("printf conversions come out as Foundation's String(format:) writes them", arguments: [
        ("%.2f", 1.005), ("%.0f", 220_512.5), ("%.3g", 0.000_123_4), ("%.10f", 0.032_301_978_6), ("%.10g", 3.646_850_7e-4),
    ])
    func likeFoundation(format: String, value: Double) {
        #expect(String(cFormat: format, value) == String(format: format, value))
    }

    @Test func textLongerThanTheFirstBufferIsWhole() {
        let text = String(cFormat: "%0150d", 7)
        #expect(text.count == 150 && text.hasSuffix("07") && text.hasPrefix("000"))
    }
}
