/// Which cards a game is played with: SET's, or the playing cards of the Cards tab (G1).
/// A mode's third part (``GameMode``), named in its records unless it is SET's.
public enum Deck: String, CaseIterable, Hashable, Sendable {
    /// SET's cards (``SetCard``).
    case set
    /// Playing cards (``PlayingCard``): alone, under the real rule or in test mode.
    case cards

    /// Whether `variant` is played with this deck in `context`.
    public func plays(_ variant: Variant, in context: GameContext) -> Bool {
        switch self {
        case .set: variant.plays(context)
        case .cards: context == .solo && (variant == .standard || variant == .test)
        }
    }
}
