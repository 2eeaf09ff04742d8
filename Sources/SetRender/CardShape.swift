/// The shape of a content's cards on screen: width in cells for a height in rows (cells are
/// about twice as tall as wide), how many columns wider a card may grow where the screen is
/// wide for its height, and the smallest height that still reads.
public struct CardShape: Hashable, Sendable {
    /// Columns per row of height, as a fraction `columns / rows`.
    public let columns: Int
    public let rows: Int
    /// How many columns wider than ``width(forHeight:)`` a card may be, in steps of two (so
    /// what centres in a card of the shape centres in a wider one).
    public let extraColumns: Int
    /// The smallest card height.
    public let minimumHeight: Int

    public init(columns: Int, rows: Int, extraColumns: Int = 0, minimumHeight: Int) {
        self.columns = columns
        self.rows = rows
        self.extraColumns = extraColumns - extraColumns % 2
        self.minimumHeight = minimumHeight
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
    /// and up to ``extraColumns`` more, two at a time (never less than the shape's width).
    public func width(forHeight height: Int, room: Int) -> Int {
        let base = width(forHeight: height), extra = min(extraColumns, max(0, room - base))
        return base + extra - extra % 2
    }

    /// SET's cards: twice as wide as tall in cells, so about square on screen, and up to four
    /// columns wider where the screen's height limits them and its width allows (a real card
    /// is about 3 : 2): at 80 × 24 cards 16 × 6 hold three symbols of four cells where
    /// 12 × 6 held two-cell ones; 10 × 5 at least.
    public static let square = CardShape(columns: 2, rows: 1, extraColumns: 4, minimumHeight: 5)
    /// Playing cards: 4 columns per 3 rows, so about 2 : 3 upright on screen; 7 × 5 at least.
    public static let portrait = CardShape(columns: 4, rows: 3, minimumHeight: 5)
}
