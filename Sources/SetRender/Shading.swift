/// How a symbol's inside is filled (D1): the three shadings of a SET card.
///
/// The shadings differ by glyph, not by color, so they read in monochrome too, at every
/// size: solid symbols are filled with blocks, striped ones shaded ▒ within their outline,
/// outlined ones drawn in thin lines (see ``SymbolRaster`` and the themes' tiny drawings).
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
