import Foundation
import SetTestSupport
import Testing

@testable import SetStore

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct StoreCodingTests {
    struct Sample: Codable, Equatable {
        var zebra = 1
        var date = day()
    }

    @Test func writesSortedPrettyISO8601() throws {
        let text = String(decoding: try StoreCoding.encoder().encode(Sample()), as: UTF8.self)
        #expect(text == "{\n  \"date\" : \"2025-01-02T03:04:05Z\",\n  \"zebra\" : 1\n}")
        #expect(try StoreCoding.decoder().decode(Sample.self, from: Data(text.utf8)) == Sample())
    }
}
