/// The contents of scores.json, `{"records": [...], "version": 1}`: every finished game,
/// best first (B3).
public struct ScoreBoard: Codable, Equatable, Sendable {
    /// The format this build reads and writes.
    public static let currentVersion = 1

    /// The format of the file.
    public private(set) var version: Int
    /// Records from high score to low; equal scores keep the earlier game first.
    public private(set) var records: [ScoreRecord]

    /// A board of `records`, ranked.
    public init(records: [ScoreRecord] = []) {
        self.version = Self.currentVersion
        self.records = records.sorted { $0.ranks(before: $1) }
    }

    /// The records with their 1-based ranks, best first.
    public var ranked: [RankedScore] {
        records.enumerated().map { RankedScore(rank: $0.offset + 1, record: $0.element) }
    }

    /// Adds `record` after every record that ranks at least as high; returns its rank.
    @discardableResult
    public mutating func insert(_ record: ScoreRecord) -> Int {
        let index = records.firstIndex { record.ranks(before: $0) } ?? records.endIndex
        records.insert(record, at: index)
        return index + 1
    }
}

/// A record and its place in the score list.
public struct RankedScore: Equatable, Sendable {
    /// 1 for the best score.
    public let rank: Int
    /// The game.
    public let record: ScoreRecord
}
