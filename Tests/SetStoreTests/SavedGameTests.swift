import Foundation
import SetCore
import SetTestSupport
import Testing

@testable import SetStore

/// A game a few moves in, with its move log: one card chosen, a hint asked.
func gameInProgress() -> (game: MatchingGame<SetCard>, moves: [TimedMove]) {
    let moves = [TimedMove(.choose(MatchingGame<SetCard>(seed: 7).table[0].id), at: 3), TimedMove(.hint, at: 5)]
    return (MatchingGame<SetCard>(seed: 7, startedAt: 0, replaying: moves), moves)
}

/// A save of ``gameInProgress()``, with its move log unless `withMoves` is false.
func savedGame(withMoves: Bool = true, elapsed: Double = 42) -> SavedGame<SetCard> {
    let (game, moves) = gameInProgress()
    return SavedGame(savedAt: day(), game: game, elapsedSeconds: elapsed, seed: 7, mode: .standard, moves: withMoves ? moves : nil)
}

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct SavedGameTests {
    @Test func savedAtIsKeptToTheSecond() {
        let (game, moves) = gameInProgress()
        let saved = SavedGame(savedAt: day(0.9), game: game, elapsedSeconds: 5, seed: 7, mode: .standard, moves: moves)
        #expect(saved.savedAt == day())
        #expect(saved.clock == 5)
    }

    @Test("a game with a move log is written in format 2, one without in format 1, and both read back whole", arguments: [true, false])
    func roundTripsThroughTheStoreEncoding(withMoves: Bool) throws {
        let saved = savedGame(withMoves: withMoves)
        let data = try StoreCoding.encoder().encode(SaveDocument(saved)!)
        let document = try StoreCoding.decoder().decode(SaveDocument.self, from: data)
        #expect(String(decoding: data, as: UTF8.self).contains("\"version\" : \(withMoves ? 2 : 1)"))
        #expect(try document.savedGame(of: SetCard.self) == saved)
    }
}
