/// A stable card identity: the card's index in its content type's full deck.
///
/// A type of its own, not an `Int`, so an identity can never be passed where a table slot
/// is meant. It encodes as a plain integer, as the typealias it replaces did, so saved
/// games read the same.
public struct CardID: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// The index in the full deck.
    public let rawValue: Int

    public init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public static func < (lhs: CardID, rhs: CardID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public var description: String {
        "\(rawValue)"
    }
}
