import SetStore

/// Games that do not rank with the others. A solve of a day's puzzle after an unaided one
/// (issue 24 item 2) is practice: shown as such and not recorded. A game with a move taken
/// back, or a daily puzzle solved with hints, is recorded with its undos and hints, shown
/// as practice, and listed after the unaided games, unranked (issue 41).
extension AppModel {
    /// Whether `summary` solves a daily puzzle the score list already holds an unaided solve of.
    func isPractice(_ summary: GameSummary) -> Bool {
        summary.mode.parts?.context == .daily && records.bestSolve(mode: summary.mode, seed: summary.seed) != nil
    }

    /// Why `summary` is no fair match for unaided games, or nil when it is one.
    static func help(in summary: GameSummary) -> String? {
        if summary.undos > 0 { return "a game with undo does not rank." }
        if summary.mode.parts?.context == .daily, summary.hints > 0 { return "a solve with hints does not rank." }
        return nil
    }

    /// Records `summary`, unless it is a repeat solve of the day; says why it does not rank
    /// when it does not.
    mutating func finish(_ summary: GameSummary) {
        lastFinishedMode = summary.mode
        lastGameLost = summary.mode.parts?.context != .duel && summary.rival.map { $0.sets > summary.setsFound } == true
        let repeated = isPractice(summary)
        practiceReason = repeated ? "only a day's first solve ranks." : Self.help(in: summary)
        if repeated {
            lastRank = nil
        } else {
            effects.append(.recordScore(summary))
        }
    }
}
