import SetCore
import SetRender
import SetTable

/// Where everything goes on a screen of a given size: the tab bar, the status line, the help bar, the
/// cards, and the deck and discard piles beside the cards (or below them on a portrait
/// board) when there is room, smaller than the cards if need be, and never at the cost of
/// three-cell or four-row symbols.
public struct BoardGeometry: Hashable, Sendable {
    /// The whole screen.
    public let screen: Rect
    /// The row of the tab bar: the top row, its own or the status line's (``foldsTabBar``).
    public let tabRow: Int
    /// Whether the tab bar shares the top row with the status line, at its right end
    /// (``TabBar``), so that the cards get the tab bar's row: on a screen so short that only
    /// that row makes them tall enough for four-row symbols (``CardShape/tallSymbolsHeight``).
    /// 12 cards at 60 × 20 are then 13 × 6, rows border to border, rather than 13 × 5.
    public let foldsTabBar: Bool
    /// The row of the status line.
    public let statusRow: Int
    /// The row of the help bar.
    public let helpRow: Int
    /// The cards' layout, or nil when the terminal is too small for them.
    public let layout: BoardLayout?
    /// The deck pile, when shown.
    public let deckPile: Rect?
    /// The discard pile, when shown.
    public let discardPile: Rect?

    /// Rows above and below the cards (tab bar, status line, help bar). A folded tab bar
    /// (``foldsTabBar``) saves one, but only where the cards fit without that: it never
    /// decides whether a screen is too small.
    static let chromeRows = 3

    /// The shape of the cards laid out.
    public let shape: CardShape

    /// The geometry of `cardCount` cards of `content` on a `width` × `height` screen.
    public init(width: Int, height: Int, cardCount: Int, content: any CardContent.Type = SetCard.self) {
        // The table is cleared at the end: the piles and the tab bar stay as a first deal has them.
        let reference = cardCount == 0 ? content.initialTableSize : cardCount
        let folds = BoardGeometry.foldsTabBar(cardCount: reference, width: width, height: height, shape: content.cardShape)
        self.init(width: width, height: height, cardCount: cardCount, content: content, foldsTabBar: folds)
    }

    /// The geometry of `cardCount` cards of `content` on a `width` × `height` screen, the tab
    /// bar on its own row or folded into the status line's.
    private init(width: Int, height: Int, cardCount: Int, content: any CardContent.Type, foldsTabBar: Bool) {
        shape = content.cardShape
        screen = Rect(x: 0, y: 0, width: width, height: height)
        tabRow = 0
        self.foldsTabBar = foldsTabBar
        statusRow = foldsTabBar ? 0 : 1
        helpRow = height - 1
        let area = BoardGeometry.cardArea(width: width, height: height, foldsTabBar: foldsTabBar)
        let full = BoardLayout(cardCount: cardCount, in: area, shape: shape)
        if cardCount == 0 {
            let reference = BoardGeometry(
                width: width, height: height, cardCount: content.initialTableSize, content: content, foldsTabBar: foldsTabBar)
            layout = full
            deckPile = reference.deckPile
            discardPile = reference.discardPile
        } else if let full, let placed = BoardGeometry.pilesBeside(full, cardCount: cardCount, in: area, shape: shape)
            ?? BoardGeometry.pilesBelow(full, cardCount: cardCount, in: area, shape: shape)
        {
            (layout, deckPile, discardPile) = placed
        } else {
            layout = full
            deckPile = nil
            discardPile = nil
        }
    }

    /// Whether `cardCount` cards of `content` fit on a `width` × `height` screen with their labels.
    public static func fits(cardCount: Int, width: Int, height: Int, content: any CardContent.Type = SetCard.self) -> Bool {
        cardCount <= BoardLayout.maximumLabeledCards
            && BoardLayout(cardCount: cardCount, in: cardArea(width: width, height: height), shape: content.cardShape) != nil
    }

    /// Screens that show `cardCount` cards of `content` and grow a `width` × `height` screen
    /// least, the best first (at most `count`), for the "too small" message: each is at least
    /// as large as the screen in both directions, and the cards fit it.
    public static func nearestScreens(
        cardCount: Int, width: Int, height: Int, count: Int = 2, content: any CardContent.Type = SetCard.self
    ) -> [(width: Int, height: Int)] {
        TooSmallScreen.nearestScreens(
            cards: BoardLayout.minimumSizes(cardCount: cardCount, shape: content.cardShape), chrome: (0, chromeRows),
            width: width, height: height, count: count)
    }

    /// Whether `cardCount` cards fold the tab bar into the status line's row on a `width` ×
    /// `height` screen: only where its row makes them tall enough for four-row symbols and
    /// their symbols no narrower (``foldsTabBar``).
    private static func foldsTabBar(cardCount: Int, width: Int, height: Int, shape: CardShape) -> Bool {
        guard shape.tallSymbolsHeight > 0,
              let own = BoardLayout(cardCount: cardCount, in: cardArea(width: width, height: height), shape: shape),
              !shape.hasTallSymbols(height: own.cardHeight),
              let folded = BoardLayout(cardCount: cardCount, in: cardArea(width: width, height: height, foldsTabBar: true), shape: shape)
        else { return false }
        return shape.hasTallSymbols(height: folded.cardHeight)
            && (shape.readsSymbols(width: folded.cardWidth) || !shape.readsSymbols(width: own.cardWidth))
    }

    /// The rows between the status line and the help bar: below the tab bar's and the status
    /// line's rows, or below the one row they share when the tab bar is folded.
    private static func cardArea(width: Int, height: Int, foldsTabBar: Bool = false) -> Rect {
        let top = foldsTabBar ? 1 : 2
        return Rect(x: 0, y: top, width: width, height: max(0, height - top - 1))
    }

    /// The cards and the two piles, or nil when the piles do not fit.
    private typealias Placement = (layout: BoardLayout, deck: Rect, discard: Rect)

    /// Pile heights worth trying, largest first: as tall as the cards down to the smallest card.
    private static func pileHeights(_ full: BoardLayout, shape: CardShape) -> StrideThrough<Int> {
        stride(from: full.cardHeight, through: shape.minimumHeight, by: -1)
    }

    /// Whether `layout`, the cards beside or above the piles, keeps what `full` gives them
    /// alone: their height within one row, symbols three cells wide and four rows tall where
    /// `full` has them, and a blank column or row between cards where `full` has one (piles
    /// are not worth cards border to border: with 15 cards at 80 × 24 the cards are 15 × 6 a
    /// column apart, not 13 × 6 beside piles).
    private static func keeps(_ full: BoardLayout, _ layout: BoardLayout, shape: CardShape) -> Bool {
        layout.cardHeight >= full.cardHeight - 1 && layout.columnGap >= full.columnGap && layout.rowGap >= full.rowGap
            && (shape.readsSymbols(width: layout.cardWidth) || !shape.readsSymbols(width: full.cardWidth))
            && (shape.hasTallSymbols(height: layout.cardHeight) || !shape.hasTallSymbols(height: full.cardHeight))
    }

    /// A column for the piles on the right, one above the other, if the cards keep their
    /// height (within one row of cells) and symbols three cells wide (where they had them
    /// without the piles: the status line counts the deck, issue 41): the cards as large as a
    /// column of piles leaves them, taller first, then wider (``CardShape/extraColumns``), and
    /// the piles as large as that allows, at most the cards' size. At 80 × 24 cards 16 × 6 and
    /// piles 10 × 5 rather than 12 × 6 each (two-cell symbols); with 15 cards at 100 × 30 cards
    /// 16 × 8 and piles 14 × 7 rather than 14 × 7 each; at 60 × 20, and with 15 and 18 cards
    /// at 80 × 24, no piles: cards 13 × 6, 15 × 6 and 13 × 6 rather than 10 × 5, 12 × 6 and
    /// 12 × 6.
    private static func pilesBeside(_ full: BoardLayout, cardCount: Int, in area: Rect, shape: CardShape) -> Placement? {
        var chosen: Placement?
        for height in pileHeights(full, shape: shape) where 2 * height + 3 <= area.height {
            let width = shape.width(forHeight: height)
            let narrowed = Rect(x: area.x, y: area.y, width: area.width - width - 2, height: area.height)
            guard let layout = BoardLayout(cardCount: cardCount, in: narrowed, shape: shape), keeps(full, layout, shape: shape) else { continue }
            if let chosen, (layout.cardHeight, layout.cardWidth) <= (chosen.layout.cardHeight, chosen.layout.cardWidth) { continue }
            let pile = min(height, layout.cardHeight)
            let size = (width: shape.width(forHeight: pile), height: pile)
            let x = area.maxX - size.width - 1
            chosen = (layout, Rect(x: x, y: area.y + 1, width: size.width, height: size.height),
                      Rect(x: x, y: area.maxY - size.height - 1, width: size.width, height: size.height))
        }
        return chosen
    }

    /// A row for the piles below the cards, deck on the left and discard on the right, if
    /// the cards keep their size (within one row of cells) and three-cell symbols: for
    /// portrait boards.
    private static func pilesBelow(_ full: BoardLayout, cardCount: Int, in area: Rect, shape: CardShape) -> Placement? {
        for height in pileHeights(full, shape: shape) where 2 * shape.width(forHeight: height) + 3 <= area.width {
            let shortened = Rect(x: area.x, y: area.y, width: area.width, height: area.height - height - 1)
            guard let layout = BoardLayout(cardCount: cardCount, in: shortened, shape: shape), keeps(full, layout, shape: shape) else { continue }
            let pile = min(height, layout.cardHeight)
            let size = (width: shape.width(forHeight: pile), height: pile)
            let y = area.maxY - size.height
            return (layout, Rect(x: area.x + 1, y: y, width: size.width, height: size.height),
                    Rect(x: area.maxX - size.width - 1, y: y, width: size.width, height: size.height))
        }
        return nil
    }
}
