import SetRender

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
        let width = next.width
        guard let previous, !needsFullRedraw(from: previous, to: next) else {
            return (0..<next.height).compactMap { row in
                width == 0 ? nil : Run(row: row, column: 0, cells: Array(next.cells[(row * width)..<((row + 1) * width)]))
            }
        }
        var runs: [Run] = []
        for row in 0..<next.height {
            var column = 0
            while column < width {
                let index = row * width + column
                guard previous.cells[index] != next.cells[index] else {
                    column += 1
                    continue
                }
                var end = column + 1
                while end < width, previous.cells[row * width + end] != next.cells[row * width + end] { end += 1 }
                runs.append(Run(row: row, column: column, cells: Array(next.cells[index..<(row * width + end)])))
                column = end
            }
        }
        return runs
    }
}
