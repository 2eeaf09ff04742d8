import SetCore
import SetRender

/// What a board shows of the computer opponent, in a game against it (O1).
extension GameBoard {
    /// The computer's referee, in a game against the computer.
    var computerReferee: ComputerReferee? {
        referee as? ComputerReferee
    }

    /// The cards the computer took, oldest first (none outside a game against it).
    var computerPile: [Card<Content>] {
        (computerReferee?.computer.pile as? [Card<Content>]) ?? []
    }

    /// Piles other than the discard pile that leaving cards fly to: the computer's cards to
    /// its pile, when the screen has room for it.
    var otherPiles: [CardID: Rect] {
        guard let pile = geometry.computerPile, computerReferee != nil else { return [:] }
        return Dictionary(uniqueKeysWithValues: computerPile.map { ($0.id, pile) })
    }
}
