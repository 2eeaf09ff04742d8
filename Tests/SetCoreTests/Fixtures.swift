@testable import SetCore

/// A SET game dealt from the full deck in index order: the table holds cards 0…11, so
/// {0,1,2} is a set and {0,1,4} is not; the deck starts at card 12.
func orderedGame(cards: Int = 81, rule: MatchRule = .standard) -> MatchingGame<SetCard> {
    MatchingGame(deck: Array(Card<SetCard>.fullDeck.prefix(cards)), rule: rule)
}

/// Every set among `cards` by trying all triples, for checking the fast finder.
func bruteForceSets(_ cards: [SetCard]) -> [[Int]] {
    var sets: [[Int]] = []
    for i in cards.indices {
        for j in cards.indices where j > i {
            for k in cards.indices where k > j && SetCard.isMatch([cards[i], cards[j], cards[k]]) {
                sets.append([i, j, k])
            }
        }
    }
    return sets
}

/// A game one action away from its end: table cards 0…11 and an empty deck.
func gameWithEmptyDeck() -> MatchingGame<SetCard> {
    orderedGame(cards: 12)
}
