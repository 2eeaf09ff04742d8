import SetAnimation
import SetCore
import SetRender

/// Draws the board tab: status line, piles, cards where the animator says they are, and
/// the help bar. A pure function of the model and the time.
struct BoardView {
    let model: AppModel

    /// Draws the board tab at the model's current time.
    func draw(on grid: inout Grid) {
        StatusBar(model: model).draw(on: &grid)
        drawPiles(on: &grid)
        drawCards(on: &grid)
    }

    private func drawCards(on grid: inout Grid) {
        let painter = model.settings.painter
        let labels = model.labels
        var slots: [CardID: Int] = [:]
        for (slot, card) in model.game.table.enumerated() { slots[card.id] = slot }
        for sprite in model.animator.sprites(at: model.now) {
            let card = SetCard(index: sprite.card.rawValue)
            let slot = sprite.isDeparting ? nil : slots[sprite.card]
            let label = slot.flatMap { $0 < labels.count ? labels[$0] : nil }
            let highlight = model.animator.flash(for: sprite.card, at: model.now) ? .selected : highlight(of: sprite.card, slot: slot)
            let cursor = slot != nil && slot == model.cursor
            if sprite.faceUp {
                painter.drawFace(
                    card, label: label, highlight: cursor && highlight == .normal ? .cursor : highlight, cursor: cursor,
                    in: sprite.rect, on: &grid
                )
            } else {
                painter.drawBack(label: nil, in: sprite.rect, on: &grid)
            }
        }
    }

    /// How a card is marked (D4): a found set, a mismatch, the selection, a hint. The cursor
    /// is drawn on top of any of these.
    private func highlight(of card: CardID, slot: Int?) -> CardHighlight {
        let game = model.game
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
        let painter = model.settings.painter
        if let deck = model.geometry.deckPile {
            PileView.drawDeck(count: model.game.deck.count, in: deck, painter: painter, on: &grid)
        }
        if let discard = model.geometry.discardPile {
            let top = model.game.discard.last.map(\.content)
            PileView.drawDiscard(top: top, count: model.game.discard.count, in: discard, painter: painter, on: &grid)
        }
    }

    /// The whole screen says the terminal is too small and what it needs.
    func drawTooSmall(on grid: inout Grid) {
        let sizes = BoardGeometry.nearestScreens(cardCount: model.game.table.count, width: grid.width, height: grid.height)
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
