import SetRender
import Testing

/// What part of a grid should show, in the manner of ratatui's `assert_buffer_lines` with
/// `set_style`: its rows as text, and styles laid over rectangles. A cell under no styled
/// rectangle is expected plain; where rectangles overlap, the later one wins.
///
/// ```swift
/// let expected = GridExpectation(["┌ q ┄┐", "┆    ┆", "└┄┄┄┄┘"])
///     .styled(Rect(x: 0, y: 0, width: 6, height: 3), hinted)
///     .styled(Rect(x: 1, y: 0, width: 3, height: 1), label)
/// expectGrid(grid, at: card.x, card.y, toShow: expected)
/// ```
public struct GridExpectation: Sendable {
    /// The rows, each as many characters as the first.
    public let lines: [String]
    /// Styles laid over rectangles, in order, in the expectation's own coordinates.
    public private(set) var styles: [(area: Rect, style: CellStyle)] = []

    /// An expectation of `lines`, every cell plain.
    /// - Precondition: every line has the same number of characters.
    public init(_ lines: [String]) {
        precondition(Set(lines.map(\.count)).count <= 1, "expected lines must be equally long")
        self.lines = lines
    }

    /// Columns.
    public var width: Int { lines.first?.count ?? 0 }
    /// Rows.
    public var height: Int { lines.count }

    /// The same expectation with `style` over `area` (its own coordinates, clipped).
    public func styled(_ area: Rect, _ style: CellStyle) -> GridExpectation {
        var copy = self
        copy.styles.append((area, style))
        return copy
    }

    /// The cells expected, as a grid.
    public var grid: Grid {
        var grid = Grid(width: width, height: height)
        for (row, line) in lines.enumerated() { grid.put(line, x: 0, y: row) }
        for (area, style) in styles { grid.restyle(area) { $0 = style } }
        return grid
    }

    /// What differs between this expectation and the part of `actual` with its top-left
    /// corner at (`x`, `y`): each row whose text differs, then each cell whose style differs
    /// (the first ten, and how many more). Empty when they agree.
    public func differences(from actual: Grid, x: Int = 0, y: Int = 0) -> [String] {
        let expected = grid
        var found: [String] = []
        for row in 0..<height {
            let shown = String((0..<width).map { actual[x + $0, y + row].glyph })
            if shown != lines[row] { found.append("row \(y + row): expected \"\(lines[row])\", got \"\(shown)\"") }
        }
        var styles: [String] = []
        for row in 0..<height {
            for column in 0..<width where expected[column, row].style != actual[x + column, y + row].style {
                let got = actual[x + column, y + row]
                styles.append("cell (\(x + column), \(y + row)) '\(got.glyph)': expected \(expected[column, row].style), got \(got.style)")
            }
        }
        found += styles.prefix(10)
        if styles.count > 10 { found.append("and \(styles.count - 10) more cells in another style") }
        return found
    }
}

/// Records an issue listing every difference between `expected` and the part of `grid` with
/// its top-left corner at (`x`, `y`) (see ``GridExpectation/differences(from:x:y:)``).
/// Returns whether they agree.
@discardableResult
public func expectGrid(
    _ grid: Grid, at x: Int = 0, _ y: Int = 0, toShow expected: GridExpectation,
    sourceLocation: SourceLocation = #_sourceLocation
) -> Bool {
    let differences = expected.differences(from: grid, x: x, y: y)
    if !differences.isEmpty {
        Issue.record(Comment(rawValue: differences.joined(separator: "\n")), sourceLocation: sourceLocation)
    }
    return differences.isEmpty
}
