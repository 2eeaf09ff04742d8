import Foundation
import SetCore
import SetTestSupport
import Testing

@testable import SetStore

/// A record's moves are read from disk, so each is checked where it enters (issue 24 item 16).
@Suite("A score record's moves: only known moves at times in range", .timeLimit(.minutes(1)), .takesTurns)
struct ScoreRecordMovesTests {
    /// A record whose stored moves are `moves` (JSON), decoded as the store does.
    private func record(moves: String) throws -> ScoreRecord {
        let json = """
            {"date": "2026-11-25T16:00:00Z", "durationSeconds": 10, "hints": 0, "mistakes": 0, "mode": "standard",
             "score": 1, "seed": 1, "setsFound": 0, "moves": \(moves)}
            """
        return try StoreCoding.decoder().decode(ScoreRecord.self, from: Data(json.utf8))
    }

    @Test("an unknown action, a card where none belongs, a time out of range: implausible, and said which move")
    func badMoves() throws {
        #expect(try record(moves: #"[{"action": "choose", "at": 1, "card": 3}]"#).implausibility == nil)
        for moves in [
            #"[{"action": "choose", "at": 1, "card": 3}, {"action": "teleport", "at": 2}]"#,
            #"[{"action": "choose", "at": 1, "card": 3}, {"action": "deal", "at": 2, "card": 4}]"#,
            #"[{"action": "choose", "at": 1, "card": 3}, {"action": "deal", "at": -2}]"#,
            #"[{"action": "choose", "at": 1, "card": 3}, {"action": "deal", "at": 1e300}]"#,
        ] {
            #expect(try record(moves: moves).implausibility == "move 2 is not a move this set-game knows, or its time is out of range")
        }
    }
}
