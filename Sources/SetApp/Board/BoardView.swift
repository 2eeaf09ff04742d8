import SetCore
import SetRender
import SetTable

/// Draws a game tab: status line, piles, cards where the animator says they are, and
/// the help bar. A pure function of the board, the shell and the time; the same for every
/// content.
struct BoardView<Content: GameContent> {
    let board: GameBoard<Content>
    /// The player's settings: painter, keyboard, ascii.
    let settings: AppSettings
    /// The drawing session's cache.
    let cache: RenderCache
    /// What the status line and help bar say of a replay, when the board plays one back.
    var replay: ReplayStatus? = nil

    /// Draws the board tab at the board's current time.
    func draw(on grid: inout Grid) {
        let bar = StatusBar(board: board, settings: settings, cache: cache, replay: replay)
        let status = bar.statusLine()
        bar.draw(status, on: &grid)
        drawPiles(on: &grid)
        if let pile = board.pile {
            let edges = min(GameBoard<Content>.pileEdges, board.game.table.count - 1)
            PileView.drawGatheredEdges(edges, under: pile, painter: settings.painter(cache: cache), on: &grid)
        }
        drawCards(on: &grid)
        if let pile = board.pile { PileView.drawGatheredCount(board.game.table.count, on: pile, on: &grid) }
    }

    /// Draws the cards where the animator says they are: those at rest, then those moving.
    private func drawCards(on grid: inout Grid) {
        let painter = settings.painter(cache: cache)
        for stroke in board.cardStrokes(keyboard: settings.keyboard) {
            stroke.draw(with: painter, on: &grid)
        }
    }

    private func drawPiles(on grid: inout Grid) {
        guard board.referee.showsDeck else { return drawPanel(on: &grid) }
        let painter = settings.painter(cache: cache)
        if let deck = board.geometry.deckPile {
            PileView.drawDeck(count: board.deckCountShown, in: deck, painter: painter, on: &grid)
        }
        if let discard = board.geometry.discardPile {
            let top = board.game.discard.last.map(\.content)
            PileView.drawDiscard(top: top, count: board.game.discard.count, in: discard, painter: painter, on: &grid)
        }
        if let row = board.pileCounterRow, let layout = board.geometry.layout {
            let left = layout.frames.map(\.x).min() ?? 0, right = layout.frames.map(\.maxX).max() ?? grid.width
            PileView.drawCounters(
                deck: board.deckCountShown, discard: board.game.discard.count, from: left, to: right, row: row,
                painter: painter, on: &grid)
        }
        if board.hasRivalPile, let frame = board.geometry.computerPile {
            let pile = board.computerPile
            PileView.drawComputer(top: pile.last?.content, count: board.referee.rivalSets, in: frame, painter: painter, on: &grid)
        }
    }

    /// The mode's panel (the daily puzzle's found sets) in the piles' column, a card shown
    /// by its key label in bold; lines that do not fit are left out.
    private func drawPanel(on grid: inout Grid) {
        guard let top = board.geometry.deckPile, let bottom = board.geometry.discardPile else { return }
        let labels = board.labels(settings.keyboard)
        let width = grid.width - top.x
        for (row, line) in board.referee.panel(of: board.game).enumerated() where top.y + row < bottom.maxY {
            var x = top.x
            for piece in line {
                let (text, style): (String, CellStyle)
                switch piece {
                case .text(let words, let look): (text, style) = (words, look)
                case .card(let id):
                    let label = board.game.slot(of: id).flatMap { $0 < labels.count ? labels[$0] : nil } ?? "?"
                    (text, style) = (label + " ", CellStyle(bold: true))
                }
                let shown = String(text.forTerminal(ascii: settings.ascii).prefix(max(0, top.x + width - x)))
                grid.put(shown, x: x, y: top.y + row, style: style)
                x += shown.count
            }
        }
    }

    /// The whole screen says the terminal is too small and what it needs.
    func drawTooSmall(on grid: inout Grid) {
        let sizes = BoardGeometry.nearestScreens(
            cardCount: board.places.count, width: grid.width, height: grid.height, content: Content.self
        )
        TooSmallScreen(needed: sizes).draw(on: &grid, ascii: settings.ascii)
    }
}
