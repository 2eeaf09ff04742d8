extension Room {
    /// How many chat lines a room keeps (older ones are forgotten).
    public static let chatKept = 20

    /// `player`, shown as `name`, says `text` to the room: seated players and spectators
    /// alike. The text is made plain and bounded here, where it enters; nothing is said
    /// when nothing printable is left, or by someone who is not in the room.
    public mutating func say(_ text: String, by player: PlayerKey, name: String) -> [RoomEvent] {
        guard seat(of: player)?.isConnected == true || spectators.contains(player) else { return [] }
        let cleaned = PlainText.cleaned(text, limit: PlainText.chatLimit)
        let line = String(cleaned.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        guard !line.isEmpty else { return [] }
        keep(ChatLine(player: player, name: name, text: line))
        return [.said(player, line)]
    }

    /// A line of the room's own in the chat, about `player`: who sat down, left, came back.
    mutating func announce(_ text: String, about player: PlayerKey) {
        keep(ChatLine(player: player, name: "", text: PlainText.cleaned(text, limit: PlainText.chatLimit), isAnnouncement: true))
    }

    private mutating func keep(_ line: ChatLine) {
        chat.append(line)
        if chat.count > Self.chatKept { chat.removeFirst(chat.count - Self.chatKept) }
    }
}
