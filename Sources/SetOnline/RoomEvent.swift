import SetCore

/// What a room's action did, for the sessions to show and animate.
public enum RoomEvent: Hashable, Sendable {
    /// A new player took a seat.
    case joined(PlayerKey)
    /// A player came back to their seat, score kept.
    case rejoined(PlayerKey)
    /// A player's connection went; the seat is kept for their return.
    case left(PlayerKey)
    /// Someone began watching.
    case watching(PlayerKey)
    /// `player` took the match `cards`.
    case took(PlayerKey, [CardID])
    /// `player` chose three cards that do not match, and it cost them.
    case missed(PlayerKey, [CardID])
    /// `player`'s complete trio lost its cards to `by`'s, pressed `margin` seconds earlier
    /// (a latency-fair room; 0: pressed together, decided by arrival).
    case beaten(PlayerKey, by: PlayerKey, margin: Double)
    /// `player`'s selection was cleared because `by` took some of its cards first.
    case selectionCleared(PlayerKey, takenBy: PlayerKey)
    /// No match was on the table, so the server dealt `cards`.
    case dealt([CardID])
    /// The game ended; every seated player's result, best first.
    case gameOver([RoomResult])
    /// The host started the next game: it is dealt at `startsAt` (server time).
    case countingDown(startsAt: Double, by: PlayerKey)
    /// A new game was dealt at the same table.
    case began
    /// A chat line.
    case said(PlayerKey, String)
}
