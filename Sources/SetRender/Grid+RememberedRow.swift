#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Rows that are a pure function of a few values and the grid's size (the tab bar, the help
/// bar, the status line) are drawn once per value and copied on later frames.
///
/// Copying is the same as drawing: a row is kept only when its drawing on a blank grid
/// changed nothing but that row, and it is copied only onto a row that is still blank.
/// The rows are kept in the drawing session's ``RenderCache``, newest first. A frame uses two
/// or three, so they are looked through in turn: comparing a few values costs less than
/// hashing them.
extension Grid {
    /// A row kept, with what it depends on: the caller's values, which row, the grid's size.
    struct RememberedRow {
        let type: ObjectIdentifier
        let values: any AnyObject & Sendable
        let row: Int
        let width: Int
        let height: Int
        let cells: [Cell]
    }

    /// Rows kept; the oldest goes when another comes.
    static let rowCapacity = 16

    /// Draws what `draw` draws on row `row`, which depends on nothing but `values` and this
    /// grid's size, from the cells `cache` keeps for them when there are some. Values of
    /// different types never match.
    @inlinable
    public mutating func drawRemembered<Values: Equatable & Sendable>(
        row: Int, for values: Values, in cache: RenderCache, _ draw: (inout Grid) -> Void
    ) {
        // Inlined, so the comparison is the caller's own (specialized) code: values kept
        // are compared only with values of their own type, so the box needs no checked cast.
        drawRemembered(
            row: row, type: ObjectIdentifier(Values.self),
            isFor: { unsafeDowncast($0, to: RememberedValues<Values>.self).values == values },
            values: { RememberedValues(values) }, cache: cache, draw
        )
    }

    /// The values a row was kept for, boxed.
    @usableFromInline
    final class RememberedValues<Values: Equatable & Sendable>: Sendable {
        @usableFromInline let values: Values

        @usableFromInline init(_ values: Values) {
            self.values = values
        }
    }

    /// ``drawRemembered(row:for:in:_:)`` for values of `type`: `isFor` tells whether values
    /// kept with that type are the caller's, and `values` boxes them to be kept.
    @usableFromInline
    mutating func drawRemembered(
        row: Int, type: ObjectIdentifier, isFor: (any AnyObject & Sendable) -> Bool, values: () -> any AnyObject & Sendable,
        cache: RenderCache, _ draw: (inout Grid) -> Void
    ) {
        guard row >= 0, row < height, isBlank(row: row) else { return draw(&self) }
        let (width, height) = (width, height)
        let kept = cache.rows.withLock { rows in
            rows.first { $0.type == type && $0.row == row && $0.width == width && $0.height == height && isFor($0.values) }?.cells
        }
        if let kept { return replaceRow(row, with: kept) }
        var drawn = Grid(width: width, height: height)
        draw(&drawn)
        let cells = Array(drawn.cells[(row * width)..<((row + 1) * width)])
        guard drawn.isBlank(exceptRow: row) else { return draw(&self) }
        let remembered = RememberedRow(type: type, values: values(), row: row, width: width, height: height, cells: cells)
        cache.rows.withLock { rows in
            rows.insert(remembered, at: 0)
            if rows.count > Self.rowCapacity { rows.removeLast() }
        }
        replaceRow(row, with: cells)
    }

    /// Whether every row but `row` is blank: each compared with a blank row by one memcmp
    /// (cells are plain memory).
    func isBlank(exceptRow row: Int) -> Bool {
        let blankRow = [Cell](repeating: .blank, count: width)
        let rowBytes = width * MemoryLayout<Cell>.stride
        guard rowBytes > 0 else { return true }
        return cells.withUnsafeBytes { mine in
            blankRow.withUnsafeBytes { blank in
                (0..<height).allSatisfy { $0 == row || memcmp(mine.baseAddress! + $0 * rowBytes, blank.baseAddress!, rowBytes) == 0 }
            }
        }
    }

    /// Whether every cell of `row` is a blank: the cells compared as the 8-byte words they
    /// are, four at a time.
    func isBlank(row: Int) -> Bool {
        let blank = withUnsafeBytes(of: Cell.blank) { $0.loadUnaligned(as: UInt64.self) }
        let stride = MemoryLayout<Cell>.stride
        return cells.withUnsafeBytes { bytes in
            var offset = row * width * stride
            let end = offset + width * stride
            func differs(_ at: Int) -> UInt64 { bytes.loadUnaligned(fromByteOffset: at, as: UInt64.self) ^ blank }
            while offset &+ 4 &* stride <= end {
                if differs(offset) | differs(offset &+ stride) | differs(offset &+ 2 &* stride) | differs(offset &+ 3 &* stride) != 0 {
                    return false
                }
                offset &+= 4 &* stride
            }
            while offset < end {
                if differs(offset) != 0 { return false }
                offset &+= stride
            }
            return true
        }
    }
}
