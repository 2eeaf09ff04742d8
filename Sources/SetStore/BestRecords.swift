import FoundationEssentials
import SetCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The best ``StoreLimits/recordsPerMode`` records of each mode among those a score-file
/// reader has met, by their number in the file; and the modes, each made and checked once.
struct BestRecords {
    /// A record and its place in the file.
    struct Numbered {
        let number: Int
        let record: ScoreRecord
    }

    /// The records that may still be kept, of each mode by the mode's place in ``modes``.
    private var byMode: [[Numbered]] = []
    /// Per mode, the last record of its best once it held that many: a later record that
    /// does not rank before it can never be kept.
    private var bars: [ScoreRecord?] = []
    /// The modes met so far by their names' bytes. Every distinct name is a mode kept
    /// apart, so the list grows with them.
    private(set) var modes: [(name: [UInt8], mode: GameMode, isPlausible: Bool)] = []
    private var modeIndexByName: [[UInt8]: Int] = [:]
    /// The last modes met, most recent first: a list's few modes are found without hashing.
    private var recentModes: [Int] = []

    /// The kept records, in file order: their places sorted, not the records (which would
    /// be copied, each with its arrays, at every step).
    func kept() -> [ScoreRecord] {
        let all = Array(byMode.joined())
        return all.indices.sorted { all[$0].number < all[$1].number }.map { all[$0].record }
    }

    /// The place in ``modes`` of the mode named by the UTF-8 bytes `name`, added if new.
    mutating func modeIndex(named name: UnsafeBufferPointer<UInt8>) -> Int {
        for index in recentModes where Self.bytes(modes[index].name, are: name) { return index }
        let key = Array(name)
        let index = modeIndexByName[key] ?? {
            let mode = GameMode(name: String(decoding: name, as: UTF8.self))
            modes.append((key, mode, GameMode.isPlausible(mode)))
            byMode.append([])
            bars.append(nil)
            modeIndexByName[key] = modes.count - 1
            return modes.count - 1
        }()
        recentModes = [index] + recentModes.prefix(11)
        return index
    }

    /// Whether `stored` holds the bytes `name`.
    private static func bytes(_ stored: [UInt8], are name: UnsafeBufferPointer<UInt8>) -> Bool {
        stored.count == name.count && (name.isEmpty || stored.withUnsafeBufferPointer { memcmp($0.baseAddress!, name.baseAddress!, name.count) == 0 })
    }

    /// Whether a record of `score` at `date` in the mode at `mode` could still be kept.
    func admits(score: Int, date: Date, mode: Int) -> Bool {
        guard let bar = bars[mode] else { return true }
        return score != bar.score ? score > bar.score : date < bar.date
    }

    /// Keeps `numbered` among its mode's best: when a mode holds twice the kept number, it
    /// is cut back to the kept number. Among equals the earlier in the file stays ahead, as
    /// when the whole list is ranked at once.
    mutating func keep(_ numbered: Numbered, in mode: Int) {
        let limit = StoreLimits.recordsPerMode
        byMode[mode].append(numbered)
        guard byMode[mode].count >= 2 * limit else { return }
        byMode[mode] = Self.best(limit, of: byMode[mode])
        bars[mode] = byMode[mode].last?.record
    }

    /// The first `count` of `records`, ranked (``ScoreRecord/ranks(before:)``, then by
    /// their place in the file).
    private static func best(_ count: Int, of records: [Numbered]) -> [Numbered] {
        var ranks = records.indices.map { RecordRank(records[$0].record, place: records[$0].number, index: $0) }
        ranks.sort { $0.isBefore($1) }
        return ranks.prefix(count).map { records[$0.index] }
    }
}
