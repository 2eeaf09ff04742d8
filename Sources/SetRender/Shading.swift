/// How a symbol's inside is filled (D1): the three shadings of a SET card.
///
/// The shadings differ by glyph, not by color, so they read in monochrome too: drawn
/// symbols are filled, striped across every other half row, or only outlined (see
/// ``SymbolRaster``); tiny ones are filled, half filled or empty.
public enum Shading: Hashable, Sendable, CaseIterable {
    /// Filled.
    case solid
    /// Striped.
    case striped
    /// Empty inside: only the outline shows.
    case outlined

    /// The ASCII character that fills the inside of a symbol: `#`, `:` or a space.
    public var asciiFill: Character {
        switch self {
        case .solid: "#"
        case .striped: ":"
        case .outlined: " "
        }
    }
}
