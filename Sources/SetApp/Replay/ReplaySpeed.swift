/// How fast a replay (``Replay``) plays a game back against the time it took: half speed
/// to eight times, 1× at first; `+` and `-` step through them.
public struct ReplaySpeed: Hashable, Sendable {
    /// Which of ``factors`` it is.
    private let index: Int

    /// The speeds there are, slowest first.
    static let factors: [Double] = [0.5, 1, 2, 4, 8]

    /// As recorded.
    public static let normal = ReplaySpeed(index: 1)

    /// Game seconds played back per second.
    public var factor: Double { Self.factors[index] }

    /// The next speed up, or this one at the fastest.
    public var faster: ReplaySpeed { ReplaySpeed(index: min(index + 1, Self.factors.count - 1)) }

    /// The next speed down, or this one at the slowest.
    public var slower: ReplaySpeed { ReplaySpeed(index: max(index - 1, 0)) }

    /// `0.5×`, `1×`, `2×`…
    public var text: String {
        factor < 1 ? "\(factor)×" : "\(Int(factor))×"
    }
}
