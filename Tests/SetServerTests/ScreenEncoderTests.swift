import SetRender
import Testing
@testable import SetServer

@Suite("Screen encoder", .timeLimit(.minutes(10)))
struct ScreenEncoderTests {
    @Test("the first frame clears and writes every row; the next writes only the changed span")
    func diff() {
        var encoder = ScreenEncoder()
        var grid = Grid(width: 6, height: 2)
        grid.put("abc", x: 0, y: 0)
        let first = String(decoding: encoder.encode(grid), as: UTF8.self)
        #expect(first == "\u{1B}[0m\u{1B}[2J\u{1B}[1;1Habc   \u{1B}[2;1H      ")
        var next = grid
        next.put("X", x: 2, y: 1, style: CellStyle(foreground: .red, bold: true))
        #expect(String(decoding: encoder.encode(next), as: UTF8.self) == "\u{1B}[2;3H\u{1B}[0;1;31mX")
        #expect(encoder.encode(next).isEmpty)
    }

    @Test("a resized grid, or an invalidated one, is written whole again")
    func whole() {
        var encoder = ScreenEncoder()
        let grid = Grid(width: 3, height: 1)
        _ = encoder.encode(grid)
        encoder.invalidate()
        #expect(String(decoding: encoder.encode(grid), as: UTF8.self).hasPrefix("\u{1B}[0m\u{1B}[2J"))
        #expect(String(decoding: encoder.encode(Grid(width: 4, height: 1)), as: UTF8.self).hasPrefix("\u{1B}[0m\u{1B}[2J"))
    }

    @Test("256-colour styles and wide characters")
    func colourAndWide() {
        var encoder = ScreenEncoder()
        var grid = Grid(width: 4, height: 1)
        _ = encoder.encode(grid)
        grid.put("日", x: 1, y: 0, style: CellStyle(foreground: .indexed(208), background: .blue))
        #expect(String(decoding: encoder.encode(grid), as: UTF8.self) == "\u{1B}[1;2H\u{1B}[0;38;5;208;44m日")
    }
}
