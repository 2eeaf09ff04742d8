/// How long each part of the animation takes, in seconds.
///
/// The defaults are for speed 1; ``init(speed:)`` divides every duration by the speed.
public struct AnimationTiming: Hashable, Sendable {
    /// One card flying in to its slot: 0.35 s.
    public var arrival = 0.35
    /// The pause between one arriving card and the next: 0.07 s.
    public var stagger = 0.07
    /// One card flying away: 0.35 s.
    public var departure = 0.35
    /// One card gliding to a new slot: 0.3 s.
    public var glide = 0.3
    /// How long the board stays empty before a deal: 0.3 s.
    public var dealPause = 0.3
    /// A card dealt from the deck pile turns over during the last half of its arrival: 0.175 s.
    public var flip = 0.175
    /// A found set's flash and hop: 0.4 s.
    public var celebration = 0.4
    /// A mismatch's shake: 0.3 s.
    public var shake = 0.3

    /// The timings at `speed` (2 is twice as fast as 1).
    public init(speed: Double = 1) {
        arrival /= speed
        stagger /= speed
        departure /= speed
        glide /= speed
        dealPause /= speed
        flip /= speed
        celebration /= speed
        shake /= speed
    }
}
