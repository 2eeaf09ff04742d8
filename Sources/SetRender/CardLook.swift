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
    /// The color's name, shown on the bottom border when the terminal has no color (or the
    /// palette labels its colors), so the color reads without any color; nil otherwise.
    public let colorName: String?
    /// Whether only ASCII glyphs may be drawn.
    public let ascii: Bool

    public init(
        symbol: SymbolArt, count: Int, shading: Shading, style: CellStyle, colorLetter: Character?, colorName: String? = nil,
        ascii: Bool
    ) {
        self.symbol = symbol
        self.count = count
        self.shading = shading
        self.style = style
        self.colorLetter = colorLetter
        self.colorName = colorName
        self.ascii = ascii
    }

    /// The symbols' glyphs, placed by `placement` in `interior`, with their grid positions.
    public func symbolGlyphs(_ placement: SymbolPlacement, in interior: Rect) -> [(x: Int, y: Int, glyph: Character)] {
        switch placement.scale {
        case .drawn:
            let glyphs = SymbolRaster.glyphs(
                shape: symbol.shape, boxes: placement.boxes, cells: (interior.width, interior.height), shading: shading, ascii: ascii)
            return glyphs.map { (interior.x + $0.column, interior.y + $0.row, $0.glyph) }
        case .tiny:
            return placement.boxes.flatMap { box in
                let rows = symbol.tinyRows(shading, ascii: ascii, rows: box.height)
                return rows.enumerated().flatMap { row, text in
                    let left = interior.x + box.x + (box.width - text.count) / 2
                    return text.enumerated().compactMap { column, glyph in
                        glyph == " " ? nil : (left + column, interior.y + box.y + row, glyph)
                    }
                }
            }
        }
    }
}
