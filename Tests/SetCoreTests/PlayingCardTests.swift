import Testing
@testable import SetCore

@Suite("The same engine plays another game (R2, G1)")
struct PlayingCardTests {
    @Test("52 cards; two match by rank or suit")
    func rule() {
        #expect(Set(PlayingCard.fullDeck).count == 52)
        #expect(PlayingCard.isMatch([PlayingCard(rank: 3, suit: 0), PlayingCard(rank: 3, suit: 2)]))
        #expect(PlayingCard.isMatch([PlayingCard(rank: 3, suit: 1), PlayingCard(rank: 9, suit: 1)]))
        #expect(!PlayingCard.isMatch([PlayingCard(rank: 3, suit: 1), PlayingCard(rank: 9, suit: 2)]))
    }

    @Test("pairs are matched and replaced by the generic engine")
    func engineRunsPlayingCards() {
        var game = MatchingGame<PlayingCard>(deck: Card<PlayingCard>.fullDeck)
        #expect(game.table.count == 12)
        game.choose(0, at: 0)
        game.choose(1, at: 0)
        #expect(game.selectionState == .matched)
        game.choose(5, at: 0)
        #expect(game.table.prefix(2).map(\.id) == [12, 13])
        #expect(game.selection == [5])
    }
}
