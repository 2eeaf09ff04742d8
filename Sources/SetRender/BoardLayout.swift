/// Where the cards on the table go (D3): a grid of equal cards, as large as the area
/// allows, all of one ``CardShape``, with a gap between them, centered in the area. Cards are
/// as tall as the area allows for their shape, then as much wider as the shape lets them grow
/// into the width left over (``CardShape/width(forHeight:room:)``).
///
/// Slots fill row-major: left to right, then the next row down; only the last row may be
/// partial. Up to ``maximumLabeledCards`` cards, only grids whose every slot can carry a
/// key label are used (``isLabelable(rows:columns:)``).
public struct BoardLayout: Hashable, Sendable {
    /// SET's card width in cells per row of card height (``CardShape/square``).
    public static let aspectRatio = CardShape.square.columns
    /// SET's smallest card height; with ``aspectRatio`` the smallest card is 10 × 5.
    public static let minimumCardHeight = CardShape.square.minimumHeight
    /// Blank columns between cards side by side and blank rows between cards above each other.
    public static let gap = 1
    /// The most cards a labeled board holds: nine key columns of the keyboard's three letter
    /// rows (D5).
    public static let maximumLabeledCards = 27

    /// Whether a board of `rows` × `columns` can give every slot a key of the three letter
    /// rows: at most 3 rows of at most 9 cards, or (portrait) at most 3 columns of at most 9.
    public static func isLabelable(rows: Int, columns: Int) -> Bool {
        (rows <= 3 && columns <= 9) || (columns <= 3 && rows <= 9)
    }

    /// Cards per row.
    public let columns: Int
    /// Rows of cards.
    public let rows: Int
    /// Every card's width.
    public let cardWidth: Int
    /// Every card's height.
    public let cardHeight: Int
    /// The frame of each slot, in slot order; one per card.
    public let frames: [Rect]

    /// The largest layout of `cardCount` cards inside `area`, or nil when even the smallest
    /// cards do not fit (the terminal is too small). No cards give an empty layout.
    ///
    /// Among grids with equally large cards, one without empty slots wins, then the one with
    /// fewer columns.
    public init?(cardCount: Int, in area: Rect, shape: CardShape = .square) {
        guard cardCount > 0 else {
            (columns, rows, cardWidth, cardHeight, frames) = (0, 0, 0, 0, [])
            return
        }
        let best = BoardLayout.shapes(for: cardCount)
            .map { grid in (grid, BoardLayout.cardHeight(columns: grid.columns, rows: grid.rows, in: area, shape: shape)) }
            .filter { $0.1 >= shape.minimumHeight }
            .max { a, b in
                (a.1, a.0.rows * a.0.columns == cardCount ? 1 : 0, -a.0.columns)
                    < (b.1, b.0.rows * b.0.columns == cardCount ? 1 : 0, -b.0.columns)
            }
        guard let (grid, height) = best else { return nil }
        columns = grid.columns
        rows = grid.rows
        cardHeight = height
        cardWidth = shape.width(forHeight: height, room: (area.width - (columns - 1) * BoardLayout.gap) / columns)
        let boardWidth = columns * cardWidth + (columns - 1) * BoardLayout.gap
        let boardHeight = rows * cardHeight + (rows - 1) * BoardLayout.gap
        let left = area.x + (area.width - boardWidth) / 2
        let top = area.y + (area.height - boardHeight) / 2
        let (stepX, stepY) = (cardWidth + BoardLayout.gap, cardHeight + BoardLayout.gap)
        let (columns, size) = (columns, (cardWidth, cardHeight))
        frames = (0..<cardCount).map { slot in
            Rect(x: left + (slot % columns) * stepX, y: top + (slot / columns) * stepY, width: size.0, height: size.1)
        }
    }

    /// The row and column of `slot`.
    public func position(of slot: Int) -> (row: Int, column: Int) {
        (slot / max(columns, 1), slot % max(columns, 1))
    }

    /// The slot at `row`, `column`, or nil when no card is there.
    public func slot(row: Int, column: Int) -> Int? {
        guard (0..<columns).contains(column), row >= 0 else { return nil }
        let slot = row * columns + column
        return slot < frames.count ? slot : nil
    }

    /// The smallest area of each usable grid of `cardCount` cards, with the smallest cards:
    /// an area holds the cards exactly when it is at least as wide and as tall as one of these.
    public static func minimumSizes(cardCount: Int, shape: CardShape = .square) -> [(width: Int, height: Int)] {
        let height = shape.minimumHeight, width = shape.width(forHeight: shape.minimumHeight)
        return shapes(for: max(cardCount, 1)).map { ($0.columns * (width + gap) - gap, $0.rows * (height + gap) - gap) }
    }

    /// The grids worth trying: every column count, rows as few as hold the cards, keeping
    /// only labelable grids up to the label limit.
    private static func shapes(for cardCount: Int) -> [(columns: Int, rows: Int)] {
        (1...cardCount).map { columns in (columns, (cardCount + columns - 1) / columns) }
            .filter { shape in
                cardCount > maximumLabeledCards || isLabelable(rows: shape.rows, columns: shape.columns)
            }
    }

    /// The largest card height for a grid in `area`, keeping the shape.
    private static func cardHeight(columns: Int, rows: Int, in area: Rect, shape: CardShape) -> Int {
        let byHeight = (area.height - (rows - 1) * gap) / rows
        let byWidth = shape.height(forWidth: (area.width - (columns - 1) * gap) / columns)
        return min(byHeight, byWidth)
    }
}
