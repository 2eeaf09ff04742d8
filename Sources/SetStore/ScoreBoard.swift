import SetCore

/// The score list as shown: finished games, best first, ranked within their mode (B3).
///
/// At most ``StoreLimits/recordsPerMode`` records of each mode are shown, the best ones; the
/// score database keeps every game.
public struct ScoreBoard: Equatable, Sendable {
    /// Records from high score to low; equal scores keep the earlier game first.
    public private(set) var records: [ScoreRecord]

    /// A board of `records`, ranked, keeping the best ``StoreLimits/recordsPerMode`` of each mode.
    public init(records: [ScoreRecord] = []) {
        var kept: [GameMode: Int] = [:]
        self.records = RecordRank.order(of: records).map { records[$0] }.filter { record in
            kept[record.mode, default: 0] += 1
            return kept[record.mode]! <= StoreLimits.recordsPerMode
        }
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
