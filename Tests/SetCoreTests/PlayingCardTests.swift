import SetTestSupport
import Testing
@testable import SetCore

@Suite("The same engine plays Matchismo (R2, G1)", .timeLimit(.minutes(1)), .takesTurns)
struct PlayingCardTests {
    /// The unshuffled deck: ids 0…12 are ace…king of suit 0, 13…25 of suit 1, and so on.
    private func orderedGame() -> MatchingGame<PlayingCard> {
        MatchingGame<PlayingCard>(deck: Card<PlayingCard>.fullDeck)
    }

    @Test("52 cards; two match by rank or suit")
    func rule() {
        #expect(Set(PlayingCard.fullDeck).count == 52)
        #expect(PlayingCard.isMatch([PlayingCard(rank: 3, suit: 0), PlayingCard(rank: 3, suit: 2)]))
        #expect(PlayingCard.isMatch([PlayingCard(rank: 3, suit: 1), PlayingCard(rank: 9, suit: 1)]))
        #expect(!PlayingCard.isMatch([PlayingCard(rank: 3, suit: 1), PlayingCard(rank: 9, suit: 2)]))
    }

    @Test("24 cards are dealt face down; a chosen card turns up")
    func dealtFaceDown() {
        var game = orderedGame()
        #expect(game.table.count == 24)
        #expect(game.table.allSatisfy { !game.isFaceUp($0.id) })
        game.choose(5, at: 0)
        #expect(game.isFaceUp(5))
        #expect(!game.isFaceUp(6))
        game.choose(5, at: 0)
        #expect(!game.isFaceUp(5))
    }

    @Test("same rank: 4 × 4 = 16, less 1 for each card turned up; the pair leaves, nothing replaces it")
    func rankMatch() {
        var game = orderedGame()
        let first = game.choose(0, at: 0)
        #expect(first == [.charged(0, cost: 1)])
        let second = game.choose(13, at: 1)
        #expect(second == [.charged(13, cost: 1), .matched([0, 13], points: 16)])
        #expect(game.score == 14)
        #expect(game.isFaceUp(0) && game.isFaceUp(13))
        game.choose(5, at: 2)
        #expect(game.table.count == 22)
        #expect(!game.table.contains { $0.id == 0 || $0.id == 13 })
        #expect(game.discard.map(\.id) == [0, 13])
        #expect(game.score == 13)
    }

    @Test("same suit: 1 × 4 = 4, so a suit pair nets 2")
    func suitMatch() {
        var game = orderedGame()
        game.choose(0, at: 0)
        let events = game.choose(1, at: 0)
        #expect(events.contains(.matched([0, 1], points: 4)))
        #expect(game.score == 2)
    }

    @Test("a mismatch costs 2 and turns the first card back down; the second stays up and chosen")
    func mismatchFlipsBack() {
        var game = orderedGame()
        game.choose(1, at: 0)
        let events = game.choose(13, at: 0)
        #expect(events == [.charged(13, cost: 1), .mismatched([1, 13], penalty: 2)])
        #expect(game.score == -4)
        #expect(game.selection == [13])
        #expect(!game.isFaceUp(1))
        #expect(game.isFaceUp(13))
        #expect(game.selectionState == .partial)
        game.choose(0, at: 0)  // the ace of suit 0 pairs with the ace still up
        #expect(game.selectionState == .matched)
        #expect(game.score == -4 - 1 + 16)
    }

    @Test("Deal 3 adds three cards, free of charge")
    func dealThree() {
        var game = orderedGame()
        let events = game.dealMore(at: 0)
        #expect(game.table.count == 27)
        #expect(events == [.dealt(card: 24, slot: 24), .dealt(card: 25, slot: 25), .dealt(card: 26, slot: 26)])
        #expect(game.score == 0)
    }

    @Test("SET keeps its rules: cards face up, choosing free, every set worth the same")
    func setUnchanged() {
        let game = MatchingGame<SetCard>(seed: 1)
        #expect(game.table.allSatisfy { game.isFaceUp($0.id) })
        #expect(game.scoring == .standard)
        #expect(ScoringRules.standard.points(forMatchAfter: 0) == 30)
    }
}
