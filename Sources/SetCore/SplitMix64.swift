/// A small, fast, seedable random number generator (Steele, Lea and Flood's SplitMix64).
///
/// Every random choice in the game comes from one of these, so the same seed gives the
/// same game on every machine.
public struct SplitMix64: RandomNumberGenerator, Codable, Hashable, Sendable {
    /// The generator's whole state.
    public private(set) var state: UInt64

    /// A generator that starts from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// An independent generator for sub-stream `index` of `seed` (e.g. game number `index`).
    public static func stream(seed: UInt64, index: UInt64) -> SplitMix64 {
        var mixer = SplitMix64(seed: seed ^ (index &* 0xD1B5_4A32_D192_ED03))
        return SplitMix64(seed: mixer.next())
    }
}
