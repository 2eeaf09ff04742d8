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
                // Cells are plain memory: an unchanged row is one memcmp, a cell one 8-byte word.
                let (newWords, oldWords) = (UnsafeRawPointer(new.baseAddress!), UnsafeRawPointer(old.baseAddress!))
                let stride = MemoryLayout<Cell>.stride
                func same(_ index: Int) -> Bool {
                    newWords.loadUnaligned(fromByteOffset: index * stride, as: UInt64.self)
                        == oldWords.loadUnaligned(fromByteOffset: index * stride, as: UInt64.self)
                }
                for row in 0..<next.height {
                    let base = row * width
                    if memcmp(old.baseAddress! + base, new.baseAddress! + base, width * MemoryLayout<Cell>.stride) == 0 { continue }
                    var column = 0
                    while column < width {
                        guard !same(base + column) else {
                            column += 1
                            continue
                        }
                        var end = column + 1
                        while end < width, !same(base + end) { end += 1 }
                        let start = column > 0 && new[base + column].isWideContinuation ? column - 1 : column
                        body(row, start..<end)
                        column = end
                    }
                }
            }
        }
    }
}
