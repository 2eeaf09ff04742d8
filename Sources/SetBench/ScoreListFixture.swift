import FoundationEssentials
import SetCore
import SetStore

/// The records of a player with a history: `total` records spread evenly over every mode
/// the game plays (so the figure stays one history as modes are added), each with a time
/// per set found, as finished games leave them. They are written as an
/// older set-game wrote scores.json (format 2, ISO-8601 dates, sorted keys, pretty printed)
/// and imported by the game's own store, as its first launch after an update imports them,
/// so the game measured finds its records in scores.sqlite as a returning player's.
struct ScoreListFixture {
    let total: Int

    /// The whole file the store would write for these records, uncut.
    private struct ScoreFile: Encodable {
        let records: [ScoreRecord]
        let version = 2
    }

    /// Writes the records into `directory`'s `set-game` data directory, made from seed 1.
    func write(to directory: URL) throws {
        let data = directory.appendingPathComponent("set-game")
        try writeLegacyList(to: data.appendingPathComponent("scores.json"))
        _ = try ScoreStore(directory: data).load()
    }

    /// Writes the records as scores.json at `file`.
    private func writeLegacyList(to file: URL) throws {
        var random = SplitMix64(seed: 1)
        func next(_ range: ClosedRange<Int>) -> Int { Int(random.next() % UInt64(range.count)) + range.lowerBound }
        var records: [ScoreRecord] = []
        records.reserveCapacity(total)
        let modes = GameMode.listed
        for (index, mode) in modes.enumerated() {
            for _ in 0..<(total / modes.count + (index < total % modes.count ? 1 : 0)) {
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
        try encoder.encode(ScoreFile(records: records)).write(to: file)
    }
}
