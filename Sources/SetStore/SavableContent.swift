import SetCore

/// A content whose games can be saved and resumed: the deck it is (whose name its saves
/// give it) and how a variant deals it. SET (`set`) and playing cards (`cards`) are two.
public protocol SavableContent: Matchable {
    /// The deck this content is: its saves' `content` and its modes' first part.
    static var deck: Deck { get }
    /// The deal of `seed` in `variant` that a save replays its moves on, started at
    /// `startedAt`; by default the seed's shuffle of the full deck under the variant's rule.
    static func deal(_ variant: Variant, seed: UInt64, startedAt: Double) -> MatchingGame<Self>
}

extension SavableContent {
    /// The save file's `content`: which deck the seed deals.
    public static var saveName: String { deck.rawValue }

    public static func deal(_ variant: Variant, seed: UInt64, startedAt: Double) -> MatchingGame<Self> {
        MatchingGame(seed: seed, rule: variant.rule, startedAt: startedAt)
    }
}

extension SetCard: SavableContent {
    public static let deck = Deck.set

    /// The variant's own deal (Junior's 27 solid cards…).
    public static func deal(_ variant: Variant, seed: UInt64, startedAt: Double) -> MatchingGame<SetCard> {
        variant.deal(seed: seed, startedAt: startedAt)
    }
}

extension PlayingCard: SavableContent {
    public static let deck = Deck.cards
}
