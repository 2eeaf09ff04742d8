/// A screen's worth of styled cells, drawn whole each frame and diffed by the backend.
///
/// Writes outside the grid are clipped, never wrapped, so a card may be drawn partly off
/// screen.
public struct Grid: Hashable, Sendable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Row-major cells.
    public private(set) var cells: [Cell]

    /// A grid of `width` × `height` blank cells.
    public init(width: Int, height: Int, filling cell: Cell = .blank) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.cells = Array(repeating: cell, count: self.width * self.height)
    }

    /// The whole grid as a rectangle.
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The cell at column `x`, row `y`; reading outside gives a blank cell, writing outside
    /// does nothing.
    public subscript(x: Int, y: Int) -> Cell {
        get { bounds.contains(x: x, y: y) ? cells[y * width + x] : .blank }
        set { if bounds.contains(x: x, y: y) { cells[y * width + x] = newValue } }
    }

    /// Writes `text` from (`x`, `y`) rightwards in `style`, clipped to the grid.
    public mutating func put(_ text: String, x: Int, y: Int, style: CellStyle = .plain) {
        guard y >= 0, y < height else { return }
        var column = x
        for character in text {
            if column >= width { return }
            if column >= 0 { cells[y * width + column] = Cell(character, style: style) }
            column += 1
        }
    }

    /// Fills every cell of `rect` (clipped) with `cell`.
    public mutating func fill(_ rect: Rect, with cell: Cell) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for row in area.y..<area.maxY {
            for column in area.x..<area.maxX { cells[row * width + column] = cell }
        }
    }

    /// Changes the style of every cell of `rect` (clipped) with `change`, keeping glyphs.
    public mutating func restyle(_ rect: Rect, _ change: (inout CellStyle) -> Void) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for row in area.y..<area.maxY {
            for column in area.x..<area.maxX { change(&cells[row * width + column].style) }
        }
    }

    /// Copies every cell of `other` onto this grid with its top-left corner at (`x`, `y`),
    /// clipped.
    public mutating func paste(_ other: Grid, x: Int, y: Int) {
        for row in 0..<other.height {
            for column in 0..<other.width { self[x + column, y + row] = other.cells[row * other.width + column] }
        }
    }

    /// The glyphs of each row as text, for tests and plain captures.
    public var lines: [String] {
        (0..<height).map { row in String(cells[(row * width)..<((row + 1) * width)].map(\.glyph)) }
    }

    /// The grid as text, rows joined by newlines.
    public var text: String { lines.joined(separator: "\n") }
}

extension Grid: CustomStringConvertible {
    /// The glyphs, row by row, so a failing test shows the screen.
    public var description: String { text }
}
