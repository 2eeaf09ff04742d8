/// How quick the computer opponent is (O1). Its time to find a set is drawn for each table,
/// so it is sometimes quicker, sometimes slower, like a person.
///
/// The draw: `baseSeconds × (0.5 + t) / √sets`, where `t` is the mean of two uniform draws
/// (a triangle on 0…1 peaking at ½) and `sets` the number of sets on the table — more sets,
/// quicker to spot one. So on a table with one set the time lies within ½…1½ × the base, its
/// median the base. The bases are calibrated with `set-game simulate --opponent LEVEL`.
public enum OpponentLevel: String, CaseIterable, Codable, Sendable {
    /// `brisk` sits between `normal` and `hard`, which a player found too far apart.
    case easy, normal, brisk, hard

    /// The median seconds to find the set on a table holding exactly one.
    public var baseSeconds: Double {
        switch self {
        case .easy: 30
        case .normal: 16
        case .brisk: 12
        case .hard: 8
        }
    }

    /// Seconds the computer looks at a table without a set before it deals 3 more.
    public var secondsBeforeDeal: Double {
        switch self {
        case .easy: 12
        case .normal: 8
        case .brisk: 6
        case .hard: 4
        }
    }

    /// A time for the computer to find a set on a table holding `sets` sets (at least 1),
    /// drawn from `generator`.
    public func secondsToSet(sets: Int, using generator: inout SplitMix64) -> Double {
        precondition(sets >= 1, "a time to a set needs a set on the table")
        let spread = (generator.unitInterval() + generator.unitInterval()) / 2
        return baseSeconds * (0.5 + spread) / Double(sets).squareRoot()
    }
}

extension SplitMix64 {
    /// A number in 0..<1 with 53 random bits, every step of 2⁻⁵³ equally likely.
    mutating func unitInterval() -> Double {
        Double(next() >> 11) * 0x1p-53
    }
}
