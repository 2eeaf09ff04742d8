/// Where the cards on the table go (D3): a grid of equal cards, as large as the area
/// allows, all of one ``CardShape``, with a gap between them (none side by side where only
/// that gives three-cell symbols, ``columnGap``, and none between rows where only that gives
/// four-row symbols, ``rowGap``), centered in the area. Cards are
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
    /// Blank columns between cards side by side and blank rows between cards above each other;
    /// cards side by side stand without one where only that gives their symbols three cells
    /// (``columnGap``), rows of cards where only that gives them four rows (``rowGap``).
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
    /// Blank columns between cards side by side: ``gap``, or none where only cards border to
    /// border are wide enough for three-cell symbols (18 cards at 80 × 24: 13 columns each
    /// rather than 12, whose symbols are two cells). Each card draws its own border, so two
    /// cards still show two lines between them.
    public let columnGap: Int
    /// Blank rows between rows of cards: ``gap``, or none where only rows border to border
    /// leave cards tall enough for four-row symbols (``CardShape/tallSymbolsHeight``): 12
    /// cards at 60 × 21 are 13 × 6 rather than 13 × 5, whose symbols are three rows tall.
    public let rowGap: Int
    /// The frame of each slot, in slot order; one per card.
    public let frames: [Rect]

    /// The largest layout of `cardCount` cards inside `area`, or nil when even the smallest
    /// cards do not fit (the terminal is too small). No cards give an empty layout.
    ///
    /// Cards whose symbols are three cells wide or more win (``CardShape/readableSymbolColumns``),
    /// with a blank column between them where some do and border to border only where none
    /// do, then taller cards; rows of cards stand border to border only where no grid with a
    /// blank row between them has four-row symbols (``CardShape/tallSymbolsHeight``). Among
    /// grids with equally large cards, one without empty slots wins, then the one with fewer
    /// columns.
    public init?(cardCount: Int, in area: Rect, shape: CardShape = .square) {
        guard cardCount > 0 else {
            (columns, rows, cardWidth, cardHeight, columnGap, rowGap, frames) = (0, 0, 0, 0, BoardLayout.gap, BoardLayout.gap, [])
            return
        }
        let grids = BoardLayout.shapes(for: cardCount)
        let tall = { (card: Candidate) in shape.hasTallSymbols(height: card.height) }
        let reads = { (card: Candidate) in shape.readsSymbols(width: card.width) }
        var found = BoardLayout.candidates(grids, in: area, shape: shape, rowGap: BoardLayout.gap)
        // Tall cards count only if their symbols are as wide as any here (six two-cell-wide
        // cards a row apart do not spare four three-cell-wide ones at 78 × 20).
        let readable = found.contains(where: reads)
        if shape.tallSymbolsHeight > 0, !found.contains(where: { tall($0) && (reads($0) || !readable) }) {
            found += BoardLayout.candidates(grids, in: area, shape: shape, rowGap: 0).filter(tall)
        }
        let best = found.map { ($0, BoardLayout.rank($0, cardCount: cardCount, shape: shape)) }.max { $0.1 < $1.1 }?.0
        guard let best else { return nil }
        columns = best.grid.columns
        rows = best.grid.rows
        cardHeight = best.height
        cardWidth = best.width
        columnGap = best.columnGap
        rowGap = best.rowGap
        let boardWidth = columns * cardWidth + (columns - 1) * columnGap
        let boardHeight = rows * cardHeight + (rows - 1) * rowGap
        let left = area.x + (area.width - boardWidth) / 2
        let top = area.y + (area.height - boardHeight) / 2
        let (stepX, stepY) = (cardWidth + columnGap, cardHeight + rowGap)
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
        var shapes: [(columns: Int, rows: Int)] = []
        for columns in 1...cardCount {
            let rows = (cardCount + columns - 1) / columns
            if cardCount > maximumLabeledCards || isLabelable(rows: rows, columns: columns) { shapes.append((columns, rows)) }
        }
        return shapes
    }

    /// Cards of one size in a grid, `columnGap` apart side by side and `rowGap` above each other.
    private typealias Candidate = (grid: (columns: Int, rows: Int), height: Int, width: Int, columnGap: Int, rowGap: Int)

    /// The cards worth trying in `grids` with rows `rowGap` apart: a column apart side by
    /// side, and border to border (only those whose symbols read) where none of those reads.
    private static func candidates(_ grids: [(columns: Int, rows: Int)], in area: Rect, shape: CardShape, rowGap: Int) -> [Candidate] {
        let reads = { (card: Candidate) in shape.readsSymbols(width: card.width) }
        let apart = grids.flatMap { candidates($0, in: area, shape: shape, columnGap: gap, rowGap: rowGap) }
        guard shape.readableSymbolColumns > 0, !apart.contains(where: reads) else { return apart }
        return apart + grids.flatMap { candidates($0, in: area, shape: shape, columnGap: 0, rowGap: rowGap) }.filter(reads)
    }

    /// The cards worth trying in `grid`, `columnGap` and `rowGap` apart: the tallest that fit
    /// `area`, and the tallest whose symbols read (``CardShape/readsSymbols(width:)``) where
    /// those do not; none when even the smallest do not fit.
    private static func candidates(
        _ grid: (columns: Int, rows: Int), in area: Rect, shape: CardShape, columnGap: Int, rowGap: Int
    ) -> [Candidate] {
        let room = (area.width - (grid.columns - 1) * columnGap) / grid.columns
        let tallest = cardHeight(grid, in: area, shape: shape, gaps: (columnGap, rowGap))
        guard tallest >= shape.minimumHeight else { return [] }
        let card = { (height: Int) -> Candidate in (grid, height, shape.width(forHeight: height, room: room), columnGap, rowGap) }
        // Symbols widen with the card, three-cell ones in odd widths only: where a card as wide
        // as the room, or a column narrower, does not read, no narrower one does.
        guard shape.readableSymbolColumns > 0, !shape.readsSymbols(width: card(tallest).width),
              shape.readsSymbols(width: room) || shape.readsSymbols(width: room - 1)
        else { return [card(tallest)] }
        let readable = stride(from: tallest, through: shape.minimumHeight, by: -1).lazy.map(card).first { shape.readsSymbols(width: $0.width) }
        return [card(tallest)] + (readable.map { [$0] } ?? [])
    }

    /// How good cards `height` × `width` in `grid` are: first whether their symbols are three
    /// cells wide or more (``CardShape/readsSymbols(width:)``; a card a row
    /// shorter that shows them beats a taller one with two-cell symbols, 13 × 6 rather than
    /// 14 × 7 at 60 × 26), then their height, then a grid without empty slots, then fewer columns.
    private static func rank(_ card: Candidate, cardCount: Int, shape: CardShape) -> (Int, Int, Int, Int) {
        (shape.readsSymbols(width: card.width) ? 1 : 0, card.height, card.grid.rows * card.grid.columns == cardCount ? 1 : 0, -card.grid.columns)
    }

    /// The largest card height for `grid` in `area`, cards `gaps` apart (columns, rows),
    /// keeping the shape.
    private static func cardHeight(_ grid: (columns: Int, rows: Int), in area: Rect, shape: CardShape, gaps: (columns: Int, rows: Int)) -> Int {
        let byHeight = (area.height - (grid.rows - 1) * gaps.rows) / grid.rows
        let byWidth = shape.height(forWidth: (area.width - (grid.columns - 1) * gaps.columns) / grid.columns)
        return min(byHeight, byWidth)
    }
}
