import SetCore

/// What the app keeps of the records between queries (B3): the modes that have games, how
/// long each mode's list is, and the quickest unaided solve of each daily puzzle. The lists
/// and figures themselves are queried when a tab shows them (``ScoreStore/ranking(of:)``,
/// ``ScoreStore/statistics(of:historyLength:)``).
public struct RecordsOverview: Equatable, Sendable {
    /// The modes with games kept, in listing order (standard first).
    public let modes: [GameMode]
    /// The games each mode's list shows: every game kept, at most ``StoreLimits/recordsPerMode``.
    let listed: [GameMode: Int]
    /// The quickest unaided solve of each daily puzzle, seconds, by mode and day (the seed).
    let dailyBests: [GameMode: [UInt64: Double]]

    /// No games yet.
    public init() {
        self.init(counts: [:], dailyBests: [:])
    }

    /// The overview of `records`, every game kept (in memory: an older score list read as it
    /// is, or games not yet written).
    public init(records: [ScoreRecord]) {
        var counts: [GameMode: Int] = [:]
        var dailyBests: [GameMode: [UInt64: Double]] = [:]
        for record in records {
            counts[record.mode, default: 0] += 1
            guard Self.isDaily(record.mode), !record.isAided else { continue }
            dailyBests[record.mode, default: [:]][record.seed] = min(dailyBests[record.mode]?[record.seed] ?? .infinity, record.durationSeconds)
        }
        self.init(counts: counts, dailyBests: dailyBests)
    }

    /// The overview of modes with `counts` games kept and `dailyBests`.
    init(counts: [GameMode: Int], dailyBests: [GameMode: [UInt64: Double]]) {
        modes = counts.keys.sorted { $0.lists(before: $1) }
        listed = counts.mapValues { min($0, StoreLimits.recordsPerMode) }
        self.dailyBests = dailyBests
    }

    /// How many games the list of `mode` shows.
    public func listed(in mode: GameMode) -> Int {
        listed[mode] ?? 0
    }

    /// The quickest unaided solve of the daily puzzle of `mode` dealt from `seed`, seconds;
    /// nil when it has none.
    public func bestSolve(mode: GameMode, seed: UInt64) -> Double? {
        dailyBests[mode]?[seed]
    }

    /// Whether `mode` is a daily puzzle's, whose unaided solves the overview keeps.
    static func isDaily(_ mode: GameMode) -> Bool {
        mode.parts?.context == .daily
    }
}

extension RecordsOverview {
    /// This overview with `records` added: games kept in memory that could not be written yet.
    public func adding(_ records: [ScoreRecord]) -> RecordsOverview {
        let added = RecordsOverview(records: records)
        return RecordsOverview(
            counts: listed.merging(added.listed, uniquingKeysWith: +),
            dailyBests: dailyBests.merging(added.dailyBests) { old, new in old.merging(new, uniquingKeysWith: min) })
    }
}
