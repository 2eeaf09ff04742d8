/// SET Junior's deck: the 27 solid cards of the full deck, so three attributes matter
/// (count, shape, color), as in the official SET Junior.
///
/// A deck filter on ``SetCard`` rather than a second ``Matchable`` content: among cards that
/// all share one shading, SET's rule on the remaining three attributes is exactly Junior's
/// rule, so the same cards, finder, notation, painter and save format serve both, and the
/// cards keep their full-deck identities. A content type of its own would repeat all of
/// that for nothing Junior changes.
public enum JuniorDeck {
    /// The shading every Junior card has.
    public static let shading = TriValue.a

    /// The 27 cards, in full-deck order.
    public static let cards: [Card<SetCard>] = Card<SetCard>.fullDeck.filter { $0.content.shading == shading }

    /// A new Junior game whose deck order comes from `seed` alone, shuffled by the game's
    /// own Fisher–Yates shuffle.
    public static func game(seed: UInt64, startedAt now: Double = 0) -> MatchingGame<SetCard> {
        var generator = SplitMix64(seed: seed)
        return MatchingGame(deck: generator.shuffle(cards), startedAt: now)
    }
}
