import SetRender

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What must be written to turn the last flushed frame into the next one.
///
/// Only changed cells go to the terminal: consecutive changed cells of a row form one
/// run. Without a previous frame of the same size every row is one run (a full redraw).
public enum FrameDiff {
    /// Changed cells starting at (`column`, `row`) and going right.
    public struct Run: Hashable, Sendable {
        public var row: Int
        public var column: Int
        public var cells: [Cell]

        public init(row: Int, column: Int, cells: [Cell]) {
            self.row = row
            self.column = column
            self.cells = cells
        }
    }

    /// Whether going from `previous` to `next` has to repaint everything.
    public static func needsFullRedraw(from previous: Grid?, to next: Grid) -> Bool {
        guard let previous else { return true }
        return previous.width != next.width || previous.height != next.height
    }

    /// The runs of cells of `next` that differ from `previous`, top to bottom, left to right.
    public static func runs(from previous: Grid?, to next: Grid) -> [Run] {
        var runs: [Run] = []
        forEachRun(from: previous, to: next) { row, columns in
            runs.append(Run(row: row, column: columns.lowerBound, cells: Array(next.cells[(row * next.width + columns.lowerBound)..<(row * next.width + columns.upperBound)])))
        }
        return runs
    }

    /// Calls `body` with the row and columns of each run of `next` that differs from
    /// `previous`, without building arrays. A run that would start on the right half of a
    /// wide character starts on its left half, so the character is written whole.
    public static func forEachRun(from previous: Grid?, to next: Grid, _ body: (_ row: Int, _ columns: Range<Int>) -> Void) {
        let width = next.width
        guard width > 0 else { return }
        guard let previous, !needsFullRedraw(from: previous, to: next) else {
            for row in 0..<next.height { body(row, 0..<width) }
            return
        }
        next.cells.withUnsafeBufferPointer { new in
            previous.cells.withUnsafeBufferPointer { old in
                // Cells are plain memory: an unchanged row is one memcmp, a cell one 8-byte word,
                // and a stretch of unchanged cells is skipped four words at a time.
                let (newCells, oldCells) = (UnsafeRawPointer(new.baseAddress!), UnsafeRawPointer(old.baseAddress!))
                let rowBytes = width &* MemoryLayout<Cell>.stride
                for row in 0..<next.height {
                    let (newRow, oldRow) = (newCells + row &* rowBytes, oldCells + row &* rowBytes)
                    if memcmp(oldRow, newRow, rowBytes) == 0 { continue }
                    var column = 0
                    while true {
                        column = Self.firstChange(of: newRow, from: oldRow, at: column, before: width)
                        guard column < width else { break }
                        var end = column &+ 1
                        while end < width, Self.word(newRow, end) != Self.word(oldRow, end) { end &+= 1 }
                        let start = column > 0 && new[row &* width &+ column].isWideContinuation ? column &- 1 : column
                        body(row, start..<end)
                        column = end
                    }
                }
            }
        }
    }

    /// Cell `column` of a row, as the 8-byte word it is.
    @inline(__always)
    private static func word(_ row: UnsafeRawPointer, _ column: Int) -> UInt64 {
        row.loadUnaligned(fromByteOffset: column &* MemoryLayout<Cell>.stride, as: UInt64.self)
    }

    /// The first column from `column` on where `new` differs from `old` (`width` when none).
    @inline(__always)
    private static func firstChange(of new: UnsafeRawPointer, from old: UnsafeRawPointer, at column: Int, before width: Int) -> Int {
        var column = column
        while column &+ 4 <= width {
            let differs = (word(new, column) ^ word(old, column)) | (word(new, column &+ 1) ^ word(old, column &+ 1))
                | (word(new, column &+ 2) ^ word(old, column &+ 2)) | (word(new, column &+ 3) ^ word(old, column &+ 3))
            if differs != 0 { break }
            column &+= 4
        }
        while column < width, word(new, column) == word(old, column) { column &+= 1 }
        return column
    }
}
