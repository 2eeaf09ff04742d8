/// The shape of a content's cards on screen: width in cells for a height in rows (cells are
/// about twice as tall as wide), and the smallest height that still reads.
public struct CardShape: Hashable, Sendable {
    /// Columns per row of height, as a fraction `columns / rows`.
    public let columns: Int
    public let rows: Int
    /// The smallest card height.
    public let minimumHeight: Int

    public init(columns: Int, rows: Int, minimumHeight: Int) {
        self.columns = columns
        self.rows = rows
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

    /// SET's cards: twice as wide as tall in cells, so about square on screen; 10 × 5 at least.
    public static let square = CardShape(columns: 2, rows: 1, minimumHeight: 5)
    /// Playing cards: 4 columns per 3 rows, so about 2 : 3 upright on screen; 7 × 5 at least.
    public static let portrait = CardShape(columns: 4, rows: 3, minimumHeight: 5)
}
