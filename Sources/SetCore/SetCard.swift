/// One of the three values an attribute of a ``SetCard`` can take.
///
/// The core names values abstractly; what each looks like (red, diamond, striped…) is the
/// front end's theme.
public enum TriValue: Int, Hashable, Codable, Sendable, CaseIterable, Comparable {
    case a = 0, b = 1, c = 2

    public static func < (lhs: TriValue, rhs: TriValue) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The value that completes a set with `self` and `other`: equal to both when they are
    /// equal, otherwise the third value.
    public func completing(_ other: TriValue) -> TriValue {
        TriValue(rawValue: (6 - rawValue - other.rawValue) % 3)!
    }
}

/// A SET card: four attributes, three values each (R1).
///
/// Stored as its ``index`` (one byte), which the set finder reads for every card of every
/// table; the four attributes are the index's base-3 digits.
public struct SetCard: Hashable, Sendable {
    /// The card's place in ``fullDeck``: 0…80.
    @usableFromInline
    let storedIndex: UInt8

    /// How many symbols (a: one, b: two, c: three).
    public var count: TriValue { digit(1) }
    /// Which shape.
    public var shape: TriValue { digit(3) }
    /// Which shading.
    public var shading: TriValue { digit(9) }
    /// Which color.
    public var color: TriValue { digit(27) }

    public init(count: TriValue, shape: TriValue, shading: TriValue, color: TriValue) {
        storedIndex = UInt8(count.rawValue + 3 * shape.rawValue + 9 * shading.rawValue + 27 * color.rawValue)
    }

    /// The card's place in ``fullDeck``: 0…80, a base-3 number of its four values (count
    /// the lowest digit, color the highest).
    @inlinable
    public var index: Int { Int(storedIndex) }

    /// The card at `index` (0…80) of ``fullDeck``.
    public init(index: Int) {
        precondition((0..<81).contains(index), "a SET card index is 0…80")
        storedIndex = UInt8(index)
    }

    /// The base-3 digit of ``index`` worth `place` (1, 3, 9 or 27).
    private func digit(_ place: Int) -> TriValue {
        TriValue(rawValue: index / place % 3)!
    }

    /// The one card that makes a set with `self` and `other`.
    public func completingSet(with other: SetCard) -> SetCard {
        SetCard(
            count: count.completing(other.count),
            shape: shape.completing(other.shape),
            shading: shading.completing(other.shading),
            color: color.completing(other.color)
        )
    }
}

/// A card is saved as its four attributes, as it always was.
extension SetCard: Codable {
    enum CodingKeys: String, CodingKey { case count, shape, shading, color }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            count: try container.decode(TriValue.self, forKey: .count),
            shape: try container.decode(TriValue.self, forKey: .shape),
            shading: try container.decode(TriValue.self, forKey: .shading),
            color: try container.decode(TriValue.self, forKey: .color)
        )
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(count, forKey: .count)
        try container.encode(shape, forKey: .shape)
        try container.encode(shading, forKey: .shading)
        try container.encode(color, forKey: .color)
    }
}
