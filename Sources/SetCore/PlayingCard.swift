/// A card of the standard 52-card deck, for the matching game of G1 (the course's
/// "Matchismo"): 24 cards dealt face down, two cards match when they share a rank (worth
/// 4 × 4) or a suit (1 × 4), a mismatch costs 2 and turns the first card back down, every
/// card turned up costs 1, matched cards leave without replacement. It runs on the same
/// ``MatchingGame`` engine as SET.
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
    public static let initialTableSize = 24
    public static let dealSize = 3
    public static let refillsTable = false
    public static let dealtFaceDown = true
    public static let standardScoring = ScoringRules.matchismo

    /// A pair of one rank is worth 4, a pair of one suit 1 (times ``ScoringRules/matchPoints``).
    public static func matchValue<Group: Collection<PlayingCard>>(_ group: Group) -> Int {
        guard group.count == 2 else { return 0 }
        let first = group[group.startIndex], second = group[group.index(after: group.startIndex)]
        return first.rank == second.rank ? 4 : first.suit == second.suit ? 1 : 0
    }

    public static let fullDeck: [PlayingCard] = (0..<4).flatMap { suit in (1...13).map { PlayingCard(rank: $0, suit: suit) } }

    public static func isMatch<Group: Collection<PlayingCard>>(_ group: Group) -> Bool {
        guard group.count == 2 else { return false }
        let first = group[group.startIndex], second = group[group.index(after: group.startIndex)]
        return first.rank == second.rank || first.suit == second.suit
    }
}

extension ScoringRules {
    /// Matchismo's points: a match is worth 4 × its value (16 for a rank, 4 for a suit), no
    /// speed bonus; a mismatch costs 2, each card turned up 1, a hint that marks a pair 3;
    /// dealing is free (the cards are face down, so a match on the table is not the
    /// player's to see).
    public static let matchismo = ScoringRules(
        matchPoints: 4, bonusWindow: 0, bonusPerSecond: 0,
        mismatchPenalty: 2, hintPenalty: 3, dealPastMatchPenalty: 0, choiceCost: 1
    )
}
