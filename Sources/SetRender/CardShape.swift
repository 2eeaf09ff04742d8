/// The shape of a content's cards on screen: width in cells for a height in rows (cells are
/// about twice as tall as wide), how many columns wider a card may grow where the screen is
/// wide for its height, and the smallest height that still reads.
public struct CardShape: Hashable, Sendable {
    /// Columns per row of height, as a fraction `columns / rows`.
    public let columns: Int
    public let rows: Int
    /// How many columns wider than ``width(forHeight:)`` a card may be (even, so what centres
    /// in a card of the shape centres in a wider one; see ``width(forHeight:room:)``).
    public let extraColumns: Int
    /// The smallest card height.
    public let minimumHeight: Int
    /// The narrowest symbols, in cells, a board chooses cards of this shape for where it can
    /// (``BoardLayout``); 0 for contents not drawn with symbol pictures.
    public let readableSymbolColumns: Int
    /// The shortest card whose symbols are four rows tall (four rows inside its border): a
    /// board stands rows of cards border to border (``BoardLayout/rowGap``), and a short
    /// screen gives the cards the tab bar's row, where only that makes its cards this tall;
    /// 0 for contents not drawn with symbol pictures.
    public let tallSymbolsHeight: Int

    public init(columns: Int, rows: Int, extraColumns: Int = 0, minimumHeight: Int, readableSymbolColumns: Int = 0, tallSymbolsHeight: Int = 0) {
        self.columns = columns
        self.rows = rows
        self.extraColumns = extraColumns - extraColumns % 2
        self.minimumHeight = minimumHeight
        self.readableSymbolColumns = readableSymbolColumns
        self.tallSymbolsHeight = tallSymbolsHeight
    }

    /// Whether a card `height` rows tall draws its symbols four rows tall or more
    /// (``tallSymbolsHeight``); always for contents without symbol pictures.
    public func hasTallSymbols(height: Int) -> Bool {
        height >= tallSymbolsHeight
    }

    /// Whether a card `width` columns wide draws symbols at least ``readableSymbolColumns``
    /// wide (``SymbolPlacement/pictureColumns(interiorWidth:)``).
    public func readsSymbols(width: Int) -> Bool {
        SymbolPlacement.pictureColumns(interiorWidth: width - 2) ?? 0 >= readableSymbolColumns
    }

    /// The width of a card `height` rows tall, rounded to the nearest column.
    public func width(forHeight height: Int) -> Int {
        (height * columns + rows / 2) / rows
    }

    /// The tallest card no wider than `width` columns.
    public func height(forWidth width: Int) -> Int {
        var height = width * rows / columns + 1
        while height > 0 && self.width(forHeight: height) > width { height -= 1 }
        return height
    }

    /// The card `height` rows tall, as wide as `room` columns allow: ``width(forHeight:)``
    /// and up to ``extraColumns`` more (never less than the shape's width), the width whose
    /// symbols are widest and centred (``SymbolPlacement/pictureColumns(interiorWidth:)``), the
    /// widest of those. Symbols of an even number of cells centre in an even width, so the
    /// card grows two columns at a time, but one column less where an odd width gives
    /// three-cell symbols in place of two-cell ones (a 13-column card beside a 12 or 14).
    public func width(forHeight height: Int, room: Int) -> Int {
        let base = width(forHeight: height), widest = base + min(extraColumns, max(0, room - base))
        guard widest > base else { return base }
        // The widest symbols, then centred ones (an even margin), then the wider card.
        var best = base, bestSymbols = -1, bestCentred = false
        for width in base...widest {
            let symbols = SymbolPlacement.pictureColumns(interiorWidth: width - 2) ?? 0
            let centred = (width - 2 - symbols) % 2 == 0
            if symbols > bestSymbols || (symbols == bestSymbols && (centred || !bestCentred)) {
                (best, bestSymbols, bestCentred) = (width, symbols, centred)
            }
        }
        return best
    }

    /// SET's cards: twice as wide as tall in cells, so about square on screen, and up to four
    /// columns wider where the screen's height limits them and its width allows (a real card
    /// is about 3 : 2): at 80 × 24 cards 16 × 6 hold three symbols of four cells where
    /// 12 × 6 held two-cell ones, and at 60 × 20 cards 13 × 6 three-cell ones; 10 × 5 at least.
    /// Boards choose cards whose symbols are three cells wide where they can (issue 41): in two
    /// cells a solid diamond and a solid oval cannot differ clearly in outline. Symbols three
    /// rows tall (cards 5 rows tall) made blind readers hesitate where four rows did not, so
    /// boards choose cards 6 rows tall where rows border to border give them that.
    public static let square = CardShape(
        columns: 2, rows: 1, extraColumns: 4, minimumHeight: 5, readableSymbolColumns: 3, tallSymbolsHeight: 6)
    /// Playing cards: 4 columns per 3 rows, so about 2 : 3 upright on screen; 7 × 5 at least.
    public static let portrait = CardShape(columns: 4, rows: 3, minimumHeight: 5)
}
