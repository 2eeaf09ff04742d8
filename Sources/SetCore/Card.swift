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
        // A loop, not `indices.map`: generic over `Content`, the map went through a witness
        // call per card, 287,000 instructions of a start-up for two decks.
        var cards: [Card] = []
        cards.reserveCapacity(contents.count)
        // Read through a buffer: the array's own subscript, unspecialized, is standard
        // library code that a start-up ran for nothing else.
        contents.withUnsafeBufferPointer { contents in
            for index in contents.indices { cards.append(Card(id: CardID(index), content: contents[index])) }
        }
        return cards
    }
}
