import Foundation
import SetStore
import SetTestSupport
import Testing

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct ScoreRecordTests {
    @Test func theDateIsKeptToTheSecond() {
        #expect(record(1, at: day(0.75)).date == day())
    }

    @Test func roundTripsThroughJSONWithEveryField() throws {
        let original = ScoreRecord(
            score: -3, date: day(), durationSeconds: 61.5, setsFound: 2, mistakes: 4, hints: 1,
            mode: .test, seed: .max, secondsPerSet: [12.25, 3]
        )
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        #expect(try decoder.decode(ScoreRecord.self, from: encoder.encode(original)) == original)
    }

    @Test func higherScoresRankFirstThenEarlierGames() {
        #expect(record(9).ranks(before: record(5)))
        #expect(!record(5).ranks(before: record(9)))
        #expect(record(5, at: day()).ranks(before: record(5, at: day(1))))
        #expect(!record(5, at: day()).ranks(before: record(5, at: day())))
    }
}
