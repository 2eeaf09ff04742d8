import SetRender
import SetTestSupport
import Testing

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct CellTests {
    /// Every color, foreground and background, with each attribute: what goes in comes out.
    @Test func aPackedStyleGivesBackEveryColorAndAttribute() {
        let colors: [TerminalColor] = [.standard] + (0...255).map { .ansi(UInt8($0)) } + (0...255).map { .indexed(UInt8($0)) }
        for (index, color) in colors.enumerated() {
            let other = colors[(index * 7 + 3) % colors.count]
            let flags = (0..<5).map { (index >> $0) & 1 == 1 }
            let style = CellStyle(foreground: color, background: other, bold: flags[0], dim: flags[1], reverse: flags[2], underline: flags[3], italic: flags[4])
            #expect(style.foreground == color && style.background == other)
            #expect([style.bold, style.dim, style.reverse, style.underline, style.italic] == flags)
        }
    }

    @Test func settingOnePartOfAStyleLeavesTheOthers() {
        var style = CellStyle(foreground: .indexed(200), background: .ansi(3), bold: true, italic: true)
        style.background = .indexed(17)
        style.bold = false
        style.underline = true
        #expect(style == CellStyle(foreground: .indexed(200), background: .indexed(17), underline: true, italic: true))
        style.foreground = .standard
        #expect(style.foreground == .standard && style.background == .indexed(17))
    }

    @Test func stylesAreEqualExactlyWhenTheirPartsAre() {
        #expect(CellStyle(foreground: .ansi(1)) != CellStyle(foreground: .indexed(1)))
        #expect(CellStyle(foreground: .ansi(1)) != CellStyle(background: .ansi(1)))
        #expect(CellStyle(dim: true) != CellStyle(bold: true))
        #expect(CellStyle() == .plain)
    }

    @Test func aCellIsEightBytes() {
        #expect(MemoryLayout<Cell>.size == 8)
    }

    @Test func aCellKeepsItsCharacterAndStyle() {
        let cell = Cell("╲", style: CellStyle(foreground: .red, bold: true))
        #expect(cell.glyph == "╲" && cell.scalar == "╲")
        #expect(cell.style == CellStyle(foreground: .red, bold: true))
        #expect(!cell.isWide && !cell.isWideContinuation)
        var changed = cell
        changed.glyph = "x"
        #expect(changed == Cell("x", style: CellStyle(foreground: .red, bold: true)))
    }

    @Test func aCharacterOfSeveralScalarsKeepsItsBase() {
        #expect(Cell("e\u{301}") == Cell("e"))
        #expect(Cell("☃\u{FE0F}").scalar == "☃")
    }

    @Test func wideCharactersAreMarked() {
        #expect(Cell("中").isWide)
        #expect(Cell("🂡").isWide == false)
        #expect(Cell("🃏").isWide)
        #expect(Cell("♥").isWide == false)
    }

    @Test func columnWidths() {
        #expect(ScalarWidth.columns(of: "a") == 1)
        #expect(ScalarWidth.columns(of: "─") == 1)
        #expect(ScalarWidth.columns(of: "中") == 2)
        #expect(ScalarWidth.columns(of: "한") == 2)
        #expect(ScalarWidth.columns(of: "Ａ") == 2)
        #expect(ScalarWidth.columns(of: "😀") == 2)
        #expect(ScalarWidth.columns(of: "\u{301}") == 0)
        #expect(ScalarWidth.columns(of: "\u{200D}") == 0)
        #expect(ScalarWidth.columns(of: "\u{FE0F}") == 0)
    }
}
