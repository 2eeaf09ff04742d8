import SetCore
import SetTestSupport
import Testing

@testable import SetRender

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct CardPainterTests {
    /// Card sizes the board layout produces, from the smallest up.
    static let sizes = [(10, 5), (12, 6), (14, 7), (18, 9), (24, 12), (32, 16), (36, 18), (50, 25), (72, 36)]
    static let mono = CardPainter(colorMode: .monochrome)

    func render(
        _ card: SetCard, painter: CardPainter = mono, label: String? = "q",
        highlight: CardHighlight = .normal, width: Int, height: Int
    ) -> Grid {
        var grid = Grid(width: width, height: height)
        painter.drawFace(card, label: label, highlight: highlight, in: grid.bounds, on: &grid)
        return grid
    }

    @Test func smallestCardsFillTheirRows() {
        let card = SetCard(count: .c, shape: .a, shading: .b, color: .a)
        // Three rows inside: three-row symbols fill them, a cell apart; striped is shaded
        // under its outline, solid filled; four rows inside (80×24), four-row symbols.
        #expect(render(card, width: 10, height: 5).lines == [
            "┌ q ─────┐",
            "│╱╲ ╱╲ ╱╲│",
            "│▒▒ ▒▒ ▒▒│",
            "│╲╱ ╲╱ ╲╱│",
            "└─ red ──┘",
        ])
        #expect(render(SetCard(count: .b, shape: .b, shading: .a, color: .a), width: 10, height: 5).lines[1...3] == ["│ ▗▖  ▗▖ │", "│ ██  ██ │", "│ ▝▘  ▝▘ │"])
        #expect(render(card, width: 12, height: 6).lines == [
            "┌ q ───────┐",
            "│ ╱╲ ╱╲ ╱╲ │",
            "│ ▒▒ ▒▒ ▒▒ │",
            "│ ▒▒ ▒▒ ▒▒ │",
            "│ ╲╱ ╲╱ ╲╱ │",
            "└── red ───┘",
        ])
    }

    /// The geometric theme's symbols on small cards: two cells wide, so one or three centre in
    /// the even-width inside; a triangle two rows on its base, a circle and a square three;
    /// from the 16×8 card four cells wide. Outlined in thin lines (a circle's sides round),
    /// a striped square all ▒.
    @Test func geometricSymbolsCentreOnSmallCards() {
        let painter = CardPainter(theme: .symbols, colorMode: .monochrome)
        #expect(render(SetCard(count: .a, shape: .a, shading: .a, color: .a), painter: painter, width: 12, height: 6).lines == [
            "┌ q ───────┐",
            "│          │",
            "│    ◢◣    │",
            "│    ██    │",
            "│          │",
            "└── red ───┘",
        ])
        #expect(render(SetCard(count: .c, shape: .b, shading: .c, color: .b), painter: painter, width: 14, height: 7).lines == [
            "┌ q ─────────┐",
            "│            │",
            "│  ╭╮ ╭╮ ╭╮  │",
            "│  () () ()  │",
            "│  ╰╯ ╰╯ ╰╯  │",
            "│            │",
            "└── green ───┘",
        ])
        #expect(render(SetCard(count: .a, shape: .c, shading: .b, color: .c), painter: painter, width: 16, height: 8).lines == [
            "┌ q ───────────┐",
            "│              │",
            "│     ▒▒▒▒     │",
            "│     ▒▒▒▒     │",
            "│     ▒▒▒▒     │",
            "│              │",
            "│              │",
            "└─── purple ───┘",
        ])
    }

    @Test func largerCardsDrawRoundedFlatSidedOvals() {
        let card = SetCard(count: .b, shape: .b, shading: .a, color: .b)
        #expect(render(card, highlight: .selected, width: 18, height: 9).lines == [
            "┏ q ━━━━━━━━━━━━━┓",
            "┃                ┃",
            "┃   ▗██▖  ▗██▖   ┃",
            "┃   ████  ████   ┃",
            "┃   ████  ████   ┃",
            "┃   ████  ████   ┃",
            "┃   ▝██▘  ▝██▘   ┃",
            "┃                ┃",
            "┗━━━━ green ━━━━━┛",
        ])
    }

    @Test func asciiCard() {
        let card = SetCard(count: .a, shape: .a, shading: .c, color: .c)
        let painter = CardPainter(colorMode: .ansi8, ascii: true)
        #expect(render(card, painter: painter, label: ",", highlight: .cursor, width: 18, height: 9).lines == [
            "o>,<-------------o",
            "|                |",
            "|                |",
            "|       /\\       |",
            "|       ||       |",
            "|       \\/       |",
            "|                |",
            "|                |",
            "o----------------o",
        ])
        let large = render(SetCard(count: .a, shape: .a, shading: .b, color: .c), painter: painter, width: 36, height: 18)
        #expect(large.lines[3...14].map { String($0.dropFirst(14).prefix(8)) } == [
            "        ",
            "        ",
            "   ..   ",
            "  /::\\  ",
            " /::::\\ ",
            "/::::::\\",
            "\\::::::/",
            " \\::::/ ",
            "  \\::/  ",
            "   \'\'   ",
            "        ",
            "        ",
        ])
        #expect(render(card, painter: painter, label: ",", width: 12, height: 6).lines == [
            "+ , -------+",
            "|    /\\    |",
            "|    ||    |",
            "|    \\/    |",
            "|          |",
            "+----------+",
        ])
    }

    /// Side by side, solid ASCII symbols keep a blank column between them.
    @Test func asciiSymbolsDoNotTouch() {
        let painter = CardPainter(colorMode: .monochrome, ascii: true)
        for (width, height) in Self.sizes where width >= 22 {
            for card in [SetCard(count: .b, shape: .b, shading: .a, color: .a), SetCard(count: .c, shape: .a, shading: .a, color: .a)] {
                let lines = render(card, painter: painter, width: width, height: height).lines.dropFirst().dropLast()
                let runs = lines.map { $0.dropFirst().dropLast().split(separator: " ").count }
                #expect(runs.max() == card.count.rawValue + 1, "\(width)×\(height)\n\(lines.joined(separator: "\n"))")
            }
        }
    }

    @Test(arguments: Theme.all)
    func asciiModeDrawsOnlyAscii(theme: Theme) {
        let painter = CardPainter(theme: theme, colorMode: .monochrome, ascii: true)
        for (width, height) in Self.sizes {
            var grid = Grid(width: width * 2, height: height)
            for index in [0, 13, 26, 40, 53, 67, 80] {
                for highlight in CardHighlight.allCases {
                    let card = SetCard(index: index)
                    painter.drawFace(card, label: "q", highlight: highlight, in: Rect(x: 0, y: 0, width: width, height: height), on: &grid)
                    painter.drawBack(label: "w", highlight: highlight, in: Rect(x: width, y: 0, width: width, height: height), on: &grid)
                    #expect(grid.text.allSatisfy { $0.isASCII }, "\(theme.name) \(width)×\(height)\n\(grid.text)")
                }
            }
        }
    }

    @Test func shadingsFillLessFromSolidToOutlined() {
        for (width, height) in Self.sizes where width >= 14 {
            let lit = TriValue.allCases.map { shading in
                render(SetCard(count: .a, shape: .b, shading: shading, color: .a), painter: CardPainter(), width: width, height: height)
                    .cells.reduce(0) { sum, cell in sum + Self.quarters(cell.glyph) }
            }
            #expect(lit[0] > lit[1] && lit[1] > lit[2] && lit[2] > 0, "\(width)×\(height): \(lit)")
        }
    }

    /// How many quarters of a cell a glyph fills: a block glyph its quarters, the shade ▒
    /// and solid triangles 2, a line 1.
    static func quarters(_ glyph: Character) -> Int {
        if let index = Array(" ▘▝▀▖▌▞▛▗▚▐▜▄▙▟█").firstIndex(of: glyph) { return index.nonzeroBitCount }
        return "▒◢◣◥◤".contains(glyph) ? 2 : 1
    }

    @Test func highlightsHaveDistinctBorders() {
        let card = SetCard(index: 0)
        for ascii in [false, true] {
            let painter = CardPainter(colorMode: .monochrome, ascii: ascii)
            let frames = CardHighlight.allCases.map { highlight in
                let lines = render(card, painter: painter, highlight: highlight, width: 10, height: 5).lines
                return [lines[0], lines[4], String(lines[2].first!)]
            }
            #expect(Set(frames).count == CardHighlight.allCases.count)
        }
    }

    @Test func highlightColorsTheBorderAndTheCursorReversesTheLabel() {
        let card = SetCard(index: 0)
        let selected = render(card, painter: CardPainter(colorMode: .ansi8), highlight: .selected, width: 10, height: 5)
        #expect(selected[0, 0].style.foreground == .yellow)
        let cursor = render(card, highlight: .cursor, width: 10, height: 5)
        #expect(cursor[2, 0] == Cell("q", style: CellStyle(bold: true, reverse: true)))
        #expect(cursor.lines[0].hasPrefix("╭>q<"))
    }

    @Test func symbolsTakeTheCardColorOnTheDefaultBackground() {
        let card = SetCard(count: .a, shape: .a, shading: .a, color: .c)
        let grid = render(card, painter: CardPainter(colorMode: .ansi256), width: 18, height: 9)
        let symbolCells = (1..<8).flatMap { y in (1..<17).map { x in grid[x, y] } }.filter { $0.glyph != " " }
        #expect(!symbolCells.isEmpty)
        #expect(symbolCells.allSatisfy { $0.style.foreground == .indexed(129) })
        #expect(grid.cells.allSatisfy { $0.style.background == .standard })
        #expect(!grid.text.contains("p"), "the color letter shows only in monochrome")
    }

    @Test func cardsPartlyOffTheGridAreClipped() {
        let card = SetCard(index: 42)
        var whole = Grid(width: 40, height: 20)
        Self.mono.drawFace(card, label: "e", in: Rect(x: 10, y: 5, width: 18, height: 9), on: &whole)
        for (dx, dy) in [(-12, -7), (15, 8), (-20, 0), (0, -9), (25, 14), (-100, -100)] {
            var clipped = Grid(width: 40, height: 20)
            var shifted = Grid(width: 40, height: 20)
            Self.mono.drawFace(card, label: "e", in: Rect(x: 10 + dx, y: 5 + dy, width: 18, height: 9), on: &clipped)
            for y in 0..<20 { for x in 0..<40 { shifted[x, y] = whole[x - dx, y - dy] } }
            #expect(clipped == shifted, "offset \(dx), \(dy)")
        }
    }

    @Test func squeezedCardsShrinkToTheirBorder() {
        let card = SetCard(index: 80)
        #expect(render(card, label: nil, width: 2, height: 5).lines == ["┌┐", "││", "││", "││", "└┘"])
        #expect(render(card, label: nil, width: 1, height: 3).lines == ["│", "│", "│"])
        #expect(render(card, width: 4, height: 5).lines == ["┌q─┐", "│  │", "│  │", "│  │", "└──┘"])
        var grid = Grid(width: 4, height: 4)
        Self.mono.drawFace(card, label: "q", in: Rect(x: 1, y: 1, width: 0, height: 3), on: &grid)
        #expect(grid == Grid(width: 4, height: 4))
    }

    @Test func backShowsALatticeOfDiamonds() {
        var grid = Grid(width: 10, height: 5)
        Self.mono.drawBack(in: grid.bounds, on: &grid)
        #expect(grid.lines == [
            "┌────────┐",
            "│╱╲╱╲╱╲╱╲│",
            "│╲╱╲╱╲╱╲╱│",
            "│╱╲╱╲╱╲╱╲│",
            "└────────┘",
        ])
    }
}
