extension SetCard: Matchable {
    public static let matchSize = 3
    public static let initialTableSize = 12
    public static let dealSize = 3
    public static let refillsTable = true
    public static let dealtFaceDown = false
    public static let standardScoring = ScoringRules.standard
    /// A game follows the sets on its table from one table to the next.
    public typealias TableIndex = SetsOnTable

    /// Every set is worth the same.
    public static func matchValue<Group: Collection<SetCard>>(_ group: Group) -> Int { 1 }

    /// All 81 cards, ordered by ``SetCard/index``.
    public static let fullDeck: [SetCard] = (0..<81).map(SetCard.init(index:))

    /// Three cards form a set when, for each attribute, they are all equal or all different.
    public static func isMatch<Group: Collection<SetCard>>(_ group: Group) -> Bool {
        guard group.count == 3 else { return false }
        var cards = group.makeIterator()
        let first = cards.next()!, second = cards.next()!, third = cards.next()!
        return SetFinder.thirdCard[first.index * 81 + second.index] == third.index
    }

    /// The third card of the set `first` and `second` begin.
    public static func completion(of first: SetCard, _ second: SetCard) -> SetCard? {
        first.completingSet(with: second)
    }

    /// Every set among `cards` (distinct cards) in O(n²): for each pair the third card is
    /// determined, and a position table says at once whether it lies later on the table.
    public static func allMatches(in cards: [SetCard]) -> [[Int]] {
        var sets: [[Int]] = []
        forEachSet(in: cards) { sets.append([$0, $1, $2]) }
        return sets
    }

    /// Whether `cards` (distinct cards) hold a set; stops at the first one found.
    public static func containsMatch<Cards: RandomAccessCollection<SetCard>>(in cards: Cards) -> Bool where Cards.Index == Int {
        !SetFinder.forEachSet(count: cards.count, index: { cards[cards.startIndex + $0].index }) { _, _, _ in false }
    }

    /// Calls `body` with the positions of every set among `cards` (distinct cards), in the
    /// order of ``allMatches(in:)``, without allocating.
    @inlinable
    public static func forEachSet(in cards: [SetCard], _ body: (Int, Int, Int) -> Void) {
        _ = SetFinder.forEachSet(count: cards.count, index: { cards[$0].index }) { first, second, third in
            body(first, second, third)
            return true
        }
    }
}
