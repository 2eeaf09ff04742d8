import SetTestSupport
import Testing
@testable import SetCore

/// A set taken while the deck holds fewer cards than the set (R6): its cards are replaced in
/// the set's order while the deck lasts, the rest removed as the table closes up, and the
/// sets the dealer follows are those of the table that results.
@Suite("The deck runs out within a set taken", .timeLimit(.minutes(1)), .takesTurns)
struct DealerDeckRunsOutTests {
    /// A dealer of the full deck's first `cards` cards in index order: cards 0…11 on the
    /// table, where {0, 1, 2} is the first set in slot order.
    static func dealer(cards: Int) -> Dealer<SetCard> {
        Dealer(deck: Array(Card<SetCard>.fullDeck.prefix(cards)))
    }

    @Test("the deck's last cards replace the set's first ones, the rest are removed", arguments: [(13, [12] + ids(3..<12)), (14, [12, 13] + ids(3..<12))])
    func replacedThenRemoved(cards: Int, expected: [CardID]) {
        var dealer = Self.dealer(cards: cards)
        #expect(dealer.matchSlots.first == [0, 1, 2])
        dealer.takeMatch(numbered: 0)
        #expect(dealer.table.map(\.id) == expected)
        #expect(dealer.cardsInDeck == 0)
        #expect(dealer.matchSlots == bruteForceSets(dealer.table.map(\.content)))
        #expect(dealer.matchCount == dealer.matchSlots.count)
    }
}
