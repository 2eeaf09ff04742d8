import SetRender
import SetTestSupport
import Testing

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct GridTests {
    private let red = CellStyle(foreground: .red)
    private let blue = CellStyle(background: .blue)

    @Test func putWritesOneCellPerCharacterClippedAtBothEdges() {
        var grid = Grid(width: 5, height: 2)
        grid.put("abcdefg", x: -2, y: 0, style: red)
        grid.put("xy", x: 4, y: 1)
        grid.put("zz", x: 0, y: 2)
        #expect(grid.lines == ["cdefg", "    x"])
        #expect((0..<5).map { grid[$0, 0] } == "cdefg".map { Cell($0, style: red) })
        #expect(grid[4, 1] == Cell("x"))
        #expect(grid[7, 7] == .blank)
    }

    @Test func fillRestyleAndPasteWriteExactCells() {
        var grid = Grid(width: 4, height: 3)
        grid.fill(Rect(x: 1, y: 1, width: 9, height: 1), with: Cell("#", style: blue))
        grid.restyle(Rect(x: 0, y: 0, width: 2, height: 3)) { $0.bold = true }
        var patch = Grid(width: 2, height: 1)
        patch.put("pq", x: 0, y: 0, style: red)
        grid.paste(patch, x: 3, y: 2)
        #expect(grid.lines == ["    ", " ###", "   p"])
        #expect(grid[0, 0] == Cell(" ", style: CellStyle(bold: true)))
        #expect(grid[1, 1] == Cell("#", style: CellStyle(background: .blue, bold: true)))
        #expect(grid[2, 1] == Cell("#", style: blue))
        #expect(grid[3, 2] == Cell("p", style: red))
    }

    @Test func aWideCharacterTakesTwoColumns() {
        var grid = Grid(width: 6, height: 1)
        grid.put("a中b", x: 0, y: 0, style: red)
        #expect(grid.lines == ["a中b  "])
        #expect(grid[1, 0] == Cell("中", style: red) && grid[1, 0].isWide)
        #expect(grid[2, 0] == .wideContinuation(style: red))
        #expect(grid[3, 0] == Cell("b", style: red))
    }

    @Test func aWideCharacterInTheLastColumnBecomesASpace() {
        var grid = Grid(width: 3, height: 1)
        grid.put("ab中", x: 0, y: 0)
        #expect(grid.lines == ["ab "])
        #expect(!grid[2, 0].isWide)
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var left = Grid(width: 4, height: 1)
        left.put("中文", x: 0, y: 0, style: red)
        left.put("x", x: 1, y: 0)
        #expect(left.lines == [" x文"])
        #expect(left[0, 0] == Cell(" ", style: red))
        var right = Grid(width: 4, height: 1)
        right.put("中文", x: 0, y: 0, style: red)
        right.put("y", x: 2, y: 0)
        #expect(right.lines == ["中y "])
        #expect(right[3, 0] == Cell(" ", style: red))
        var shifted = Grid(width: 4, height: 1)
        shifted.put("中文", x: 0, y: 0)
        shifted.put("字", x: 1, y: 0)
        #expect(shifted.lines == [" 字 "])
        var filled = Grid(width: 4, height: 1)
        filled.put("中文", x: 0, y: 0)
        filled.fill(Rect(x: 1, y: 0, width: 2, height: 1), with: Cell("-"))
        #expect(filled.lines == [" -- "])
    }

    @Test func pastingAWideCharacterKeepsItWhole() {
        var patch = Grid(width: 3, height: 1)
        patch.put("中.", x: 0, y: 0, style: blue)
        var grid = Grid(width: 5, height: 1)
        grid.paste(patch, x: 1, y: 0)
        #expect(grid.lines == [" 中. "])
        #expect(grid[2, 0] == .wideContinuation(style: blue))
        var clipped = Grid(width: 3, height: 1)
        clipped.paste(patch, x: -1, y: 0)
        #expect(clipped.lines == [" . "])
    }

    @Test func combiningMarksTakeNoColumn() {
        var grid = Grid(width: 4, height: 1)
        grid.put("e\u{301}x", x: 0, y: 0)
        #expect(grid.lines == ["ex  "])
    }
}
