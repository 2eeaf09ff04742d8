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

    /// The best of each mode so far, by the mode's place in ``modes``.
    private var byMode: [BestOfMode] = []
    /// The modes met so far by their names' bytes. Every distinct name is a mode kept
    /// apart, so the list grows with them.
    private(set) var modes: [(name: [UInt8], mode: GameMode, isPlausible: Bool)] = []
    private var modeIndexByName: [[UInt8]: Int] = [:]
    /// The last modes met, most recent first: a list's few modes are found without hashing.
    private var recentModes: [Int] = []

    /// The kept records, best first as ``ScoreBoard`` ranks them (equals in file order):
    /// their ranks sorted, not the records (which would be copied, each with its arrays, at
    /// every step). Each mode holds its best already, so nothing is cut or counted here.
    func ranked() -> [ScoreRecord] {
        let all = byMode.flatMap(\.records)
        return all.indices.map { RecordRank(all[$0].record, place: all[$0].number, index: $0) }
            .sorted { $0.isBefore($1) }.map { all[$0.index].record }
    }

    /// The place in ``modes`` of the mode named by the UTF-8 bytes `name`, added if new.
    mutating func modeIndex(named name: UnsafeBufferPointer<UInt8>) -> Int {
        for index in recentModes where Self.bytes(modes[index].name, are: name) { return index }
        let key = Array(name)
        let index = modeIndexByName[key] ?? {
            let mode = GameMode(name: String(decoding: name, as: UTF8.self))
            modes.append((key, mode, GameMode.isPlausible(mode)))
            byMode.append(BestOfMode(capacity: StoreLimits.recordsPerMode))
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

    /// Whether a record of `score` at `date` in the mode at `mode` would be kept.
    func admits(score: Int, date: Date, mode: Int) -> Bool {
        byMode[mode].admits(score: score, date: date)
    }

    /// Keeps `numbered` among its mode's best, if it ranks among them.
    mutating func keep(_ numbered: Numbered, in mode: Int) {
        byMode[mode].keep(numbered)
    }
}
