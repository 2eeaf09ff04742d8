import SetCore
import SetOnline

/// A finished game as the records take it: its mode, seed, start, log and results. What a
/// room leaves when its game ends, and what the spool keeps while the records are away.
public struct GameRecord: Hashable, Sendable {
    public let mode: Variant
    public let seed: UInt64
    public let startedAt: Double
    public let log: [RoomEntry]
    public let results: [RoomResult]
    /// Whether it was begun alone, as practice (never rated).
    public let isPractice: Bool
    /// The day (days since 1970, UTC) whose race this game was; nil for any other game.
    /// Once one is recorded, that day's race is not dealt again on any node.
    public let raceDay: Int?

    public init(
        mode: Variant, seed: UInt64, startedAt: Double, log: [RoomEntry], results: [RoomResult], isPractice: Bool = false, raceDay: Int? = nil
    ) {
        self.mode = mode
        self.seed = seed
        self.startedAt = startedAt
        self.log = log
        self.results = results
        self.isPractice = isPractice
        self.raceDay = raceDay
    }

    /// The game `room` played: the race of `raceDay`, if given.
    public init(of room: Room, raceDay: Int? = nil) {
        self.init(
            mode: room.variant, seed: room.seed, startedAt: room.startedAt, log: room.log, results: room.results ?? [],
            isPractice: room.isPractice, raceDay: raceDay)
    }

    /// The results whose players' ratings this game changes (``RatingRule``).
    public var ratedResults: [RoomResult] {
        RatingRule.ratedResults(mode: mode, results: results, practice: isPractice)
    }
}
