import SetAnimation
import SetCore
import SetRender
import SetTable

/// The cards of a board as strokes: each where the animator says it is, with its face or
/// back, key label and marks, as ``BoardView`` draws them.
extension GameBoard {
    /// Every card to draw at the board's time, in drawing order (those at rest first); key
    /// labels from `keyboard`.
    func cardStrokes(keyboard: KeyboardLayout) -> [CardStroke<Content>] {
        let tableIDs = game.table.map(\.id)  // a dozen or so: looked through, not hashed
        func slot(of id: CardID) -> Int? { tableIDs.firstIndex(of: id) }
        let computerPile = self.computerPile
        // Drawn from what the game holds, never from an id: a card leaving is on a pile.
        func content(of id: CardID, leaving: Bool) -> Content? {
            let onTable = slot(of: id).map { game.table[$0].content }
            if !leaving, let onTable { return onTable }
            return (computerPile.last { $0.id == id } ?? game.discard.last { $0.id == id })?.content ?? onTable
        }
        let tableGrid = isGathered ? nil : self.tableGrid  // nothing to choose in a pile: no key labels
        let sprites = animator.sprites(at: now)
        var strokes: [CardStroke<Content>] = []
        strokes.reserveCapacity(sprites.count)
        for sprite in sprites {
            guard let card = content(of: sprite.card, leaving: sprite.isDeparting) else { continue }
            let slot = sprite.isDeparting ? nil : slot(of: sprite.card)
            let taken = computerPile.contains { $0.id == sprite.card }  // the computer's mark until it lands on its pile
            let keyLabel = taken ? "CPU" : slot.flatMap { tableGrid?.label(ofSlot: $0, on: keyboard) }
            let underCursor = slot != nil && slot == cursor && !isGathered
            let shown = taken ? .computer : CardMarks.highlight(
                onTable: slot != nil, flashing: animator.flash(for: sprite.card, at: now), chosen: chosenMark(of: sprite.card),
                hinted: game.hinted.contains(sprite.card), underCursor: underCursor, chained: game.chain.contains(sprite.card))
            let stroke: CardStroke<Content> = if showsFace(sprite) {
                CardStroke(face: card, label: keyLabel, highlight: shown, cursor: underCursor, rect: sprite.rect)
            } else if slot != nil && animator.hasLanded(sprite.card, at: now) {
                CardStroke(face: nil, label: keyLabel, highlight: shown, cursor: false, rect: sprite.rect)
            } else {
                CardStroke(face: nil, label: nil, highlight: .normal, cursor: false, rect: sprite.rect)
            }
            strokes.append(stroke)
        }
        return strokes
    }

    /// Whether `sprite` shows its face: not while the animation hides it (arriving from the
    /// deck, turning), nor while the game keeps it face down; a card turning down shows
    /// what the turn says, and a card leaving the table shows its face.
    private func showsFace(_ sprite: Sprite) -> Bool {
        if sprite.isTurningDown { return sprite.faceUp }
        return sprite.faceUp && (sprite.isDeparting || game.isFaceUp(sprite.card))
    }

    /// The mark the selection gives `card` (D4): chosen, or the full selection's verdict;
    /// nil when it is not chosen.
    private func chosenMark(of card: CardID) -> CardHighlight? {
        guard game.selection.contains(card) else { return nil }
        switch game.selectionState {
        case .matched: return .matched
        case .mismatched: return .mismatched
        case .partial: return .selected
        }
    }
}
