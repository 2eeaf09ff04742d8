import SetCore

/// One line of a room's log, stamped with the server's time: the room is its variant, its seed
/// and these lines in order, so a finished game can be replayed exactly (N7).
public enum RoomEntry: Hashable, Sendable {
    /// `player` took the match `cards`, in the order chosen.
    case took(PlayerKey, cards: [CardID], at: Double)
    /// `player` chose `cards`, which do not match; the table is unchanged.
    case missed(PlayerKey, cards: [CardID], at: Double)
    /// The table held no match, so the server dealt more cards.
    case dealt(at: Double)

    /// When the server stamped it.
    public var at: Double {
        switch self {
        case .took(_, _, let at), .missed(_, _, let at), .dealt(let at): at
        }
    }

    /// What this line does to the shared game, as the move log of a saved game records it:
    /// a take chooses its cards and clears the selection (which sends the match away), a deal
    /// asks for more cards, a miss leaves the table alone.
    public var moves: [TimedMove] {
        switch self {
        case .took(_, let cards, let at): cards.map { TimedMove(.choose($0), at: at) } + [TimedMove(.clearSelection, at: at)]
        case .missed: []
        case .dealt(let at): [TimedMove(.dealMore, at: at)]
        }
    }
}
