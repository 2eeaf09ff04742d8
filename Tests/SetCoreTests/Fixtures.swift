import SetTestSupport

@testable import SetCore

/// A SET game dealt from the full deck in index order: the table holds cards 0…11, so
/// {0,1,2} is a set and {0,1,4} is not; the deck starts at card 12.
func orderedGame(cards: Int = 81, rule: MatchRule = .standard) -> MatchingGame<SetCard> {
    MatchingGame(deck: Array(Card<SetCard>.fullDeck.prefix(cards)), rule: rule)
}

/// Every set among `cards` by trying all triples, for checking the fast finder. It uses the
/// rule's arithmetic form (each attribute's three values sum to 0 mod 3), independent of
/// the engine's own test.
func bruteForceSets(_ cards: [SetCard]) -> [[Int]] {
    let values = cards.flatMap { [$0.count.rawValue, $0.shape.rawValue, $0.shading.rawValue, $0.color.rawValue] }
    func isSet(_ i: Int, _ j: Int, _ k: Int) -> Bool {
        for attribute in 0..<4 where (values[4 * i + attribute] + values[4 * j + attribute] + values[4 * k + attribute]) % 3 != 0 {
            return false
        }
        return true
    }
    var sets: [[Int]] = []
    for i in cards.indices {
        for j in (i + 1)..<max(i + 1, cards.count) {
            for k in (j + 1)..<max(j + 1, cards.count) where isSet(i, j, k) { sets.append([i, j, k]) }
        }
    }
    return sets
}

/// A game one action away from its end: table cards 0…11 and an empty deck.
func gameWithEmptyDeck() -> MatchingGame<SetCard> {
    orderedGame(cards: 12)
}
