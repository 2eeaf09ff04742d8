import SetApp
import SetCore
import SetRender
import SetTestSupport
import Testing

/// Boards never need two-cell pictures (issue 41): in two cells a solid diamond and a solid oval
/// cannot differ clearly in outline, and blind readers hesitated over every two-cell picture.
/// On every screen from 60 × 20 to 240 × 70, every board of 12 cards, and of 15, 18 and 21
/// where a row of a third of them fits 13 columns wide each, border to border (the narrowest
/// card with three-cell symbols: from 65, 78 and 91 columns), draws its symbols three cells
/// wide or more, in every theme. Before issue 41 this found 60 × 20, 15 cards at 80 × 24 and
/// the boards between them drawing two-cell symbols; before cards stood border to border where
/// that buys three-cell symbols, 15 cards from 65 to 68 columns, 18 from 78 to 82 (80 × 24)
/// and 21 from 91 to 96. Below those widths no labelable grid fits 13-column cards: 15 cards at
/// 60 × 20 or online beside the players at 80 × 24 (56 columns) keep two-cell symbols.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct ThreeCellSymbolsTests {
    /// The narrowest card whose symbols are three cells wide: a border, three symbols a cell
    /// apart, a border.
    static let narrowestCard = 1 + 3 * 3 + 2 + 1

    /// Cards stand border to border only where a column apart they would be too narrow.
    @Test("every board from 60×20 to 240×70 draws symbols three cells wide or more", arguments: [12, 15, 18, 21])
    func symbolsAreThreeCellsWide(count: Int) throws {
        let perRow = count / 3, needed = perRow * Self.narrowestCard
        var faults: [String] = []
        // Symbols' width depends on the card's size and the theme only: worked out once a size.
        var symbolColumns: [Int: [(theme: String, columns: Int)]] = [:]
        let boards = BoardSweep.boards.filter { $0.count == count && $0.width >= max(60, needed) }
        #expect(boards.count == (241 - max(60, needed)) * BoardSweep.heights.count)
        for board in boards {
            guard let layout = board.layout else { continue }
            let (width, height) = (board.width, board.height)
            if layout.columnGap == 0, layout.columns * (Self.narrowestCard + BoardLayout.gap) - BoardLayout.gap <= width {
                faults.append("\(width)×\(height): cards border to border where a column apart they would be \(Self.narrowestCard) wide")
            }
            let size = layout.cardWidth << 16 | layout.cardHeight
            let symbols = symbolColumns[size] ?? Theme.all.map { theme in
                let interior = layout.frames[0].inset(by: 1)
                return (theme.name, SymbolPlacement(count: 3, theme: theme, interior: interior)?.boxes[0].width ?? 0)
            }
            symbolColumns[size] = symbols
            for (theme, columns) in symbols where columns < 3 {
                faults.append("\(width)×\(height), \(theme): cards \(layout.cardWidth)×\(layout.cardHeight), symbols \(columns) wide")
            }
        }
        let shown: String = faults.prefix(12).joined(separator: "\n")
        if !faults.isEmpty { Issue.record("\(faults.count) boards of \(count) cards with narrower symbols:\n\(shown)") }
    }

    @Test("the narrowest card with three-cell symbols is 13 columns wide")
    func narrowestCard() throws {
        let widths = (10...20).filter { SymbolPlacement.pictureColumns(interiorWidth: $0 - 2) ?? 0 >= 3 }
        #expect(widths.first == Self.narrowestCard)
    }
}
