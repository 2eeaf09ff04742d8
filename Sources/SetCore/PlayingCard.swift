/// A card of the standard 52-card deck, for the matching game of G1: two cards match when
/// they share a rank or a suit. It runs on the same ``MatchingGame`` engine as SET.
public struct PlayingCard: Hashable, Codable, Sendable {
    /// 1 (ace) … 13 (king).
    public let rank: Int
    /// 0…3, named by the front end.
    public let suit: Int

    public init(rank: Int, suit: Int) {
        precondition((1...13).contains(rank) && (0...3).contains(suit), "rank 1…13, suit 0…3")
        self.rank = rank
        self.suit = suit
    }
}

extension PlayingCard: Matchable {
    public static let matchSize = 2
    public static let initialTableSize = 12
    public static let fullDeck: [PlayingCard] = (0..<4).flatMap { suit in (1...13).map { PlayingCard(rank: $0, suit: suit) } }

    public static func isMatch<Group: Collection<PlayingCard>>(_ group: Group) -> Bool {
        guard group.count == 2 else { return false }
        let first = group[group.startIndex], second = group[group.index(after: group.startIndex)]
        return first.rank == second.rank || first.suit == second.suit
    }
}
