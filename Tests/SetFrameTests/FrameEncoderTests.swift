import SetRender
import SetTestSupport
import Testing

@testable import SetFrame

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct FrameEncoderTests {
    /// Readable stand-ins for the terminal's controls.
    private let encoder = FrameEncoder(controls: FrameEncoder.Controls(
        clear: Array("<clear>".utf8), moveTo: { row, column in Array("<\(row),\(column)>".utf8) }, reset: Array("<0>".utf8),
        bold: Array("<b>".utf8), dim: Array("<d>".utf8), reverse: Array("<r>".utf8), underline: Array("<u>".utf8), italic: Array("<i>".utf8),
        foreground: { $0 == .standard ? [] : Array("<fg \($0)>".utf8) }, background: { $0 == .standard ? [] : Array("<bg \($0)>".utf8) }
    ))

    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func aFirstFrameClearsAndWritesEveryRowWithItsStyles() {
        var encoder = encoder
        var grid = Grid(width: 3, height: 2)
        grid.put("ab", x: 0, y: 0, style: CellStyle(foreground: .red, bold: true))
        grid.put("╱", x: 2, y: 1)
        #expect(text(encoder.encode(grid, from: nil)) == "<0><clear><0,0><0><b><fg ansi(1)>ab<0> <1,0>  ╱")
    }

    @Test func onlyChangedRunsAreWrittenAndTheStyleOnlyWhenItChanges() {
        var encoder = encoder
        let previous = Grid(width: 6, height: 2)
        _ = encoder.encode(previous, from: nil)
        var next = previous
        next.put("xy", x: 1, y: 0, style: CellStyle(dim: true))
        next.put("z", x: 4, y: 1, style: CellStyle(dim: true))
        #expect(text(encoder.encode(next, from: previous)) == "<0,1><0><d>xy<1,4>z")
        #expect(encoder.encode(next, from: next).isEmpty)
    }

    @Test func withoutATerminfoMoveTheANSIOneIsWritten() {
        var controls = encoder.controls
        controls.moveTo = nil
        var ansi = FrameEncoder(controls: controls)
        var grid = Grid(width: 12, height: 11)
        grid.put("q", x: 11, y: 10)
        let previous = Grid(width: 12, height: 11)
        #expect(text(ansi.encode(grid, from: previous)) == "\u{1b}[11;12H<0>q")  // the style is not known yet: reset first
        var wide = Grid(width: 1200, height: 3)
        wide.put("a", x: 0, y: 0)
        wide.put("b", x: 140, y: 2)
        wide.put("c", x: 1099, y: 2)
        #expect(text(ansi.encode(wide, from: Grid(width: 1200, height: 3))) == "\u{1b}[1;1Ha\u{1b}[3;141Hb\u{1b}[3;1100Hc")
    }

    @Test func aWideCharacterIsWrittenOnceAndEveryScalarInUTF8() {
        var encoder = encoder
        var grid = Grid(width: 6, height: 1)
        grid.put("中é😀", x: 0, y: 0)
        #expect(text(encoder.encode(grid, from: nil)) == "<0><clear><0,0>中é😀 ")
    }
}
