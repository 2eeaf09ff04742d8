import Foundation
import SetApp
import SetCore
import SetRender
import SetTestSupport
import Testing

@Suite("BoardView: the screen as a grid of cells", .timeLimit(.minutes(1)), .takesTurns)
struct BoardViewTests {
    @Test("80×24: status line, 12 labelled cards, help bar, piles")
    func firstBoard() {
        let grid = makeApp().render()
        #expect(grid.lines[0].hasPrefix(" F1 Board  │  F2 Scores "))
        #expect(grid.lines[1].hasPrefix(" Deck 69  Sets 0  Score 0  00:00"))
        for label in ["q", "w", "e", "r", "a", "s", "d", "f", "z", "x", "c", "v"] {
            #expect(grid.shows("┌ \(label) ─"))
        }
        #expect(grid.lines[23].hasPrefix(" Space deal 3 h hint Esc clear n new ? help Q quit ←↑↓→ move Enter choose"))
        #expect(grid.shows("Deck 69 "))
    }

    @Test("selected, mismatched, matched and hinted cards each have their own border")
    func highlights() {
        var app = makeApp()
        app.type("q")
        #expect(app.render().shows("┏ q ━"))
        let game = app.game
        let nonSet = game.table.indices.lazy.map { game.table[$0].id }.first { third in
            !game.isMatch([game.table[0].id, game.table[1].id, third]) && third != game.table[0].id && third != game.table[1].id
        }!
        app.type("w" + app.label(of: nonSet))
        #expect(app.render().shows("┏ q ┅"))
        app.press(.escape)
        app.type("hh")
        let hinted = Set(app.game.hinted.map { app.game.slot(of: $0)! })
        #expect(hinted.count == 3)
        let grid = app.render()
        for (slot, frame) in app.geometry.layout!.frames.enumerated() {
            let (glyphs, style) = hinted.contains(slot) ? ("┄┆└┘", CellStyle(foreground: .indexed(51))) : ("─│└┘", .plain)
            BoardViewTests.expectSidesAndBottom(of: frame, in: grid, glyphs, style)
        }
        let set = app.game.matchesOnTable[0]
        app.type(set.map { app.label(of: $0) }.joined())
        #expect(app.render().shows("╔ \(app.label(of: set[0])) ═"))
    }

    @Test("the arrow-key cursor shows on every card state: plain, hinted, selected, mismatched, matched")
    func cursorOnEveryState() {
        var app = makeApp()
        let set = app.game.matchesOnTable[0]
        let slot = app.game.slot(of: set[0])!
        let layout = app.geometry.layout!
        let (row, column) = layout.position(of: slot)
        app.press(.right)  // the cursor appears on slot 0
        for _ in 0..<column { app.press(.right) }
        for _ in 0..<row { app.press(.down) }
        #expect(app.cursor == slot)
        let frame = layout.frames[slot]
        let key = app.labels[slot]
        func expectCursor(corner: Character, edge: Character, _ state: String) {
            let grid = app.render()
            #expect(String((0..<5).map { grid[frame.x + $0, frame.y].glyph }) == "\(corner)>\(key)<\(edge)", "\(state)")
            #expect(grid[frame.x + 2, frame.y].style.reverse && grid[frame.x + 2, frame.y].style.bold, "\(state)")
        }
        expectCursor(corner: "╭", edge: "─", "plain")
        app.type("hh")
        #expect(app.game.hinted == set)
        expectCursor(corner: "┌", edge: "┄", "hinted")
        app.type(key)
        expectCursor(corner: "┏", edge: "━", "selected")
        let game = app.game
        let others = game.table.map(\.id).filter { $0 != set[0] }
        let pair = others.lazy.flatMap { a in others.lazy.map { b in (a, b) } }.first { a, b in a != b && !game.isMatch([set[0], a, b]) }!
        app.type(app.label(of: pair.0) + app.label(of: pair.1))
        expectCursor(corner: "┏", edge: "┅", "mismatched")
        app.press(.escape)
        app.type(set.map { app.label(of: $0) }.joined())
        expectCursor(corner: "╔", edge: "═", "matched")
    }

    /// Expects the border of the card in `frame` below its top row (where the key label is):
    /// both sides and the bottom row, drawn with `glyphs` (horizontal, vertical, bottom-left,
    /// bottom-right corners) in `style`.
    static func expectSidesAndBottom(
        of frame: Rect, in grid: Grid, _ glyphs: String, _ style: CellStyle, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let g = Array(glyphs).map(String.init)
        let side = GridExpectation(Array(repeating: g[1], count: frame.height - 2))
            .styled(Rect(x: 0, y: 0, width: 1, height: frame.height - 2), style)
        let bottom = GridExpectation([g[2] + String(repeating: g[0], count: frame.width - 2) + g[3]])
            .styled(Rect(x: 0, y: 0, width: frame.width, height: 1), style)
        expectGrid(grid, at: frame.x, frame.y + 1, toShow: side, sourceLocation: sourceLocation)
        expectGrid(grid, at: frame.maxX - 1, frame.y + 1, toShow: side, sourceLocation: sourceLocation)
        expectGrid(grid, at: frame.x, frame.maxY - 1, toShow: bottom, sourceLocation: sourceLocation)
    }

    @Test("an empty table at the end still shows the piles, at the size of a first deal")
    func pilesAtTheEnd() {
        let end = BoardGeometry(width: 100, height: 30, cardCount: 0)
        let start = BoardGeometry(width: 100, height: 30, cardCount: 12)
        #expect(end.discardPile != nil)
        #expect(end.discardPile == start.discardPile)
        var app = makeApp(width: 100, height: 30, rule: .anyGroup)
        app.playToEnd()
        #expect(app.render().shows("Discard 81"))
    }

    @Test("the piles show with 21 cards and on portrait boards, beside or below the cards, never over them",
          arguments: [(220, 60, 21), (200, 60, 21), (120, 40, 21), (100, 30, 21), (36, 50, 12), (36, 50, 21), (100, 24, 18)])
    func pilesEverywhere(width: Int, height: Int, count: Int) throws {
        let geometry = BoardGeometry(width: width, height: height, cardCount: count)
        let layout = try #require(geometry.layout)
        let deck = try #require(geometry.deckPile), discard = try #require(geometry.discardPile)
        let full = try #require(BoardLayout(cardCount: count, in: Rect(x: 0, y: 2, width: width, height: height - 3)))
        #expect(layout.cardHeight >= full.cardHeight - 1, "the cards keep their size")
        #expect(deck.height >= BoardLayout.minimumCardHeight && deck.height <= layout.cardHeight)
        for pile in [deck, discard] {
            #expect(pile.y >= 2 && pile.maxY <= height - 1 && pile.x >= 0 && pile.maxX <= width)
            #expect(layout.frames.allSatisfy { !$0.intersects(pile) })
        }
        #expect(!deck.intersects(discard))
    }

    /// Cards grow up to four columns wider than square where the screen is wide for its height,
    /// and the piles give up room for that (issue 41): at 80 × 24 the cards are 16 × 6, with room
    /// for three symbols four cells wide, where 12 × 6 held two-cell ones; with 15 cards at
    /// 100 × 30 the cards are a row taller than beside piles as tall as they were. Where piles
    /// beside the cards would leave two-cell symbols (at 60 × 20, and with 15 cards at 80 × 24)
    /// there are none, and the cards take an odd width for three-cell symbols: 13 × 5 and
    /// 15 × 6 where they were 10 × 5 and 12 × 6. With 18 cards at 80 × 24 only cards border to
    /// border are wide enough for them: 13 × 6 where they were 12 × 6 a column apart. At 60 × 20
    /// the tab bar's row and rows border to border make the cards 13 × 6, not 13 × 5
    /// (``FoldedTabBarTests``).
    @Test("card, symbol and pile sizes at 60×20, 80×24 with 12, 15 and 18 cards, 100×30 with 12 and 15", arguments: [
        (60, 20, 12, 13, 6, 3, nil), (80, 24, 12, 16, 6, 4, (10, 5)), (80, 24, 15, 15, 6, 3, nil), (80, 24, 18, 13, 6, 3, nil),
        (100, 30, 12, 20, 8, 4, (14, 7)), (100, 30, 15, 16, 8, 4, (14, 7)),
    ] as [(Int, Int, Int, Int, Int, Int, (Int, Int)?)])
    func wideCards(width: Int, height: Int, count: Int, cardWidth: Int, cardHeight: Int, symbolWidth: Int, pile: (Int, Int)?) throws {
        let geometry = BoardGeometry(width: width, height: height, cardCount: count)
        let layout = try #require(geometry.layout)
        #expect((layout.cardWidth, layout.cardHeight) == (cardWidth, cardHeight))
        if let pile {
            let deck = try #require(geometry.deckPile), discard = try #require(geometry.discardPile)
            #expect((deck.width, deck.height) == pile && (discard.width, discard.height) == pile)
        } else {
            #expect(geometry.deckPile == nil && geometry.discardPile == nil, "no piles beside the cards")
        }
        let interior = layout.frames[0].inset(by: 1)
        for theme in Theme.all {
            let symbols = try #require(SymbolPlacement(count: 3, theme: theme, interior: interior))
            #expect(symbols.boxes.allSatisfy { $0.width == symbolWidth }, "\(theme.name): symbols \(symbols.boxes[0].width) cells wide")
            // One, two or three symbols centre: as many blank columns left of them as right.
            for count in 1...3 {
                let boxes = try #require(SymbolPlacement(count: count, theme: theme, interior: interior)).boxes
                let left = boxes[0].x, right = interior.width - (boxes[count - 1].x + boxes[count - 1].width)
                #expect(left == right, "\(theme.name), \(count) symbols: \(left) columns left, \(right) right")
            }
        }
    }

    @Test("a tiny terminal says what it needs, and the board returns when it grows")
    func tooSmall() {
        var app = makeApp(width: 30, height: 10)
        let grid = app.render()
        #expect(grid.shows("Terminal too small"))
        #expect(grid.lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } == [
            "Terminal too small (30×10)", "The game needs 43×20 or 32×26.", "Enlarge it to play — Q quits",
        ])
        app.update(.input(.resize(width: 20, height: 10)), at: 1)
        #expect(app.render().lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty } == [
            "Terminal too small", "(20×10)", "The game needs 43×20", "or 32×26.", "Enlarge it to play —", "Q quits",
        ], "narrower, the lines wrap between words")
        app.update(.input(.resize(width: 80, height: 24)), at: 1)
        #expect(!app.render().shows("too small"))
        #expect(app.render().shows("┌ q ─"))
    }

    @Test("too small: the sizes named are the nearest that play (60×16 → 65×16 or 60×20), and every one of them does")
    func tooSmallNamesSizesThatPlay() {
        var app = makeApp(width: 60, height: 16)
        #expect(app.render().shows("Terminal too small (60×16)"))
        #expect(app.render().shows("The game needs 65×16 or 60×20."))
        for width in stride(from: 20, through: 100, by: 3) {
            for height in stride(from: 6, through: 40, by: 2) where !BoardGeometry.fits(cardCount: 12, width: width, height: height) {
                let sizes = BoardGeometry.nearestScreens(cardCount: 12, width: width, height: height)
                #expect(!sizes.isEmpty)
                for size in sizes {
                    #expect(size.width >= width && size.height >= height)
                    app.update(.input(.resize(width: size.width, height: size.height)), at: 1)
                    #expect(app.geometry.layout != nil, "\(size) named at \(width)×\(height) must play")
                }
            }
        }
    }

    @Test("the help overlay lists the keys and the scoring rules")
    func help() {
        var app = makeApp(width: 80, height: 42)  // below the legend: at 80 × 24 they are a scroll away
        app.type("?")
        let grid = app.render()
        #expect(grid.shows("How to play SET"))
        #expect(grid.shows("Space              deal 3 more cards"))
        #expect(grid.shows("Scoring: a set is worth 10"))
    }

    @Test("cards never overlap and stay on screen for 3…27 cards at three sizes",
          arguments: [(80, 24), (120, 40), (200, 60)])
    func layouts(width: Int, height: Int) {
        for count in stride(from: 3, through: 27, by: 3) {
            let geometry = BoardGeometry(width: width, height: height, cardCount: count)
            guard let layout = geometry.layout else {
                #expect(width == 80 && count > 21, "\(count) cards must fit at \(width)×\(height)")
                continue
            }
            let frames = layout.frames + [geometry.deckPile, geometry.discardPile].compactMap { $0 }
            #expect(layout.frames.count == count)
            for (index, frame) in frames.enumerated() {
                #expect(frame.y >= 1 && frame.maxY <= height - 1 && frame.x >= 0 && frame.maxX <= width)
                for other in frames[(index + 1)...] { #expect(!frame.intersects(other)) }
            }
        }
    }
}
