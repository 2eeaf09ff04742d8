import FoundationEssentials
import SetCore
import SetStore

/// A score list of a player with a history, written as the store writes scores.json
/// (format 1, ISO-8601 dates, sorted keys, pretty printed): `perMode` records in every mode
/// the game plays, each with a time per set found, as finished games leave them.
struct ScoreListFixture {
    let perMode: Int

    /// The whole file the store would write for these records, uncut.
    private struct ScoreFile: Encodable {
        let records: [ScoreRecord]
        let version = 2
    }

    /// Writes scores.json into `directory`, made from seed 1.
    func write(to directory: URL) throws {
        var random = SplitMix64(seed: 1)
        func next(_ range: ClosedRange<Int>) -> Int { Int(random.next() % UInt64(range.count)) + range.lowerBound }
        var records: [ScoreRecord] = []
        records.reserveCapacity(perMode * GameMode.known.count)
        for mode in GameMode.known {
            for _ in 0..<perMode {
                let sets = next(0...27)
                let times = (0..<sets).map { _ in Double(next(1_000...90_000)) / 1000 }
                records.append(ScoreRecord(
                    score: next(-10...300), date: Date(timeIntervalSince1970: Double(next(1_700_000_000...1_800_000_000))),
                    durationSeconds: times.reduce(0, +), setsFound: sets, mistakes: next(0...9), hints: next(0...3), mode: mode,
                    seed: random.next(), secondsPerSet: times
                ))
            }
        }
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(ScoreFile(records: records)).write(to: directory.appendingPathComponent("set-game/scores.json"))
    }
}
