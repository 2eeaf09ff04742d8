import Foundation
import SetCore
import Testing

@testable import SetStore

/// A game a few moves in: one card chosen, a hint asked.
func gameInProgress() -> MatchingGame<SetCard> {
    var game = MatchingGame<SetCard>(seed: 7)
    _ = game.choose(game.table[0].id, at: 3)
    _ = game.requestHint(at: 5)
    return game
}

@Suite struct SavedGameTests {
    @Test func savedAtIsKeptToTheSecondAndTheVersionIsCurrent() {
        let saved = SavedGame(savedAt: day(0.9), game: gameInProgress(), elapsedSeconds: 5, seed: 7, mode: "standard")
        #expect(saved.savedAt == day())
        #expect(saved.version == SavedGame.currentVersion)
    }

    @Test func roundTripsThroughTheStoreEncoding() throws {
        let saved = SavedGame(savedAt: day(), game: gameInProgress(), elapsedSeconds: 12.5, seed: .max, mode: "test")
        let data = try StoreCoding.encoder().encode(saved)
        #expect(try StoreCoding.decoder().decode(SavedGame.self, from: data) == saved)
    }
}
