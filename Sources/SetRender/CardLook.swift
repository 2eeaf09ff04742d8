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

    /// Draws the symbols, placed by `placement` in `interior`, on `grid` in the look's style,
    /// keeping their rasters in `cache`.
    public func drawSymbols(_ placement: SymbolPlacement, in interior: Rect, on grid: inout Grid, cache: RenderCache) {
        switch placement.scale {
        case .drawn:
            let cells = SymbolRaster.cells(
                shape: symbol.shape, boxes: placement.boxes, cells: (interior.width, interior.height), shading: shading, cache: cache)
            for (column, row, plain) in cells {
                var cell = plain
                cell.style = style
                grid[interior.x + column, interior.y + row] = cell
            }
        case .pictured:
            for box in placement.boxes {
                let rows = SymbolPicture.rows(symbol.shape, shading, columns: box.width, rows: box.height)
                for (row, text) in rows.enumerated() {
                    for (column, glyph) in text.enumerated() where glyph != " " {
                        grid[interior.x + box.x + column, interior.y + box.y + row] = Cell(glyph, style: style)
                    }
                }
            }
        case .tiny:
            for box in placement.boxes {
                for (row, text) in symbol.tinyRows(shading).enumerated() {
                    let left = interior.x + box.x + (box.width - text.count) / 2
                    for (column, glyph) in text.enumerated() where glyph != " " {
                        grid[left + column, interior.y + box.y + row] = Cell(glyph, style: style)
                    }
                }
            }
        }
    }
}
