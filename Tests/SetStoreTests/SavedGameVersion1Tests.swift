import Foundation
import SetCore
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

@Suite struct SavedGameVersion1Tests {
    @Test func aVersion1SaveDecodesToTheGameItWasWrittenFrom() throws {
        let saved = try StoreCoding.decoder().decode(SavedGame.self, from: Data(savedGameVersion1.utf8))
        let order = [31, 61, 20, 10, 18, 33, 79, 44, 39, 52, 41, 2, 72, 43, 77]
        var game = MatchingGame<SetCard>(deck: order.map { Card<SetCard>.fullDeck[$0] }, startedAt: 100)
        game.choose(CardID(18), at: 103)
        game.requestHint(at: 105)
        game.requestHint(at: 106)
        #expect(saved == SavedGame(savedAt: day(), game: game, elapsedSeconds: 6, seed: 5, mode: "standard"))
        #expect(saved.game.selection == [CardID(18)])
        #expect(saved.game.hinted == [CardID(31), CardID(10), CardID(79)])
    }

    @Test func cardIdentitiesAreStillWrittenAsPlainNumbers() throws {
        let saved = try StoreCoding.decoder().decode(SavedGame.self, from: Data(savedGameVersion1.utf8))
        let written = try JSONSerialization.jsonObject(with: StoreCoding.encoder().encode(saved)) as? [String: Any]
        let game = written?["game"] as? [String: Any]
        #expect(game?["selection"] as? [Int] == [18])
        #expect((game?["table"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } == [31, 61, 20, 10, 18, 33, 79, 44, 39, 52, 41, 2])
    }
}
