import SetApp
import SetCore
import SetRender
import SetStore
import SetTestSupport
import Testing

@Suite("The Cards game kept across a quit, offered on its own tab (G1, B5)", .timeLimit(.minutes(1)), .takesTurns)
struct CardsSaveTests {
    /// The saves among `effects`, by mode.
    private func saves(_ effects: [AppEffect]) -> [GameMode: GameSave] {
        Dictionary(uniqueKeysWithValues: effects.compactMap { if case .saveGame(let save) = $0 { (save.mode, save) } else { nil } })
    }

    /// A Cards game on deal 9 with one card turned up at 2 s, as saved at 30 s of play.
    private func cardsSnapshot() -> GameSnapshot<PlayingCard> {
        var game = MatchingGame<PlayingCard>(seed: 9, startedAt: 0)
        let move = TimedMove(.choose(game.table[3].id), at: 2)
        game.perform(move.move, at: move.at)
        return GameSnapshot(game: game, clock: 30, seed: 9, moves: [move])
    }

    /// An app at 100 × 30 launched with `snapshot` offered on the Cards tab.
    private func offered(_ snapshot: GameSnapshot<PlayingCard>) -> AppModel {
        let offer = ResumeOffer(save: GameSave(snapshot), savedAt: "2026-11-22 23:00:00", slot: .cards)
        return AppModel.offering([offer], settings: AppSettings(animated: false), seed: 1, width: 100, height: 30, now: 0)
    }

    @Test("Q saves both games played, each under its own mode; a Cards game is saved once a card is turned")
    func quitSavesEachGame() throws {
        var untouched = makeApp(width: 100, height: 30)
        untouched.type("q", at: 1)
        let plain = saves(untouched.type("Q", at: 2) + untouched.type("y", at: 2))
        #expect(Set(plain.keys) == [.standard])
        var app = makeApp(width: 100, height: 30)
        app.type("q", at: 1)
        app.press(.function(5), at: 1)
        app.update(.tick, at: 6)
        app.type(app.cardsBoard.labels(.qwerty)[0], at: 6)
        let both = saves(app.type("Q", at: 6) + app.type("y", at: 6))
        #expect(Set(both.keys) == [.standard, .cards])
        let cards = try #require(both[.cards]?.snapshot(of: PlayingCard.self))
        #expect(cards.game == app.cardsBoard.game)
        #expect(cards.clock - cards.game.statistics.startedAt == 5)
        #expect(both[.cards]?.snapshot(of: SetCard.self) == nil)
        #expect(both[.standard]?.snapshot(of: SetCard.self)?.game == app.game)
    }

    @Test("a Cards offer waits on the Cards tab: SET plays at once, F5 shows the question and the Cards clock stands still")
    func offerWaitsOnItsTab() {
        var app = offered(cardsSnapshot())
        #expect(app.resumeOffer == nil, "the Board tab has no offer")
        #expect(app.render().shows("Deck 69"))
        app.update(.tick, at: 10)
        #expect(app.elapsedSeconds == 10)
        app.press(.function(5), at: 10)
        #expect(app.resumeOffer?.slot == .cards)
        let grid = app.render()
        #expect(grid.shows("Welcome back to Cards"))
        #expect(grid.shows("Resume game from 2026-11-22 23:00:00? (y/n)"))
        #expect(!grid.shows("Deck 28"))
        app.type("hq ", at: 12)
        #expect(app.cardsBoard.moves == [], "keys other than y, n and Esc do nothing to the waiting game")
        app.update(.tick, at: 20)
        #expect(app.cardsBoard.elapsedSeconds == 0)
        app.press(.function(1), at: 20)
        #expect(app.tab == .board, "the tab keys still work")
        #expect(app.cardsBoard.resumeOffer != nil, "the offer waits for the Cards tab")
    }

    @Test("y on the Cards tab brings the game back with its clock; its save is dropped once shown, SET's is not touched")
    func resumeCards() {
        let snapshot = cardsSnapshot()
        var app = offered(snapshot)
        app.press(.function(5), at: 1)
        #expect(app.type("y", at: 1).isEmpty)
        #expect(app.cardsBoard.game == snapshot.game)
        #expect(app.cardsBoard.moves == snapshot.moves)
        #expect(app.update(.tick, at: 11) == [.discardSavedGame(.cards)])
        #expect(app.cardsBoard.elapsedSeconds == 40)
        #expect(app.render().lines[1].contains("Score -1"))
    }

    @Test("n on the Cards tab deals a fresh Cards game and drops the Cards save only")
    func declineCards() {
        var app = offered(cardsSnapshot())
        app.press(.function(5), at: 1)
        #expect(app.type("n", at: 1) == [.discardSavedGame(.cards)])
        #expect(app.cardsBoard.game == MatchingGame<PlayingCard>(seed: 1, startedAt: 0))
        #expect(app.render().shows("Deck 28"))
    }

    @Test("quitting with the Cards offer unanswered saves SET but keeps the Cards save as it is")
    func quitKeepsUnansweredOffer() {
        var app = offered(cardsSnapshot())
        app.type("q", at: 1)
        let effects = app.type("Q", at: 2) + app.type("y", at: 2)
        #expect(Set(saves(effects).keys) == [.standard])
        #expect(!effects.contains(.discardSavedGame(.cards)))
    }
}
