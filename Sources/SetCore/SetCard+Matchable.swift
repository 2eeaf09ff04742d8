extension SetCard: Matchable {
    public static let matchSize = 3
    public static let initialTableSize = 12

    /// All 81 cards, ordered by ``SetCard/index``.
    public static let fullDeck: [SetCard] = (0..<81).map(SetCard.init(index:))

    /// Three cards form a set when, for each attribute, they are all equal or all different.
    public static func isMatch(_ group: [SetCard]) -> Bool {
        guard group.count == 3 else { return false }
        return group[0].completingSet(with: group[1]) == group[2]
    }

    /// Every set among `cards` in O(n²): for each pair the third card is determined, and a
    /// position table says at once whether it lies later on the table.
    public static func allMatches(in cards: [SetCard]) -> [[Int]] {
        var position = [Int](repeating: -1, count: 81)
        for (offset, card) in cards.enumerated() { position[card.index] = offset }
        var sets: [[Int]] = []
        for first in cards.indices {
            for second in (first + 1)..<max(first + 1, cards.count) {
                let third = position[thirdCardIndex(cards[first].index, cards[second].index)]
                if third > second { sets.append([first, second, third]) }
            }
        }
        return sets
    }

    /// The index of the card completing a set with the cards at `first` and `second`.
    static func thirdCardIndex(_ first: Int, _ second: Int) -> Int {
        thirdCardTable[first * 81 + second]
    }

    private static let thirdCardTable: [Int] = (0..<(81 * 81)).map { pair in
        SetCard(index: pair / 81).completingSet(with: SetCard(index: pair % 81)).index
    }
}
