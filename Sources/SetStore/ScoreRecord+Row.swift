import FoundationEssentials
import GRDB
import SetCore

extension ScoreRecord {
    /// The columns of the `game` table a record fills, in ``rowValues`` order.
    static let columns = [
        "mode", "seed", "endedAt", "score", "durationSeconds", "setsFound", "mistakes", "hints", "secondsPerSet", "moves",
        "rivalScore", "rivalSets", "undos", "aided", "setSeconds", "timedSets", "fastestSet",
    ]

    /// The values of ``columns`` for this record.
    var rowValues: [(any DatabaseValueConvertible)?] {
        [
            mode.name, String(seed), date.timeIntervalSince1970, score, durationSeconds, setsFound, mistakes, hints,
            secondsPerSet.map(Self.json), moveLog?.json, rival?.score, rival?.sets, undos, isAided,
        ] + paceValues
    }

    /// The values of the columns the Statistics tab sums: `setSeconds`, `timedSets` (the
    /// game's ``setTimes``) and `fastestSet`.
    var paceValues: [(any DatabaseValueConvertible)?] {
        let times = setTimes
        return [times?.seconds, times?.sets, secondsPerSet?.min()]
    }

    /// The record of a `game` row, or nil (with why in `problem`) when the row holds what no
    /// game could have made: the database is outside data, checked as a file is.
    init?(row: Row, problem: inout String?) {
        guard let seed = UInt64(row["seed"] as String? ?? ""), let mode = row["mode"] as String?,
            let endedAt = row["endedAt"] as Double?, let score = row["score"] as Int?, let duration = row["durationSeconds"] as Double?,
            let sets = row["setsFound"] as Int?, let mistakes = row["mistakes"] as Int?, let hints = row["hints"] as Int?,
            let undos = row["undos"] as Int?
        else {
            problem = "a game's seed or figures are missing"
            return nil
        }
        let times = (row["secondsPerSet"] as String?).map { try? StoreCoding.decoder().decode([Double].self, from: Data($0.utf8)) }
        if case .some(nil) = times {
            problem = "a game's per-set times are not a list of numbers"
            return nil
        }
        let rivalScore = row["rivalScore"] as Int?, rivalSets = row["rivalSets"] as Int?
        self.init(
            score: score, date: Date(timeIntervalSince1970: endedAt), durationSeconds: duration, setsFound: sets, mistakes: mistakes,
            hints: hints, mode: GameMode(name: mode), seed: seed, secondsPerSet: times ?? nil,
            rival: rivalScore.flatMap { score in rivalSets.map { RivalResult(score: score, sets: $0) } }, undos: undos
        )
        moveLog = (row["moves"] as String?).map(MoveLog.init(json:))
        // The moves are checked when they are played back, not each time the list is read.
        var unchecked = self
        unchecked.moveLog = nil
        if let why = unchecked.implausibility {
            problem = why
            return nil
        }
    }

    private static func json(_ times: [Double]) -> String {
        (try? JSONEncoder().encode(times)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
    }
}
