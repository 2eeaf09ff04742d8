@testable import SetApp
import SetCore
import SetFrame
import SetRender
import SetTestSupport
import Testing

/// All 81 cards on the About tab (`d`), a page at a time, at the board's card size and drawn
/// by the board's painter (issue 41).
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct DeckViewTests {
    /// An app on a `width` × `height` screen in `theme`, after `deals` deals of three more
    /// cards, showing the deck.
    static func deckApp(width: Int, height: Int, deals: Int = 0, theme: Theme = .classic) -> AppModel {
        let settings = AppSettings(theme: theme, colorMode: .ansi256, animated: false)
        var app = AppModel(settings: settings, seed: 1, width: width, height: height, now: 0)
        for _ in 0..<deals { app.type(" ") }
        app.press(.function(4))
        app.type("d")
        return app
    }

    @Test("the board's card size and the pages at 80×24, 100×30, and 100×30 with 15 cards", arguments: [
        (80, 24, 0, 16, 6, 7), (100, 30, 0, 20, 8, 7), (100, 30, 1, 16, 8, 6),
    ])
    func pagesAtThreeSizes(width: Int, height: Int, deals: Int, cardWidth: Int, cardHeight: Int, pages: Int) throws {
        let app = Self.deckApp(width: width, height: height, deals: deals)
        let layout = try #require(app.setBoard.geometry.layout)
        #expect(app.game.table.count == 12 + 3 * deals)
        #expect((layout.cardWidth, layout.cardHeight) == (cardWidth, cardHeight))
        let deck = DeckView.Pages(app)
        #expect((deck.cardWidth, deck.cardHeight) == (cardWidth, cardHeight))
        #expect(deck.count == pages)
        let title = "All 81 cards: 1–\(deck.perPage), page 1 of \(pages) (red)"
        #expect(app.render().lines[1] == "  " + title + String(repeating: " ", count: width - 2 - title.count))
    }

    @Test("every page draws its cards cell for cell as the board's painter does; all 81 once", arguments: ["classic", "symbols", "whimsy"])
    func pagesShowTheBoardsCards(themeName: String) throws {
        var app = Self.deckApp(width: 80, height: 24, theme: try #require(Theme.named(themeName)))
        let deck = DeckView.Pages(app)
        let painter = app.settings.painter(cache: RenderCache())
        var seen: [SetCard] = []
        for page in 0..<deck.count {
            #expect(app.deckPage == page)
            let screen = app.render()
            for (card, frame) in deck.cards(onPage: page) {
                var alone = Grid(width: frame.width, height: frame.height)
                painter.drawFace(card, label: nil, in: alone.bounds, on: &alone)
                let shown = (0..<frame.height).map { y in (0..<frame.width).map { x in screen[frame.x + x, frame.y + y] } }
                let drawn = (0..<frame.height).map { y in (0..<frame.width).map { x in alone[x, y] } }
                #expect(shown == drawn, "\(themeName) page \(page + 1): \(card)")
                seen.append(card)
            }
            app.press(.right)
        }
        #expect(app.deckPage == 0, "→ on the last page wraps to the first")
        #expect(seen.count == 81 && Set(seen).count == 81)
    }

    @Test("at 80×24 the first page opens on one red solid diamond, four cards a row")
    func firstCardsAtEightyByTwentyFour() {
        let grid = Self.deckApp(width: 80, height: 24).render()
        let red = Theme.classic.color(.a).style(.ansi256)
        expectGrid(grid, at: 6, 3, toShow: GridExpectation([
            "┌──────────────┐ ┌──────────────┐",
            "│      ▟▙      │ │   ▟▙    ▟▙   │",
            "│     ▟██▙     │ │  ▟██▙  ▟██▙  │",
            "│     ▜██▛     │ │  ▜██▛  ▜██▛  │",
            "│      ▜▛      │ │   ▜▛    ▜▛   │",
            "└──────────────┘ └──────────────┘",
        ]).styled(diamondAt: 6, red).styled(diamondAt: 20, red).styled(diamondAt: 26, red))
        #expect(grid.lines[3].filter { $0 == "┌" }.count == 4, "four cards a row: \(grid.lines[3])")
        #expect(grid.lines[23].hasPrefix(" ←→ page  Esc back  Tab next tab  ? help  Q quit"))
    }

    @Test("d shows the deck and hides it; ← → Space Page keys turn pages, wrapping; Esc goes back")
    func keysTurnPages() {
        var app = makeApp(width: 80, height: 24)
        app.type("d")
        #expect(app.deckPage == nil, "d on the board is not the deck's")
        app.press(.function(4))
        #expect(app.render().lines[23].contains("d all 81 cards"))
        app.type("d")
        #expect(app.deckPage == 0 && app.nextWakeUp == nil, "the About animation sleeps under the deck")
        app.press(.right)
        app.type(" ")
        app.press(.pageDown)
        #expect(app.deckPage == 3)
        app.press(.left)
        app.press(.pageUp)
        #expect(app.deckPage == 1)
        app.press(.left)
        app.press(.left)
        #expect(app.deckPage == 6, "← on the first page wraps to the last")
        #expect(app.render().lines[1].contains("All 81 cards: 73–81, page 7 of 7 (purple)"))
        app.press(.escape)
        #expect(app.deckPage == nil && app.render().shows("SET — the game of visual perception"))
        app.type("d")
        app.type("d")
        #expect(app.deckPage == nil)
    }
}

extension GridExpectation {
    /// The cells a four-cell solid diamond at column `x` draws (` ▟▙ `/`▟██▙`/`▜██▛`/` ▜▛ `
    /// from row 1) in `style`.
    fileprivate func styled(diamondAt x: Int, _ style: CellStyle) -> GridExpectation {
        styled(Rect(x: x + 1, y: 1, width: 2, height: 4), style).styled(Rect(x: x, y: 2, width: 4, height: 2), style)
    }
}
