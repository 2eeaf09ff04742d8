/// How a symbol's inside is filled (D1): the three shadings of a SET card.
///
/// The shadings differ by glyph, not by color, so they read in monochrome too.
public enum Shading: Hashable, Sendable, CaseIterable {
    /// Filled: `█`, or `#` in ASCII.
    case solid
    /// Hatched: `░`, or `:` in ASCII.
    case striped
    /// Empty inside: only the outline shows.
    case outlined

    /// The glyph that fills the inside of a symbol.
    public func fill(ascii: Bool) -> Character {
        switch self {
        case .solid: ascii ? "#" : "█"
        case .striped: ascii ? ":" : "░"
        case .outlined: " "
        }
    }
}
