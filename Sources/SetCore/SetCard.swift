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
public struct SetCard: Hashable, Codable, Sendable {
    /// How many symbols (a: one, b: two, c: three).
    public let count: TriValue
    /// Which shape.
    public let shape: TriValue
    /// Which shading.
    public let shading: TriValue
    /// Which color.
    public let color: TriValue

    public init(count: TriValue, shape: TriValue, shading: TriValue, color: TriValue) {
        self.count = count
        self.shape = shape
        self.shading = shading
        self.color = color
    }

    /// The card's place in ``fullDeck``: 0…80, a base-3 number of its four values.
    @inlinable
    public var index: Int {
        count.rawValue + 3 * shape.rawValue + 9 * shading.rawValue + 27 * color.rawValue
    }

    /// The card at `index` (0…80) of ``fullDeck``.
    public init(index: Int) {
        precondition((0..<81).contains(index), "a SET card index is 0…80")
        self.init(
            count: TriValue(rawValue: index % 3)!,
            shape: TriValue(rawValue: index / 3 % 3)!,
            shading: TriValue(rawValue: index / 9 % 3)!,
            color: TriValue(rawValue: index / 27)!
        )
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
