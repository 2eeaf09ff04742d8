import SetCore
import SetRender

/// What a board shows of a rival with a pile of its own, in a game against the computer (O1).
extension GameBoard {
    /// Whether the mode has a rival whose pile is shown.
    var hasRivalPile: Bool {
        referee.rivalPile != nil
    }

    /// The cards the rival took, oldest first (none in a mode without one).
    var computerPile: [Card<Content>] {
        referee.rivalPile ?? []
    }

    /// Piles other than the discard pile that leaving cards fly to: the computer's cards to
    /// its pile, when the screen has room for it.
    var otherPiles: [CardID: Rect] {
        guard let pile = geometry.computerPile, hasRivalPile else { return [:] }
        return Dictionary(uniqueKeysWithValues: computerPile.map { ($0.id, pile) })
    }
}
