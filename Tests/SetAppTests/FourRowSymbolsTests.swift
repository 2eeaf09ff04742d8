import SetApp
import SetRender
import SetTestSupport
import Testing

/// Symbols three rows tall made blind readers hesitate where the same shapes four rows tall
/// did not (issue 41): at 60 × 20 a board of 12 drew them, its three rows of cards 5 rows tall
/// under a tab bar of its own. Every board of 12 cards from 60 × 20 to 240 × 70 now draws
/// classic symbols four rows tall or more (the other themes' pictures keep their own height);
/// rows of cards stand border to border, and
/// the tab bar gives up its row, only where nothing else does that. Before, this found 60 × 20
/// to 60 × 22 and every screen up to 22 rows drawing three-row symbols.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct FourRowSymbolsTests {
    @Test("every board of 12 cards from 60×20 to 240×70 draws classic symbols four rows tall or more")
    func twelveCards() throws {
        var faults: [String] = []
        var symbolRows: [Int: Int] = [:]
        let boards = BoardSweep.boards.filter { $0.count == 12 }
        #expect(boards.count == BoardSweep.widths.count * BoardSweep.heights.count)
        for board in boards {
            let layout = try #require(board.layout, "\(board.width)×\(board.height)")
            let size = layout.cardWidth << 16 | layout.cardHeight
            let rows = symbolRows[size] ?? SymbolPlacement(count: 3, theme: .classic, interior: layout.frames[0].inset(by: 1))?.boxes[0].height ?? 0
            symbolRows[size] = rows
            if rows < 4 { faults.append("\(board.width)×\(board.height): cards \(layout.cardWidth)×\(layout.cardHeight), symbols \(rows) rows") }
        }
        if !faults.isEmpty { Issue.record("\(faults.count) boards of 12 with shorter symbols:\n\(faults.prefix(12).joined(separator: "\n"))") }
    }

    /// A blank row between rows of cards, and the tab bar on its own row, unless only their
    /// row makes the cards 6 rows tall (four inside): with the tab bar's row and blank rows
    /// between, the cards would be 5 rows tall.
    @Test("rows border to border and a folded tab bar only where nothing else gives four-row symbols", arguments: [12, 15, 18, 21])
    func onlyWhereNeeded(count: Int) {
        var faults: [String] = []
        for board in BoardSweep.boards where board.count == count {
            guard let layout = board.layout else { continue }
            let tall = CardShape.square.tallSymbolsHeight
            let chrome = board.foldsTabBar ? 2 : 3
            let apart = (board.height - chrome - (layout.rows - 1)) / layout.rows
            if layout.rowGap == 0, apart >= tall || layout.cardHeight < tall {
                faults.append("\(board.width)×\(board.height): rows border to border, cards \(layout.cardHeight) rows, \(apart) a row apart")
            }
            if board.foldsTabBar {
                // Below a tab bar of its own (rows 2 to the help bar) the cards would be shorter.
                let own = BoardLayout(cardCount: count, in: Rect(x: 0, y: 2, width: board.width, height: board.height - 3))
                if (own?.cardHeight ?? 0) >= tall || layout.cardHeight < tall {
                    faults.append("\(board.width)×\(board.height): the tab bar folded, cards \(layout.cardHeight) rows, \(own?.cardHeight ?? 0) below it")
                }
            }
        }
        if !faults.isEmpty { Issue.record("\(faults.count) boards of \(count):\n\(faults.prefix(12).joined(separator: "\n"))") }
    }
}
