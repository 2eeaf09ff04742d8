import FoundationEssentials
import GRDB
import SetCore

/// What the Scores and Statistics tabs show, as queries of the score database: one mode's
/// best games, one mode's figures, and the overview the app keeps between them. Each reads
/// only what it returns, so a long history costs its reader no memory.
extension ScoreStore {
    /// The best ``StoreLimits/recordsPerMode`` games of `mode`, best first; a game no game
    /// could have made is left out, and told of in ``RankedScores/problem``.
    /// - Throws: as ``load()``.
    public func ranking(of mode: GameMode) throws -> RankedScores {
        if let unimported { return RankedScores(mode: mode, records: unimported.records(in: mode)) }
        guard let database = try databaseIfAny() else { return RankedScores(mode: mode, records: []) }
        return try reading { try database.read { db in try Self.ranking(of: mode, db) } }
    }

    /// The Statistics tab's figures over every game of `mode`; the charts look back over
    /// the latest `historyLength` games.
    /// - Throws: as ``load()``.
    public func statistics(of mode: GameMode, historyLength: Int) throws -> Statistics {
        if let unimported { return Statistics(records: unimported.records(in: mode), historyLength: historyLength) }
        guard let database = try databaseIfAny() else { return Statistics(records: [], historyLength: historyLength) }
        return try reading { try database.read { db in try Self.statistics(of: mode, historyLength: historyLength, db) } }
    }

    /// The open database, opened if there is one; nil when no game was recorded yet (then
    /// nothing is created).
    private func databaseIfAny() throws -> DatabasePool? {
        guard pool != nil || exists(databaseURL) else { return nil }
        return try database()
    }

    /// The modes with games, how many each has, and the best unaided solve of each daily puzzle.
    static func overview(_ db: Database) throws -> RecordsOverview {
        var counts: [GameMode: Int] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT mode, count(*) FROM game GROUP BY mode") {
            counts[GameMode(name: row[0])] = row[1]
        }
        var dailyBests: [GameMode: [UInt64: Double]] = [:]
        for mode in counts.keys where RecordsOverview.isDaily(mode) {
            let rows = try Row.fetchCursor(
                db, sql: "SELECT seed, min(durationSeconds) FROM game WHERE mode = ? AND aided = 0 GROUP BY seed", arguments: [mode.name])
            while let row = try rows.next() {
                if let seed = UInt64(row[0] as String? ?? ""), let best = row[1] as Double? { dailyBests[mode, default: [:]][seed] = best }
            }
        }
        return RecordsOverview(counts: counts, dailyBests: dailyBests)
    }

    /// The best games of `mode`, ranked, and why any could not be read.
    static func ranking(of mode: GameMode, _ db: Database) throws -> RankedScores {
        var records: [ScoreRecord] = []
        var problems = 0
        var problem: String?
        let rows = try Row.fetchCursor(
            db, sql: "SELECT * FROM game WHERE mode = ? ORDER BY aided, score DESC, endedAt, id LIMIT ?", arguments: [mode.name, StoreLimits.recordsPerMode])
        while let row = try rows.next() {
            if let record = ScoreRecord(row: row, problem: &problem) { records.append(record) } else { problems += 1 }
        }
        let unreadable = problem.map { problems == 1 ? "1 game in scores.sqlite cannot be shown: \($0)" : "\(problems) games in scores.sqlite cannot be shown, e.g.: \($0)" }
        return RankedScores(mode: mode, records: records, problem: unreadable)
    }

    /// The latest games first: by date, equal dates in reverse rank order (so that, turned
    /// round, equal dates keep the order of the list).
    private static let latestFirst = "ORDER BY endedAt DESC, aided DESC, score, id DESC"

    /// The figures of ``Statistics`` over every game of `mode`.
    static func statistics(of mode: GameMode, historyLength: Int, _ db: Database) throws -> Statistics {
        let totals = try Row.fetchOne(
            db, sql: "SELECT count(*), max(score), avg(score), sum(setSeconds), sum(timedSets), min(fastestSet) FROM game WHERE mode = ?",
            arguments: [mode.name])
        let games: Int = totals?[0] ?? 0
        let (seconds, sets) = (totals?[3] as Double?, totals?[4] as Double?)
        var scores: [Double] = []
        var paces: [Double] = []
        let latest = try Row.fetchCursor(
            db, sql: "SELECT score, setSeconds, timedSets FROM game WHERE mode = ? \(latestFirst) LIMIT ?",
            arguments: [mode.name, max(historyLength, 0)])
        while let row = try latest.next() {
            scores.append(Double(row[0] as Int? ?? 0))
            paces.append((row[1] as Double?).flatMap { seconds in (row[2] as Double?).map { seconds / $0 } } ?? 0)
        }
        let lastTimes = try String.fetchOne(
            db, sql: "SELECT secondsPerSet FROM game WHERE mode = ? AND fastestSet IS NOT NULL \(latestFirst) LIMIT 1", arguments: [mode.name])
        return Statistics(
            gamesPlayed: games, bestScore: totals?[1], averageScore: games == 0 ? nil : totals?[2],
            averageSecondsPerSet: seconds.flatMap { seconds in sets.flatMap { $0 == 0 ? nil : seconds / $0 } }, fastestSet: totals?[5],
            scoreHistory: scores.reversed(), secondsPerSetHistory: paces.reversed(),
            latestSetTimes: lastTimes.flatMap { try? StoreCoding.decoder().decode([Double].self, from: Data($0.utf8)) } ?? []
        )
    }
}
