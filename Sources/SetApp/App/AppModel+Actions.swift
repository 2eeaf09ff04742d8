import SetCore
import SetRender
import SetStore

/// What the player's commands do to the game, the tabs and the files (as effects).
extension AppModel {
    /// Shows `target`, ending a replay; the game clock stands still while the board is hidden.
    mutating func show(_ target: Tab) {
        tab = target
        replay = nil
    }

    /// Asks before `question`'s action while a game is in progress (D8); does it at once
    /// when there is none.
    mutating func ask(_ question: Confirmation) {
        if hasGameInProgress {
            confirmation = question
        } else {
            perform(question)
        }
    }

    /// Does what the player confirmed.
    mutating func perform(_ question: Confirmation) {
        switch question {
        case .newGame: newGame()
        case .quit: quit()
        }
    }

    /// Abandons the game shown and deals a new one from its next seed (R9).
    mutating func newGame() {
        boards[boardIndex(tab) ?? 0].newGame()
        lastRank = nil
        scoreProblem = nil
    }

    /// Abandons the SET board's game and deals a new one ruled by `referee`, in its mode
    /// (the New game menu's choice); the Scores tab turns to that mode.
    public mutating func play(_ referee: any Referee<SetCard>) {
        setBoard.start(referee)
        scoresMode = setBoard.scoreMode
        lastRank = nil
        scoreProblem = nil
    }

    /// Quits as `Q` does: each game in progress that was played is queued for saving, each
    /// in its mode's file (B5, G1).
    mutating func quit() {
        effects += boards.compactMap(\.saveOnQuit).map(AppEffect.saveGame)
        wantsQuit = true
    }

    /// Answers the resume offer of the tab shown. Yes brings its game back with its clock,
    /// and the save is deleted once that game has been on screen; no deletes the save; not
    /// now (`keep`) keeps it for the next launch. Without yes, the board deals afresh now.
    mutating func answerResume(resume: Bool, keep: Bool = false) {
        guard let index = boardIndex(tab), let offer = boards[index].answerResume(resume) else { return }
        if resume {
            discardsSaveAfterFrame = offer.slot
        } else if !keep {
            effects.append(.discardSavedGame(offer.slot))
        }
    }
}
