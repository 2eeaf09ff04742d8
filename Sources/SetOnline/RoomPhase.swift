/// Where a room is between its games (N3): players sit down while it waits, its host starts
/// it, a short countdown, then the game.
public enum RoomPhase: Hashable, Sendable {
    /// Players sit down; the host (``Room/host``) starts the next game. The last game's
    /// results, if any, stay on the table meanwhile.
    case waiting
    /// The host started: the game is dealt at `startsAt`, in server time.
    case countingDown(startsAt: Double)
    /// A game is on; once it ends, the room waits again.
    case playing
}
