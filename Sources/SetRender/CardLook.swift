import SetCore

/// Everything needed to draw one face-up card: a card resolved through a ``Theme`` for a
/// terminal.
public struct CardLook: Hashable, Sendable {
    /// The symbol printed on the card.
    public let symbol: SymbolArt
    /// How many symbols: 1…3.
    public let count: Int
    /// How the symbols are filled.
    public let shading: Shading
    /// The style of the symbols' cells (their color, or attributes in monochrome).
    public let style: CellStyle
    /// The color's letter, shown in a corner when the terminal has no color; nil otherwise.
    public let colorLetter: Character?
    /// Whether only ASCII glyphs may be drawn.
    public let ascii: Bool

    public init(symbol: SymbolArt, count: Int, shading: Shading, style: CellStyle, colorLetter: Character?, ascii: Bool) {
        self.symbol = symbol
        self.count = count
        self.shading = shading
        self.style = style
        self.colorLetter = colorLetter
        self.ascii = ascii
    }

    /// The symbol's rows at `size`, filled with the shading.
    public func symbolRows(_ size: ArtSize, compactWidth: Int = 3) -> [String] {
        symbol.rows(size, fill: shading.fill(ascii: ascii), ascii: ascii, compactWidth: compactWidth)
    }
}
