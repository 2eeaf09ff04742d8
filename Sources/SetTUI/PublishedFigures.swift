/// Exact shares of random SET tables without a set, as published, for `simulate --deals`
/// to be checked against.
enum PublishedFigures {
    /// A published share of `cards`-card tables (drawn uniformly from the 81) holding no set.
    struct NoSetShare {
        let cards: Int
        let share: Double
        let source: String
    }

    static let noSetShares = [
        NoSetShare(cards: 3, share: 78.0 / 79.0, source: "3 cards are a set with chance 1/79"),
        NoSetShare(cards: 12, share: 0.0323019786, source: "Knuth, SETSET: 12-card tables without a set"),
        NoSetShare(cards: 15, share: 3.6468507e-4, source: "Knuth, SETSET: 15-card tables without a set"),
        NoSetShare(cards: 21, share: 0, source: "no 21 cards are free of sets (the largest set-free table has 20)"),
    ]

    /// The published share for tables of `cards` cards, if there is one.
    static func noSetShare(cards: Int) -> NoSetShare? {
        noSetShares.first { $0.cards == cards }
    }
}
