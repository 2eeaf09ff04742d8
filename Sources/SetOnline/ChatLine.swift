/// One line said in a room (N8): who said it, the name they had, and the text, already
/// plain (control characters removed, at most ``PlainText/chatLimit`` characters).
public struct ChatLine: Hashable, Sendable {
    public let player: PlayerKey
    public let name: String
    public let text: String

    public init(player: PlayerKey, name: String, text: String) {
        self.player = player
        self.name = name
        self.text = text
    }
}
