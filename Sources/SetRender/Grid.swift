/// A screen's worth of styled cells, drawn whole each frame and diffed by the backend.
/// Cells are 8 bytes of plain memory (``Cell``), so copying and comparing grids is cheap.
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

    /// Copies row `row` of `other`, a grid of the same width, over this grid's row `row`.
    public mutating func copyRow(_ row: Int, from other: Grid) {
        guard other.width == width, row >= 0, row < height, row < other.height else { return }
        let start = row * width
        cells.withUnsafeMutableBufferPointer { target in
            other.cells.withUnsafeBufferPointer { source in
                guard let to = target.baseAddress, let from = source.baseAddress else { return }
                (to + start).update(from: from + start, count: width)
            }
        }
    }

    /// This grid in storage of its own, made by one memory copy. A grid that shares its
    /// storage is otherwise copied cell by cell on its first write, at several times the cost.
    public func withOwnStorage() -> Grid {
        var copy = self
        copy.cells = Array(unsafeUninitializedCapacity: cells.count) { buffer, count in
            cells.withUnsafeBufferPointer { source in
                if let from = source.baseAddress { buffer.baseAddress!.initialize(from: from, count: source.count) }
            }
            count = cells.count
        }
        return copy
    }

    /// Copies every cell of `other`, a grid of this size, over this grid's: one memory copy
    /// into storage this grid keeps.
    mutating func copyCells(of other: Grid) {
        precondition(other.width == width && other.height == height, "a grid of the same size")
        cells.withUnsafeMutableBufferPointer { target in
            other.cells.withUnsafeBufferPointer { source in
                guard let to = target.baseAddress, let from = source.baseAddress else { return }
                to.update(from: from, count: source.count)
            }
        }
    }

    /// Puts `rowCells`, a whole row of them, on row `row`.
    mutating func replaceRow(_ row: Int, with rowCells: [Cell]) {
        precondition(rowCells.count == width && row >= 0 && row < height, "a whole row of the grid")
        cells.replaceSubrange((row * width)..<((row + 1) * width), with: rowCells)
    }

    /// The whole grid as a rectangle.
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// The cell at column `x`, row `y`; reading outside gives a blank cell, writing outside
    /// does nothing. Writing a wide cell also writes its right half; writing over half of a
    /// wide character blanks the other half.
    public subscript(x: Int, y: Int) -> Cell {
        get { bounds.contains(x: x, y: y) ? cells[y * width + x] : .blank }
        set { if bounds.contains(x: x, y: y) { write(newValue, x: x, y: y) } }
    }

    /// Writes `text` from (`x`, `y`) rightwards in `style`, clipped to the grid: one column per
    /// scalar, two for a wide one; zero-width scalars (combining marks, variation selectors,
    /// joiners) are dropped.
    public mutating func put(_ text: String, x: Int, y: Int, style: CellStyle = .plain) {
        guard y >= 0, y < height else { return }
        var column = x
        for scalar in text.unicodeScalars {
            if column >= width { return }
            let columns = ScalarWidth.columns(of: scalar)
            if column >= 0, columns > 0 { write(Cell(scalar: scalar, wide: columns == 2, style: style), x: column, y: y) }
            column += columns
        }
    }

    /// Fills every cell of `rect` (clipped) with `cell`.
    public mutating func fill(_ rect: Rect, with cell: Cell) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        if cell.isPartOfWide {
            for row in area.y..<area.maxY {
                for column in area.x..<area.maxX where !cell.isWide || (column - area.x) % 2 == 0 { write(cell, x: column, y: row) }
            }
            return
        }
        for row in area.y..<area.maxY {
            splitWide(x: area.x, y: row)
            splitWide(x: area.maxX - 1, y: row)
        }
        let width = width
        cells.withUnsafeMutableBufferPointer { cells in
            for row in area.y..<area.maxY {
                (cells.baseAddress! + row * width + area.x).update(repeating: cell, count: area.width)
            }
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

    /// Copies `block`, which holds no wide character, with its top-left corner at (`x`, `y`),
    /// clipped: the same as filling its rectangle and writing its cells, one memory copy a
    /// row.
    mutating func cover(with block: Grid, x: Int, y: Int) {
        let area = Rect(x: x, y: y, width: block.width, height: block.height).intersection(bounds)
        guard !area.isEmpty else { return }
        for row in area.y..<area.maxY {
            splitWide(x: area.x, y: row)
            splitWide(x: area.maxX - 1, y: row)
        }
        let width = width
        cells.withUnsafeMutableBufferPointer { target in
            block.cells.withUnsafeBufferPointer { source in
                guard let to = target.baseAddress, let from = source.baseAddress else { return }
                for row in area.y..<area.maxY {
                    (to + row * width + area.x).update(from: from + (row - y) * block.width + (area.x - x), count: area.width)
                }
            }
        }
    }

    /// Puts `cell` at (`x`, `y`), inside the grid, keeping wide characters whole: a wide
    /// cell takes the next column too (or becomes a space in the last column), a right half
    /// alone is only kept where its left half is, and a wide character partly overwritten
    /// leaves a space in its other half.
    private mutating func write(_ cell: Cell, x: Int, y: Int) {
        let index = y * width + x
        guard cell.isPartOfWide || cells[index].isPartOfWide else {
            cells[index] = cell
            return
        }
        if cell.isWideContinuation {
            if x > 0, cells[index - 1].isWide { cells[index].style = cell.style } else { write(Cell(" ", style: cell.style), x: x, y: y) }
            return
        }
        splitWide(x: x, y: y)
        guard cell.isWide else {
            cells[index] = cell
            return
        }
        guard x + 1 < width else {
            cells[index] = Cell(" ", style: cell.style)
            return
        }
        splitWide(x: x + 1, y: y)
        cells[index] = cell
        cells[index + 1] = .wideContinuation(style: cell.style)
    }

    /// Turns the wide character that (`x`, `y`) is half of, if any, into spaces in its
    /// style, so the cell can be overwritten on its own.
    private mutating func splitWide(x: Int, y: Int) {
        guard x >= 0, x < width else { return }
        let index = y * width + x
        let cell = cells[index]
        guard cell.isPartOfWide else { return }
        let left = cell.isWide ? index : index - 1
        if cell.isWideContinuation, x == 0 {
            cells[index] = Cell(" ", style: cell.style)
            return
        }
        cells[left] = Cell(" ", style: cells[left].style)
        if left + 1 < (y + 1) * width { cells[left + 1] = Cell(" ", style: cells[left + 1].style) }
    }

    /// The glyphs of each row as text, for tests and plain captures.
    public var lines: [String] {
        (0..<height).map { row in
            var line = String.UnicodeScalarView()
            for cell in cells[(row * width)..<((row + 1) * width)] where !cell.isWideContinuation { line.append(cell.scalar) }
            return String(line)
        }
    }

    /// The grid as text, rows joined by newlines.
    public var text: String { lines.joined(separator: "\n") }
}

extension Grid: CustomStringConvertible {
    /// The glyphs, row by row, so a failing test shows the screen.
    public var description: String { text }
}
