import SetCore
import SetStore

extension RivalStatus {
    /// What a score list says of a two-sided game: `won 14-9` (the player's sets against the
    /// computer's), `P1 5-3 P2` (a duel's points, each by its player), `draw 4-4`; empty for
    /// solo play.
    static func result(of record: ScoreRecord) -> String {
        guard let rival = record.rival else { return "" }
        let duel = record.mode.parts?.context == .duel
        let (mine, theirs) = duel ? (record.score, rival.score) : (record.setsFound, rival.sets)
        let tally = mine >= theirs ? "\(mine)-\(theirs)" : "\(theirs)-\(mine)"
        if duel { return "P1 \(mine)-\(theirs) P2" }
        if mine == theirs { return "draw \(tally)" }
        return mine > theirs ? "won \(mine)-\(theirs)" : "lost \(mine)-\(theirs)"
    }
}
