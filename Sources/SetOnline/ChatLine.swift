/// One line said in a room (N8): who said it, the name they had, and the text, already
/// plain (control characters removed, at most ``PlainText/chatLimit`` characters); or the
/// room's own line about a player (who sat down, left, came back).
public struct ChatLine: Hashable, Sendable {
    public let player: PlayerKey
    public let name: String
    public let text: String
    /// Whether the room says it, about `player`, rather than `player` saying it.
    public let isAnnouncement: Bool

    public init(player: PlayerKey, name: String, text: String, isAnnouncement: Bool = false) {
        self.player = player
        self.name = name
        self.text = text
        self.isAnnouncement = isAnnouncement
    }
}
