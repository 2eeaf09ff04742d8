import SetCore
import SetRender
import SetStore

/// What the player's commands do to the game, the tabs and the files (as effects).
extension AppModel {
    /// Shows `target`; the game clock stands still while the board is hidden.
    mutating func show(_ target: Tab) {
        tab = target
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
        switch tab {
        case .cards: cardsBoard.newGame()
        default: setBoard.newGame()
        }
        lastRank = nil
        scoreProblem = nil
    }

    /// Quits as `Q` does: a game in progress is queued for saving (B5).
    mutating func quit() {
        if setBoard.isInProgress && resumeOffer == nil {
            effects.append(.saveGame(GameSnapshot(
                game: setBoard.game, clock: setBoard.gameNow, seed: setBoard.gameSeed, moves: setBoard.moves
            )))
        }
        wantsQuit = true
    }

    /// Answers the resume offer. Yes brings its game back with its clock, and the save is
    /// deleted once that game has been on screen; no deletes the save; not now (`keep`)
    /// keeps it for the next launch. Without yes, the board deals its game afresh now.
    mutating func answerResume(_ snapshot: GameSnapshot, resume: Bool, keep: Bool = false) {
        resumeOffer = nil
        guard resume else {
            if !keep { effects.append(.discardSavedGame) }
            setBoard.dealAnimation()
            return
        }
        discardsSaveAfterFrame = true
        setBoard.resume(snapshot.game, seed: snapshot.seed, clock: snapshot.clock, moves: snapshot.moves)
    }
}
