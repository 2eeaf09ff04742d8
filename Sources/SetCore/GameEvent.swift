/// What an action did that a front end reports, in card identities (R10). Animation needs
/// no events: the animator compares the table before and after.
public enum GameEvent: Hashable, Sendable {
    /// A card left the deck and landed in table slot `slot`.
    case dealt(card: CardID, slot: Int)
    /// A matched card in `slot` went to the discard pile and `new` took its place.
    case replaced(old: CardID, new: CardID, slot: Int)
    /// Matched cards went to the discard pile without replacement; the table closed up.
    case discarded([CardID])
    /// The selected cards form a match, worth `points`.
    case matched([CardID], points: Int)
    /// The card was chosen, at a cost of `cost` points (only when choosing costs points).
    case charged(CardID, cost: Int)
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
