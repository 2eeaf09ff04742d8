import Foundation
import SetCore
import SetTestSupport
import Testing

@testable import SetStore

/// A Cards game a pair in: the first two cards of one rank on the deal of seed 3 chosen.
func cardsInProgress() -> SavedGame<PlayingCard> {
    let deal = MatchingGame<PlayingCard>(seed: 3, startedAt: 100)
    let table = deal.table
    let first = table.indices.first { slot in table[(slot + 1)...].contains { $0.content.rank == table[slot].content.rank } }!
    let second = table.indices.first { $0 > first && table[$0].content.rank == table[first].content.rank }!
    let moves = [TimedMove(.choose(table[first].id), at: 101), TimedMove(.choose(table[second].id), at: 102), TimedMove(.hint, at: 104)]
    let game = MatchingGame<PlayingCard>(seed: 3, startedAt: 100, replaying: moves)
    return SavedGame(savedAt: day(), game: game, elapsedSeconds: 12, seed: 3, mode: .cards, moves: moves)
}

@Suite("One save per mode, each in its own file (B5, G1)", .timeLimit(.minutes(1)), .takesTurns)
struct SaveStorePerModeTests {
    let directory = TemporaryDirectory()
    var store: SaveStore { SaveStore(directory: directory.url, clock: { day() }) }

    @Test("standard keeps savedgame.json; other modes get savedgame-<mode>.json, named file-safe and never alike")
    func fileNames() {
        #expect(store.fileURL(for: .standard).lastPathComponent == "savedgame.json")
        #expect(store.fileURL(for: .cards).lastPathComponent == "savedgame-cards.json")
        #expect(store.fileURL(for: .cardsTest).lastPathComponent == "savedgame-cards-test.json")
        #expect(store.fileURL(for: GameMode(name: "../Duel x")).lastPathComponent == "savedgame-_2E_2E_2F_44uel_20x.json")
        #expect(SaveStore.fileSafe("a_b") != SaveStore.fileSafe("a b"))
        #expect(SaveStore.fileSafe("é") == "_C3_A9")
    }

    @Test("a Cards game round-trips through its own file in format 2 with content cards, replayed to the same game")
    func cardsRoundTrip() throws {
        let saved = cardsInProgress()
        #expect(saved.game.score == 14 && saved.game.table.count == 22)
        try store.save(saved)
        #expect(directory.fileNames == ["savedgame-cards.json"])
        let text = try directory.read("savedgame-cards.json")
        #expect(text.contains("\"content\" : \"cards\"") && text.contains("\"version\" : 2") && text.contains("\"mode\" : \"cards\""))
        #expect(store.load(.cards, as: PlayingCard.self) == .saved(saved))
        #expect(store.load(.standard, as: SetCard.self) == .none)
    }

    @Test("a SET game and a Cards game are saved side by side, and discarding one leaves the other")
    func independentSaves() throws {
        try store.save(savedGame())
        try store.save(cardsInProgress())
        #expect(directory.fileNames == ["savedgame-cards.json", "savedgame.json"])
        #expect(store.load(.standard, as: SetCard.self) == .saved(savedGame()))
        try store.discard(.cards)
        #expect(directory.fileNames == ["savedgame.json"])
        #expect(store.load(.standard, as: SetCard.self) == .saved(savedGame()))
    }

    @Test("a damaged Cards save is set aside alone and told; the SET save still resumes")
    func damagedCardsAlone() throws {
        try store.save(savedGame())
        try directory.write(#"{"version": 2, "content": "cards", "moves": [3"#, to: "savedgame-cards.json")
        guard case .refused(let reason) = store.load(.cards, as: PlayingCard.self) else {
            Issue.record("not refused")
            return
        }
        #expect(reason.hasPrefix("savedgame-cards.json was unreadable (it is not complete JSON) and was kept as savedgame-cards.json.corrupt-"))
        #expect(directory.fileNames.filter { $0.hasPrefix("savedgame-cards.json.corrupt-") }.count == 1)
        #expect(store.load(.standard, as: SetCard.self) == .saved(savedGame()))
        #expect(store.load(.cards, as: PlayingCard.self) == .none)
    }

    @Test("a Cards save whose moves do not reach its score is impossible: set aside, not played")
    func impossibleCardsSave() throws {
        try store.save(cardsInProgress())
        let text = try directory.read("savedgame-cards.json").replacingOccurrences(of: "\"score\" : 14", with: "\"score\" : 15")
        try directory.write(text, to: "savedgame-cards.json")
        guard case .refused(let reason) = store.load(.cards, as: PlayingCard.self) else {
            Issue.record("not refused")
            return
        }
        #expect(reason.contains("(the moves do not lead to the saved score and cards)"))
    }

    @Test("a file holding another content than asked for, or a mode its rule does not fit, is set aside")
    func wrongContentOrMode() throws {
        try store.save(cardsInProgress())
        try FileManager.default.moveItem(at: store.fileURL(for: .cards), to: store.fileURL(for: .standard))
        guard case .refused(let reason) = store.load(.standard, as: SetCard.self) else {
            Issue.record("not refused")
            return
        }
        #expect(reason.contains("(content \"cards\" is not \"set\")"))
        var setAsCards = savedGame()
        setAsCards.mode = .cards
        try store.save(setAsCards)
        guard case .refused(let why) = store.load(.cards, as: SetCard.self) else {
            Issue.record("not refused")
            return
        }
        #expect(why.contains("(the rule does not fit mode cards)"))
    }

    @Test("only SET games were ever saved without a move log: a Cards game without one is not written")
    func cardsNeedTheirMoves() throws {
        var saved = cardsInProgress()
        saved.moves = nil
        #expect(throws: StoreError.self) { try store.save(saved) }
        #expect(directory.fileNames.isEmpty)
    }

    @Test("savedgame.json written before each mode had its file may hold a test game: it is read as such")
    func legacyTestGameInTheStandardFile() throws {
        let moves = [TimedMove(.hint, at: 2)]
        let game = MatchingGame<SetCard>(seed: 5, rule: .anyGroup, startedAt: 0, replaying: moves)
        let saved = SavedGame(savedAt: day(), game: game, elapsedSeconds: 4, seed: 5, mode: .test, moves: moves)
        try store.save(saved)
        try FileManager.default.moveItem(at: store.fileURL(for: .test), to: store.fileURL(for: .standard))
        #expect(store.load(.standard, as: SetCard.self) == .saved(saved))
    }
}
