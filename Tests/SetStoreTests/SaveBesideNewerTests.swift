import Foundation
import SetCore
import SetTestSupport
import Testing

@testable import SetStore

/// A save from a newer set-game in a mode's file: kept as it is, and the game in progress
/// saved beside it, offered from there, and discarded from there.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct SaveBesideNewerTests {
    let directory = TemporaryDirectory()
    var store: SaveStore { SaveStore(directory: directory.url, clock: { day() }) }
    let newer = #"{"version": 99, "future": true}"#

    private func game(seed: UInt64, mode: GameMode) -> SavedGame<SetCard> {
        SavedGame(savedAt: day(), game: MatchingGame<SetCard>(seed: seed), elapsedSeconds: 12, seed: seed, mode: mode, moves: [])
    }

    @Test("the newer file is kept byte for byte; the game goes beside it and is offered from there", arguments: [
        GameMode.standard, .daily,
    ])
    func savedBeside(mode: GameMode) throws {
        let own = store.fileURL(for: mode).lastPathComponent
        let beside = store.besideURL(for: mode).lastPathComponent
        #expect(beside == own.replacingOccurrences(of: ".json", with: ".format\(SaveDocument.currentVersion).json"))
        try directory.write(newer, to: own)
        #expect(store.besideNotice(for: mode) == "\(own) is from a newer set-game (format 99) and was left untouched; this game was saved beside it, in \(beside)")
        try store.save(game(seed: 5, mode: mode))
        #expect(try directory.read(own) == newer)
        #expect(store.load(mode, as: SetCard.self) == .saved(game(seed: 5, mode: mode)))
        try store.save(game(seed: 6, mode: mode))
        #expect(store.load(mode, as: SetCard.self) == .saved(game(seed: 6, mode: mode)))
        try store.discard(mode)
        #expect(try directory.read(own) == newer)
        #expect(!directory.fileNames.contains(beside))
        guard case .refused(let reason) = store.load(mode, as: SetCard.self) else {
            Issue.record("the newer save alone is refused")
            return
        }
        #expect(reason.contains("newer set-game"))
    }

    @Test("with no newer file, saves go to the mode's own file and nothing is said")
    func ownFile() throws {
        try store.save(game(seed: 5, mode: .standard))
        #expect(store.besideNotice(for: .standard) == nil)
        #expect(directory.fileNames == ["savedgame.json"])
    }
}
