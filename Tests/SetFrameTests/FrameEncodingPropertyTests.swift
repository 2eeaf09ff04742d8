import PropertyBased
import SetRender
import SetTestSupport
import Testing

@testable import SetFrame

/// The diff and the encoder against the plain reading of what they do, on random frames:
/// the runs are the maximal stretches of changed cells of each row (starting on a wide
/// character's left half), and the bytes are, run after run, a move, a style's controls
/// when it changes, and each character in UTF-8. Rows of every width from 1 to 13 put
/// changes before, across and after the diff's four-cells-at-a-time skips.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct FrameEncodingPropertyTests {
    static let glyphs: [Character] = [" ", "a", "─", "╱", "é", "中", "😀"]
    static let styles = [
        CellStyle(), CellStyle(bold: true), CellStyle(foreground: .red), CellStyle(foreground: .indexed(25), dim: true),
        CellStyle(background: .green, reverse: true, underline: true, italic: true),
    ]

    /// A `width` × `height` grid from `codes` (a glyph and a style per cell written), on top
    /// of `base` where a code says to keep the cell.
    static func grid(_ codes: [Int], width: Int, height: Int, over base: Grid? = nil) -> Grid {
        var grid = base ?? Grid(width: width, height: height)
        for (index, code) in codes.prefix(width * height).enumerated() where base == nil || code % 3 == 0 {
            grid[index % width, index / width] = Cell(glyphs[code / 3 % glyphs.count], style: styles[code / 21 % styles.count])
        }
        return grid
    }

    /// The runs, found cell by cell.
    static func plainRuns(from previous: Grid, to next: Grid) -> [(row: Int, columns: Range<Int>)] {
        var runs: [(row: Int, columns: Range<Int>)] = []
        for row in 0..<next.height {
            var column = 0
            while column < next.width {
                guard next[column, row] != previous[column, row] else {
                    column += 1
                    continue
                }
                var end = column + 1
                while end < next.width, next[end, row] != previous[end, row] { end += 1 }
                runs.append((row, (next[column, row].isWideContinuation && column > 0 ? column - 1 : column)..<end))
                column = end
            }
        }
        return runs
    }

    static var controls: FrameEncoder.Controls {
        FrameEncoder.Controls(
        clear: Array("<clear>".utf8), moveTo: nil, reset: Array("<0>".utf8), bold: Array("<b>".utf8), dim: Array("<d>".utf8),
        reverse: Array("<r>".utf8), underline: Array("<u>".utf8), italic: Array("<i>".utf8),
        foreground: { $0 == .standard ? [] : Array("<fg \($0)>".utf8) }, background: { $0 == .standard ? [] : Array("<bg \($0)>".utf8) }
        )
    }

    /// The bytes, written out plainly.
    static func plainBytes(from previous: Grid, to next: Grid, style: inout CellStyle?) -> String {
        var text = ""
        for (row, columns) in plainRuns(from: previous, to: next) {
            text += "\u{1b}[\(row + 1);\(columns.lowerBound + 1)H"
            for column in columns where !next[column, row].isWideContinuation {
                let cell = next[column, row]
                if cell.style != style {
                    style = cell.style
                    text += "<0>" + (cell.style.bold ? "<b>" : "") + (cell.style.dim ? "<d>" : "") + (cell.style.reverse ? "<r>" : "")
                        + (cell.style.underline ? "<u>" : "") + (cell.style.italic ? "<i>" : "")
                        + (cell.style.foreground == .standard ? "" : "<fg \(cell.style.foreground)>")
                        + (cell.style.background == .standard ? "" : "<bg \(cell.style.background)>")
                }
                text.unicodeScalars.append(cell.scalar)
            }
        }
        return text
    }

    @Test("runs and bytes of random frames are those found and written cell by cell")
    func randomFrames() async {
        let frames = Gen.int(in: 0...104).array(of: 0...52).array(of: 1...4)
        await propertyCheck(count: 200, input: Gen.int(in: 1...13), Gen.int(in: 1...4), frames) { width, height, frames in
            var encoder = FrameEncoder(controls: Self.controls)
            var previous = Self.grid(frames[0], width: width, height: height)
            _ = encoder.encode(previous, from: nil)  // every cell, after a reset: the style is the last cell's
            var style: CellStyle? = previous.cells.last { !$0.isWideContinuation }?.style ?? .plain
            for codes in frames.dropFirst() {
                let next = Self.grid(codes, width: width, height: height, over: previous)
                var runs: [(row: Int, columns: Range<Int>)] = []
                FrameDiff.forEachRun(from: previous, to: next) { runs.append(($0, $1)) }
                let plain = Self.plainRuns(from: previous, to: next)
                #expect(runs.map(\.row) == plain.map(\.row) && runs.map(\.columns) == plain.map(\.columns))
                let expected = Self.plainBytes(from: previous, to: next, style: &style)
                #expect(String(decoding: encoder.encode(next, from: previous), as: UTF8.self) == expected)
                previous = next
            }
        }
    }
}
