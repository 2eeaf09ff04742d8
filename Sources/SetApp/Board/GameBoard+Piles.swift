import SetRender

extension GameBoard {
    /// The count the deck shows at the board's time: the cards still in the deck plus those
    /// dealt but not yet out of it (they wait their turn to fly), so it falls one by one as
    /// the cards leave. The deck pile, its one-line counter and the status line show this.
    var deckCountShown: Int {
        game.deck.count + animator.cardsWaiting(at: now)
    }

    /// When the piles' cards do not fit beside or below the cards: the row above the help
    /// bar, if the cards leave it (and a row above it) free, where both piles are counted in
    /// one line; nil otherwise.
    var pileCounterRow: Int? {
        guard geometry.deckPile == nil, let layout = geometry.layout, !layout.frames.isEmpty else { return nil }
        let row = geometry.helpRow - 1
        return layout.frames.allSatisfy { $0.maxY < row } ? row : nil
    }

    /// Whether neither the piles nor their counter row fit, so the status line counts the
    /// discard as well as the deck.
    var statusCountsDiscard: Bool {
        geometry.deckPile == nil && pileCounterRow == nil
    }
}
