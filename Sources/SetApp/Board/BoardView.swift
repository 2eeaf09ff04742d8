import SetAnimation
import SetCore
import SetRender

/// Draws a game tab: status line, piles, cards where the animator says they are, and
/// the help bar. A pure function of the board, the shell and the time; the same for every
/// content.
struct BoardView<Content: GameContent> {
    let board: GameBoard<Content>
    let model: AppModel
    /// The drawing session's cache.
    let cache: RenderCache
    /// What the status line and help bar say of a replay, when the board plays one back.
    var replay: ReplayStatus? = nil

    /// Draws the board tab at the model's current time.
    func draw(on grid: inout Grid) {
        let bar = StatusBar(board: board, model: model, cache: cache, replay: replay)
        let status = bar.statusLine()
        bar.draw(status, on: &grid)
        drawPiles(on: &grid)
        if let pile = board.pile {
            let edges = min(GameBoard<Content>.pileEdges, board.game.table.count - 1)
            PileView.drawGatheredEdges(edges, under: pile, painter: model.settings.painter(cache: cache), on: &grid)
        }
        drawCards(on: &grid, status: status)
        if let pile = board.pile { PileView.drawGatheredCount(board.game.table.count, on: pile, on: &grid) }
    }

    /// Draws the cards where the animator says they are: those at rest from what `cache`
    /// kept of the last frame when nothing under them changed, then those moving. `status`
    /// is the status line drawn under them.
    private func drawCards(on grid: inout Grid, status: StatusLine) {
        let painter = model.settings.painter(cache: cache)
        let (strokes, resting) = cardStrokes()
        grid.drawStrokes(strokes, context: KeptBackdrop(painter: painter, status: status), resting: resting, in: cache) { stroke, grid in
            stroke.draw(with: painter, on: &grid)
        }
    }

    /// The frame with the cards drawn over the backdrop `cache` kept under them, which the
    /// caller vouches is unchanged but for the status line (compared here); nil when it or
    /// the cards kept at rest changed.
    func drawMovingCards() -> Grid? {
        let painter = model.settings.painter(cache: cache)
        let (strokes, resting) = cardStrokes()
        let status = StatusBar(board: board, model: model, cache: cache, replay: replay).statusLine()
        return Grid.drawingStrokesOverKept(strokes, context: KeptBackdrop(painter: painter, status: status), resting: resting, in: cache) {
            stroke, grid in stroke.draw(with: painter, on: &grid)
        }
    }

    /// What the cards kept at rest were drawn with: the painter, and the status line drawn
    /// under them, the one part of the backdrop time changes.
    struct KeptBackdrop: Equatable, Sendable {
        let painter: CardPainter
        let status: StatusLine
    }

    /// Every card to draw, in drawing order, and how many of the first are at rest.
    private func cardStrokes() -> (strokes: [CardStroke<Content>], resting: Int) {
        let keyboard = model.settings.keyboard
        let tableIDs = board.game.table.map(\.id)  // a dozen or so: looked through, not hashed
        func slot(of id: CardID) -> Int? { tableIDs.firstIndex(of: id) }
        let computerPile = board.computerPile
        // Drawn from what the game holds, never from an id: a card leaving is on a pile.
        func content(of id: CardID, leaving: Bool) -> Content? {
            let onTable = slot(of: id).map { board.game.table[$0].content }
            if !leaving, let onTable { return onTable }
            return (computerPile.last { $0.id == id } ?? board.game.discard.last { $0.id == id })?.content ?? onTable
        }
        let sprites = board.animator.sprites(at: board.now)
        var strokes: [CardStroke<Content>] = []
        strokes.reserveCapacity(sprites.count)
        var resting = 0
        for sprite in sprites {
            guard let card = content(of: sprite.card, leaving: sprite.isDeparting) else { continue }
            let slot = sprite.isDeparting ? nil : slot(of: sprite.card)
            let taken = computerPile.contains { $0.id == sprite.card }  // the computer's mark until it lands on its pile
            // Nothing to choose in a pile: no key labels while gathered.
            let label = taken ? "CPU" : board.isGathered ? nil : slot.flatMap { board.label(ofSlot: $0, keyboard: keyboard) }
            let highlight = taken ? .computer
                : board.animator.flash(for: sprite.card, at: board.now) ? .selected : highlight(of: sprite.card, slot: slot)
            let cursor = slot != nil && slot == board.cursor && !board.isGathered
            let shown = cursor && highlight == .normal ? CardHighlight.cursor : highlight
            let stroke: CardStroke<Content> = if showsFace(sprite) {
                CardStroke(face: card, label: label, highlight: shown, cursor: cursor, rect: sprite.rect)
            } else if slot != nil && board.animator.hasLanded(sprite.card, at: board.now) {
                CardStroke(face: nil, label: label, highlight: shown, cursor: false, rect: sprite.rect)
            } else {
                CardStroke(face: nil, label: nil, highlight: .normal, cursor: false, rect: sprite.rect)
            }
            strokes.append(stroke)
            if !sprite.isMoving, resting == strokes.count - 1 { resting += 1 }
        }
        return (strokes, resting)
    }

    /// Whether `sprite` shows its face: not while the animation hides it (arriving from the
    /// deck, turning), nor while the game keeps it face down; a card turning down shows
    /// what the turn says, and a card leaving the table shows its face.
    private func showsFace(_ sprite: Sprite) -> Bool {
        if sprite.isTurningDown { return sprite.faceUp }
        return sprite.faceUp && (sprite.isDeparting || board.game.isFaceUp(sprite.card))
    }

    /// How a card is marked (D4): a found set, a mismatch, the selection, a hint. The cursor
    /// is drawn on top of any of these.
    private func highlight(of card: CardID, slot: Int?) -> CardHighlight {
        let game = board.game
        guard slot != nil else { return .matched }
        if game.selection.contains(card) {
            switch game.selectionState {
            case .matched: return .matched
            case .mismatched: return .mismatched
            case .partial: return .selected
            }
        }
        return game.hinted.contains(card) ? .hinted : .normal
    }

    private func drawPiles(on grid: inout Grid) {
        guard board.referee.showsDeck else { return drawPanel(on: &grid) }
        let painter = model.settings.painter(cache: cache)
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
            let sets = pile.count / Content.matchSize  // as the status line counts them
            PileView.drawComputer(top: pile.last?.content, count: sets, in: frame, painter: painter, on: &grid)
        }
    }

    /// The mode's panel (the daily puzzle's found sets) in the piles' column, a card shown
    /// by its key label in bold; lines that do not fit are left out.
    private func drawPanel(on grid: inout Grid) {
        guard let top = board.geometry.deckPile, let bottom = board.geometry.discardPile else { return }
        let labels = board.labels(model.settings.keyboard)
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
                let shown = String(text.forTerminal(ascii: model.settings.ascii).prefix(max(0, top.x + width - x)))
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
        let lines = [
            "Terminal too small (\(grid.width)×\(grid.height))",
            "The game needs \(sizes.map { "\($0.width)×\($0.height)" }.joined(separator: " or ")).",
            "Enlarge it to play — Q quits",
        ].flatMap { Overlay.wrap($0, width: grid.width) }
        let top = max(0, (grid.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            let text = line.forTerminal(ascii: model.settings.ascii)
            grid.put(text, x: max(0, (grid.width - text.count) / 2), y: top + offset, style: CellStyle(bold: offset == 0))
        }
    }
}
