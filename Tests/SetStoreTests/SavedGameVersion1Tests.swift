import Foundation
import SetCore
import SetTestSupport
import Testing

@testable import SetStore

/// savedgame.json as version 1 wrote it, card identities as plain numbers: written by the
/// build before ``CardID`` became a type of its own, cut to a 15-card deck.
let savedGameVersion1 = """
{
  "elapsedSeconds": 6,
  "game": {
    "deck": [
      {"content": {"color": 2, "count": 0, "shading": 2, "shape": 0}, "id": 72},
      {"content": {"color": 1, "count": 1, "shading": 1, "shape": 2}, "id": 43},
      {"content": {"color": 2, "count": 2, "shading": 2, "shape": 1}, "id": 77}
    ],
    "discard": [],
    "hint": {"countTold": true, "highlighted": [31, 10, 79], "index": 0},
    "isOver": false,
    "lastMarkAt": 100,
    "rule": "standard",
    "score": -3,
    "scoring": {"bonusPerSecond": 1, "bonusWindow": 20, "dealPastMatchPenalty": 5, "hintPenalty": 3, "matchPoints": 10, "mismatchPenalty": 5},
    "selection": [18],
    "statistics": {"dealsPastMatch": 0, "hintsUsed": 1, "matchesFound": 0, "mismatches": 0, "secondsPerMatch": [], "startedAt": 100},
    "table": [
      {"content": {"color": 1, "count": 1, "shading": 0, "shape": 1}, "id": 31},
      {"content": {"color": 2, "count": 1, "shading": 0, "shape": 2}, "id": 61},
      {"content": {"color": 0, "count": 2, "shading": 2, "shape": 0}, "id": 20},
      {"content": {"color": 0, "count": 1, "shading": 1, "shape": 0}, "id": 10},
      {"content": {"color": 0, "count": 0, "shading": 2, "shape": 0}, "id": 18},
      {"content": {"color": 1, "count": 0, "shading": 0, "shape": 2}, "id": 33},
      {"content": {"color": 2, "count": 1, "shading": 2, "shape": 2}, "id": 79},
      {"content": {"color": 1, "count": 2, "shading": 1, "shape": 2}, "id": 44},
      {"content": {"color": 1, "count": 0, "shading": 1, "shape": 1}, "id": 39},
      {"content": {"color": 1, "count": 1, "shading": 2, "shape": 2}, "id": 52},
      {"content": {"color": 1, "count": 2, "shading": 1, "shape": 1}, "id": 41},
      {"content": {"color": 0, "count": 2, "shading": 0, "shape": 0}, "id": 2}
    ]
  },
  "mode": "standard",
  "savedAt": "2025-01-02T03:04:05Z",
  "seed": 5,
  "version": 1
}
"""

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct SavedGameVersion1Tests {
    @Test func aVersion1SaveDecodesFieldForFieldWithPlainNumberIdentities() throws {
        let document = try StoreCoding.decoder().decode(SaveDocument.self, from: Data(savedGameVersion1.utf8))
        guard case .position(let format) = document else {
            Issue.record("not read as format 1")
            return
        }
        #expect(format.game.selection == [18])
        #expect(format.game.hint.highlighted == [31, 10, 79])
        #expect(format.game.table.map(\.id) == [31, 61, 20, 10, 18, 33, 79, 44, 39, 52, 41, 2])
        let written = try JSONSerialization.jsonObject(with: StoreCoding.encoder().encode(document)) as? [String: Any]
        let game = written?["game"] as? [String: Any]
        #expect(game?["selection"] as? [Int] == [18])
        #expect((game?["table"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } == [31, 61, 20, 10, 18, 33, 79, 44, 39, 52, 41, 2])
    }

    @Test func aDeckCutTo15CardsIsNoGameAndIsNotResumed() throws {
        let document = try StoreCoding.decoder().decode(SaveDocument.self, from: Data(savedGameVersion1.utf8))
        #expect(throws: ImpossiblePosition("card 0 is missing")) { try document.savedGame(of: SetCard.self) }
    }
}
