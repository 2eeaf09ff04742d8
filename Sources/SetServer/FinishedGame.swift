import SetCore
import SetOnline

/// A finished game as recorded: its mode, seed, start and log, the results, and the rating
/// changes recorded with it.
public struct FinishedGame: Sendable {
    /// Its number in the records.
    public let id: Int64
    public let mode: Variant
    public let seed: UInt64
    public let startedAt: Double
    public let log: [RoomEntry]
    public let results: [RoomResult]
    /// Each rated player's rating before and after the game.
    public let ratings: [PlayerKey: RatingChange]
}

/// A recorded game read back: enough to replay it (``Room/replay(variant:seed:startedAt:log:)``),
/// with who played it.
public struct RecordedGame: Hashable, Sendable {
    public let mode: Variant
    public let seed: UInt64
    public let startedAt: Double
    public let log: [RoomEntry]
    /// Every seated player's result, best first (names as they were then).
    public var results: [RoomResult] = []
}
