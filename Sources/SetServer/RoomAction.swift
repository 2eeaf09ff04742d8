import SetCore

/// What a player in a room asks of it, as their session's program says it: data, which the
/// room's host applies (``HostedRoom/perform(_:by:)``) and stamps with the server's time.
public enum RoomAction: Hashable, Sendable {
    /// Choose (or unchoose) a card on the table.
    case choose(CardID)
    /// Forget the player's selection.
    case clearSelection
    /// Say a line in the room's chat.
    case say(String)
    /// Start the next game (the room's host, while it waits).
    case start
}
