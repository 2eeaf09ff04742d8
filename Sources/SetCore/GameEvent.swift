/// What an action did that a front end reports or animates, in card identities (R10).
/// Where cards went is not an event: the animator compares the table before and after.
public enum GameEvent: Hashable, Sendable {
    /// The selected cards form a match, worth `points`.
    case matched([CardID], points: Int)
    /// The selected cards do not match; `penalty` points were taken.
    case mismatched([CardID], penalty: Int)
    /// More cards were dealt although a match was on the table; `penalty` points were taken.
    case dealtPastMatch(penalty: Int)
    /// Dealing was refused: the deck is empty.
    case deckEmpty
    /// First hint: how many matches are on the table.
    case hintCount(Int)
    /// A further hint: these cards form a match; `penalty` points were taken.
    case hintShown([CardID], penalty: Int)
    /// A hint was asked for but the table holds no match.
    case noMatchOnTable
    /// The deck is empty and the table holds no match (R11).
    case gameOver
}
