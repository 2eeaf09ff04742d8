import SetStore

/// Only the first solve of a day's puzzle ranks (issue 24 item 2): later solves of a day
/// already in the score list are practice, shown as such and not recorded.
extension AppModel {
    /// Whether `summary` solves a daily puzzle the score list already holds a solve of.
    func isPractice(_ summary: GameSummary) -> Bool {
        summary.mode == .daily && scores.contains { $0.mode == .daily && $0.seed == summary.seed }
    }

    /// Records `summary`, or, when it is practice, says so instead and keeps it out of the
    /// score list.
    mutating func finish(_ summary: GameSummary) {
        lastFinishedMode = summary.mode
        finishedAsPractice = isPractice(summary)
        if finishedAsPractice {
            lastRank = nil
        } else {
            effects.append(.recordScore(summary))
        }
    }
}
