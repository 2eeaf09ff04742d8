import SetCore
import SetRender
import SetTable

/// All 81 cards of the deck on the About tab (`d`), at the size the board's cards have now and
/// drawn by the board's painter, so it shows exactly what the board shows (issue 41). Cards
/// run by color, then shape, shading and number, a row at a time; as many as fit make a page,
/// and ←/→ (or Space) turn the pages.
struct DeckView {
    /// Where the pages go, for the screen and the board's card size.
    let pages: Pages
    /// The page asked for (the last one when fewer fit now).
    let page: Int
    /// The player's settings: ascii, theme, painter.
    let settings: AppSettings
    /// The drawing session's cache.
    let cache: RenderCache

    /// The deck in the order shown: color, then shape, shading, number.
    static let cards: [SetCard] = TriValue.allCases.flatMap { color in
        TriValue.allCases.flatMap { shape in
            TriValue.allCases.flatMap { shading in
                TriValue.allCases.map { count in SetCard(count: count, shape: shape, shading: shading, color: color) }
            }
        }
    }

    /// Cells between two cards, across and down.
    static let gap = 1

    /// Where the pages go and how many cards a page holds, for `model`'s screen and card size.
    struct Pages {
        /// The board's card size.
        let cardWidth: Int
        let cardHeight: Int
        /// Cards across and down a page.
        let columns: Int
        let rows: Int
        /// The cards' area: below the title, above the help line.
        let area: Rect

        init(_ model: AppModel) {
            let screen = model.geometry.screen
            let layout = model.setBoard.geometry.layout
            cardHeight = layout?.cardHeight ?? BoardLayout.minimumCardHeight
            cardWidth = layout?.cardWidth ?? CardShape.square.width(forHeight: cardHeight)
            area = Rect(x: 1, y: 3, width: max(0, screen.width - 2), height: max(0, screen.height - 4))
            columns = (area.width + DeckView.gap) / (cardWidth + DeckView.gap)
            rows = (area.height + DeckView.gap) / (cardHeight + DeckView.gap)
        }

        /// Cards on a page (none when not one fits).
        var perPage: Int { columns * rows }

        /// How many pages the 81 cards take (none when not one card fits).
        var count: Int { perPage == 0 ? 0 : (DeckView.cards.count + perPage - 1) / perPage }

        /// The cards of page `page` (from 0) and their frames, centred in the area.
        func cards(onPage page: Int) -> [(card: SetCard, frame: Rect)] {
            guard perPage > 0 else { return [] }
            let first = page * perPage
            let shown = DeckView.cards[min(first, DeckView.cards.count)..<min(first + perPage, DeckView.cards.count)]
            let blockWidth = columns * (cardWidth + DeckView.gap) - DeckView.gap
            let usedRows = (shown.count + columns - 1) / columns
            let blockHeight = usedRows * (cardHeight + DeckView.gap) - DeckView.gap
            let left = area.x + (area.width - blockWidth) / 2, top = area.y + max(0, (area.height - blockHeight) / 2)
            return shown.enumerated().map { index, card in
                let frame = Rect(
                    x: left + index % columns * (cardWidth + DeckView.gap), y: top + index / columns * (cardHeight + DeckView.gap),
                    width: cardWidth, height: cardHeight)
                return (card, frame)
            }
        }
    }

    /// The title: which cards of the 81 page `page` shows and their colors in `theme`:
    /// `All 81 cards: 19–36, page 2 of 5 (red, green)`.
    static func title(page: Int, pages: Pages, theme: Theme) -> String {
        let first = page * pages.perPage + 1, last = min(DeckView.cards.count, (page + 1) * pages.perPage)
        let colors = TriValue.allCases.filter { color in DeckView.cards[(first - 1)..<last].contains { $0.color == color } }
        return "All 81 cards: \(first)–\(last), page \(page + 1) of \(pages.count) ("
            + colors.map { theme.color($0).name }.joined(separator: ", ") + ")"
    }

    func draw(on grid: inout Grid) {
        let ascii = settings.ascii
        CommandBar.draw(
            [("←→", "page"), ("Esc", "back"), ("Tab", "next tab"), ("?", "help"), ("Q", "quit")], ascii: ascii, cache: cache, on: &grid)
        guard pages.count > 0 else {
            grid.put("The screen is too small for the cards.".forTerminal(ascii: ascii), x: 2, y: 2)
            return
        }
        let page = min(page, pages.count - 1)
        grid.put(DeckView.title(page: page, pages: pages, theme: settings.theme).forTerminal(ascii: ascii), x: 2, y: 1, style: CellStyle(bold: true))
        let painter = settings.painter(cache: cache)
        for (card, frame) in pages.cards(onPage: page) {
            painter.drawFace(card, label: nil, in: frame, on: &grid)
        }
    }
}
