import FoundationEssentials

/// What a record is ranked by (``ScoreRecord/ranks(before:)``) and where it is: plain
/// values, so records are ranked by sorting these rather than the records themselves, which
/// would be copied, each with its arrays, at every step.
struct RecordRank {
    /// Whether the game was played with help (``ScoreRecord/isAided``).
    let aided: Bool
    let score: Int
    let date: Double
    /// The record's order among records of equal score and date (its place in a file).
    let place: Int
    /// Where the record is in the array being ranked.
    let index: Int

    init(aided: Bool = false, score: Int, date: Date, place: Int, index: Int) {
        self.aided = aided
        self.score = score
        self.date = date.timeIntervalSinceReferenceDate
        self.place = place
        self.index = index
    }

    init(_ record: ScoreRecord, place: Int, index: Int) {
        self.init(aided: record.isAided, score: record.score, date: record.date, place: place, index: index)
    }

    /// Unaided before aided, then a higher score, or the same score earlier, or the same
    /// score and date first in place.
    func isBefore(_ other: RecordRank) -> Bool {
        if aided != other.aided { return !aided }
        return score != other.score ? score > other.score : date != other.date ? date < other.date : place < other.place
    }

    /// The indices of `records` best first, equals in their order.
    static func order(of records: [ScoreRecord]) -> [Int] {
        records.indices.map { RecordRank(records[$0], place: $0, index: $0) }.sorted { $0.isBefore($1) }.map(\.index)
    }
}
