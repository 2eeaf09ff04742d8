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

    public init(mode: Variant, seed: UInt64, startedAt: Double, log: [RoomEntry], results: [RoomResult]) {
        self.mode = mode
        self.seed = seed
        self.startedAt = startedAt
        self.log = log
        self.results = results
    }

    /// The game `room` played.
    public init(of room: Room) {
        self.init(mode: room.variant, seed: room.seed, startedAt: room.startedAt, log: room.log, results: room.results ?? [])
    }
}
