import SetFrame
import SetRender
import SetTestSupport
import Testing

/// The writer keeps what the terminal shows and hands out only what changes.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct FrameWriterTests {
    private func writer() -> FrameWriter {
        FrameWriter(encoder: FrameEncoder(controls: FrameEncoder.Controls(
            clear: Array("<clear>".utf8), moveTo: { row, column in Array("<\(row),\(column)>".utf8) }, reset: Array("<0>".utf8),
            bold: Array("<b>".utf8), dim: [], reverse: [], underline: [], italic: [], foreground: { _ in [] }, background: { _ in [] }
        )))
    }

    private func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func theFirstFrameIsWholeThenOnlyChangesThenNothing() {
        var writer = writer()
        var grid = Grid(width: 3, height: 2)
        grid.put("ab", x: 0, y: 0)
        #expect(text(writer.bytes(for: grid)) == "<0><clear><0,0>ab <1,0>   ")
        grid.put("c", x: 2, y: 1, style: CellStyle(bold: true))
        #expect(text(writer.bytes(for: grid)) == "<1,2><0><b>c")
        #expect(writer.bytes(for: grid).isEmpty)
    }

    @Test func aNewSizeOrInvalidateRedrawsEverything() {
        var writer = writer()
        _ = writer.bytes(for: Grid(width: 2, height: 1))
        #expect(text(writer.bytes(for: Grid(width: 3, height: 1))) == "<0><clear><0,0>   ")
        writer.invalidate()
        #expect(text(writer.bytes(for: Grid(width: 3, height: 1))) == "<0><clear><0,0>   ")
    }

    /// The writer keeps its own copy: changing the caller's grid in place after a frame
    /// does not change what it believes the terminal shows.
    @Test func theCallersGridStaysTheCallers() {
        var writer = writer()
        var grid = Grid(width: 4, height: 1)
        _ = writer.bytes(for: grid)
        grid.put("x", x: 1, y: 0)
        _ = writer.bytes(for: grid)
        grid.put("y", x: 3, y: 0)
        #expect(text(writer.bytes(for: grid)) == "<0,3>y")
    }
}
