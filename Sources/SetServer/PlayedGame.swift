import SetCore
import SetOnline

/// One finished game as one of its players sees it in their profile: its number (to replay
/// it), mode, when it ended, how they did, and their rating after it, if it was rated.
public struct PlayedGame: Hashable, Sendable {
    public let id: Int64
    public let mode: Variant
    /// When it ended, in server time (seconds since 1970).
    public let endedAt: Double
    /// How many played it.
    public let players: Int
    public let place: Int
    public let sets: Int
    public let misses: Int
    /// The player's rating after it; nil when it changed no rating.
    public let ratingAfter: Double?

    public init(id: Int64, mode: Variant, endedAt: Double, players: Int, place: Int, sets: Int, misses: Int, ratingAfter: Double?) {
        self.id = id
        self.mode = mode
        self.endedAt = endedAt
        self.players = players
        self.place = place
        self.sets = sets
        self.misses = misses
        self.ratingAfter = ratingAfter
    }

    /// How many games a profile lists.
    public static let listed = 40
}
