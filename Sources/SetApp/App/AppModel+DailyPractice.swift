import SetStore

/// Games that do not rank: a solve of a day's puzzle after its first (issue 24 item 2) and a
/// game with a move taken back (item 15) are practice, shown as such and not recorded.
extension AppModel {
    /// Whether `summary` solves a daily puzzle the score list already holds a solve of.
    func isPractice(_ summary: GameSummary) -> Bool {
        summary.mode == .daily && scores.contains { $0.mode == .daily && $0.seed == summary.seed }
    }

    /// Records `summary`, or, when it is practice, says why instead and keeps it out of the
    /// score list.
    mutating func finish(_ summary: GameSummary) {
        lastFinishedMode = summary.mode
        practiceReason = summary.undos > 0 ? "a game with undo does not rank." : isPractice(summary) ? "only a day's first solve ranks." : nil
        if practiceReason != nil {
            lastRank = nil
        } else {
            effects.append(.recordScore(summary))
        }
    }
}
