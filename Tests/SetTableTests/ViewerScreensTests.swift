import SetCore
import SetRender
import SetTable
import SetTestSupport
import Testing

/// The shared screens' pieces drawn at three sizes, cell by cell: the help line, the
/// too-small screen, marks and wrapping.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct ViewerScreensTests {
    static func row(_ grid: Grid, _ y: Int) -> String {
        String(grid.lines[y].reversed().drop(while: { $0 == " " }).reversed())
    }

    static let roomCommands: [CommandBar.Command] = [
        ("Esc", "clear"), ("/", "chat"), ("?", "help"), ("Q", "leave"), ("←↑↓→", "move"), ("Enter", "choose"),
    ]

    @Test(
        "the help line keeps what fits, last first, never ? and Q",
        arguments: [
            (80, " Esc clear  / chat  ? help  Q leave  ←↑↓→ move  Enter choose"),
            (40, " Esc clear  / chat  ? help  Q leave"),
            (20, " ? help  Q leave"),
        ])
    func commandBar(width: Int, expected: String) {
        var grid = Grid(width: width, height: 3)
        CommandBar.drawAfresh(Self.roomCommands, ascii: false, on: &grid)
        #expect(Self.row(grid, 2) == expected)
        #expect(Self.row(grid, 0).isEmpty && Self.row(grid, 1).isEmpty)
        // Each key bold in reverse video, then a space and what it does, dim; the gaps plain.
        var x = 1
        for command in expected.dropFirst().split(separator: "  ") {
            let key = String(command.prefix { $0 != " " })
            for offset in 0..<command.count {
                let style = grid[x + offset, 2].style
                #expect(style == (offset < key.count ? CellStyle(bold: true, reverse: true) : CellStyle(dim: true)), "column \(x + offset)")
            }
            x += command.count
            if x < width { #expect(grid[x, 2].style == CellStyle(), "gap at \(x)") }
            x += 2
        }
    }

    @Test(
        "the too-small screen names the terminal's size and the sizes needed, wrapped and centered",
        arguments: [
            (60, 20, [
                (8, 17, "Terminal too small (60×20)"), (9, 14, "The game needs 84×24 or 100×22."), (10, 15, "Enlarge it to play — Q leaves"),
            ]),
            (30, 10, [
                (3, 2, "Terminal too small (30×10)"), (4, 3, "The game needs 84×24 or"), (5, 11, "100×22."), (6, 0, "Enlarge it to play — Q leaves"),
            ]),
            (20, 6, [
                (0, 1, "Terminal too small"), (1, 7, "(20×6)"), (2, 0, "The game needs 84×24"), (3, 5, "or 100×22."),
                (4, 0, "Enlarge it to play —"), (5, 6, "Q leaves"),
            ]),
        ])
    func tooSmall(width: Int, height: Int, lines: [(Int, Int, String)]) {
        var grid = Grid(width: width, height: height)
        TooSmallScreen(needed: [(84, 24), (100, 22)], leave: "Q leaves").draw(on: &grid, ascii: false)
        var expected = [String](repeating: "", count: height)
        for (y, x, text) in lines { expected[y] = String(repeating: " ", count: x) + text }
        #expect((0..<height).map { Self.row(grid, $0) } == expected)
        let (firstY, firstX, first) = lines[0]
        #expect((firstX..<(firstX + first.count)).allSatisfy { grid[$0, firstY].style.bold })
        #expect(!grid[lines[lines.count - 1].1, lines[lines.count - 1].0].style.bold)
    }

    @Test("the nearest screens grow the terminal least, with the chrome around the cards")
    func nearestScreens() {
        let cards = BoardLayout.minimumSizes(cardCount: 12)
        let sizes = TooSmallScreen.nearestScreens(cards: cards, chrome: (24, 2), width: 60, height: 20)
        #expect(!sizes.isEmpty)
        for size in sizes {
            #expect(size.width >= 60 && size.height >= 20)
            let area = Rect(x: 0, y: 1, width: size.width - 24, height: size.height - 2)
            #expect(BoardLayout(cardCount: 12, in: area) != nil, "\(size)")
        }
    }

    @Test("marks: a celebration, a card leaving, the selection's verdict, a hint, then the cursor")
    func marks() {
        #expect(CardMarks.highlight(onTable: true, flashing: true, chosen: .mismatched, hinted: true, underCursor: true) == .selected)
        #expect(CardMarks.highlight(onTable: false, flashing: false, chosen: .selected, hinted: false, underCursor: true) == .matched)
        #expect(CardMarks.highlight(onTable: true, flashing: false, chosen: .mismatched, hinted: true, underCursor: true) == .mismatched)
        #expect(CardMarks.highlight(onTable: true, flashing: false, chosen: nil, hinted: true, underCursor: true) == .hinted)
        #expect(CardMarks.highlight(onTable: true, flashing: false, chosen: nil, hinted: false, underCursor: true) == .cursor)
        #expect(CardMarks.highlight(onTable: true, flashing: false, chosen: nil, hinted: false, underCursor: false) == .normal)
    }

    @Test("wrapping breaks between words, keeps every character, and never passes the width")
    func wrap() {
        #expect(TextWrap.words("guest-0001: that was a quick one, well played", width: 23) == ["guest-0001: that was a", "quick one, well played"])
        #expect(TextWrap.words("ada: abcdefghijklmnopqrstuvwxyz", width: 10) == ["ada:", "abcdefghij", "klmnopqrst", "uvwxyz"])
        #expect(TextWrap.hanging("h                  hint: count the sets, then show each", width: 40) == [
            "h                  hint: count the sets,", String(repeating: " ", count: 19) + "then show each",
        ])
        #expect(TextWrap.hanging("short  line", width: 40) == ["short  line"])
    }

    @Test("a note shows its full text when it fits, else its short one, else nothing")
    func noteFits() {
        let note = StatusNote("There was a set on the table −10", short: "Set missed −10", tone: .bad)
        #expect(note.text(fitting: 40) == "There was a set on the table −10")
        #expect(note.text(fitting: 20) == "Set missed −10")
        #expect(note.text(fitting: 10) == nil)
        #expect(StatusNote.Tone.bad.style(.monochrome) == CellStyle(bold: true, underline: true))
        #expect(StatusNote.Tone.good.style(.ansi256) == CellStyle(foreground: .green, bold: true))
    }
}
