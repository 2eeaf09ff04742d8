/// One physical card: a stable identity and what is printed on it.
public struct Card<Content: Matchable>: Hashable, Codable, Sendable, Identifiable {
    /// Stable identity, unique within a deck; the UI animates by it.
    public let id: CardID
    /// What the card shows.
    public let content: Content

    public init(id: CardID, content: Content) {
        self.id = id
        self.content = content
    }

    /// The full deck of `Content`, identities numbered in ``Matchable/fullDeck`` order.
    public static var fullDeck: [Card] {
        let contents = Content.fullDeck
        return contents.indices.map { Card(id: CardID($0), content: contents[$0]) }
    }
}
