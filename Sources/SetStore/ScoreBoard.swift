import SetCore

/// The contents of scores.json, `{"records": [...], "version": 2}`: finished games, best
/// first, ranked within their mode (B3). Format 2 adds each game's moves to its record, so
/// that it can be replayed; format 1 files still read, their records without moves.
///
/// At most ``StoreLimits/recordsPerMode`` records of each mode are kept, the best ones; a
/// longer list read from disk is cut when it is next written.
public struct ScoreBoard: Codable, Equatable, Sendable {
    /// The format this build reads and writes.
    public static let currentVersion = 2

    /// The format of the file.
    public private(set) var version: Int
    /// Records from high score to low; equal scores keep the earlier game first.
    public private(set) var records: [ScoreRecord]

    /// A board of `records`, ranked, keeping the best ``StoreLimits/recordsPerMode`` of each mode.
    public init(records: [ScoreRecord] = []) {
        self.version = Self.currentVersion
        var kept: [GameMode: Int] = [:]
        self.records = RecordRank.order(of: records).map { records[$0] }.filter { record in
            kept[record.mode, default: 0] += 1
            return kept[record.mode]! <= StoreLimits.recordsPerMode
        }
    }

    /// A board of `ranked`, best first already and no more than
    /// ``StoreLimits/recordsPerMode`` of any mode, as a reader's ``BestRecords`` hands them:
    /// taken as they are, with no second ranking or count by mode.
    init(ranked: [ScoreRecord]) {
        self.version = Self.currentVersion
        self.records = ranked
    }

    /// The records of `mode`, best first.
    public func records(in mode: GameMode) -> [ScoreRecord] {
        records.filter { $0.mode == mode }
    }

    /// The modes that have records, in listing order (standard first).
    public var modes: [GameMode] {
        Set(records.map(\.mode)).sorted { $0.lists(before: $1) }
    }

    /// Adds `record` after every record that ranks at least as high; returns its rank among
    /// the records of its mode. A record below the kept best of its mode is not kept.
    @discardableResult
    public mutating func insert(_ record: ScoreRecord) -> Int {
        let index = records.firstIndex { record.ranks(before: $0) } ?? records.endIndex
        let rank = records[..<index].count { $0.mode == record.mode } + 1
        records.insert(record, at: index)
        if rank > StoreLimits.recordsPerMode || records.count { $0.mode == record.mode } > StoreLimits.recordsPerMode {
            records.remove(at: records.lastIndex { $0.mode == record.mode }!)
        }
        return rank
    }
}
