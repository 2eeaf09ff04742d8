/// A player's one-way delay to the server, estimated from round trips timed at the SSH level
/// (issue 45): half the shortest of the last ``window`` round trips. The shortest, because a
/// round trip only grows with queueing (a busy link, a slow reply), and a player who answers
/// the server's pings late to seem farther away must then be late at every one of them.
public struct DelayEstimate: Sendable, Equatable {
    /// Round trips kept.
    public static let window = 8
    /// The last round trips, seconds, oldest first.
    public private(set) var roundTrips: [Double] = []

    /// No round trip timed yet: a delay of 0.
    public init() {}

    /// A round trip of `seconds` was timed; one that is not a finite positive number is
    /// left out.
    public mutating func timed(_ seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        roundTrips.append(seconds)
        if roundTrips.count > Self.window { roundTrips.removeFirst(roundTrips.count - Self.window) }
    }

    /// The one-way delay, seconds: half the shortest round trip kept, 0 before any.
    public var oneWay: Double {
        (roundTrips.min() ?? 0) / 2
    }
}
