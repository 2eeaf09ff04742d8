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
    }

    /// Quits as `Q` does: a game in progress is queued for saving (B5).
    mutating func quit() {
        if setBoard.isInProgress && resumeOffer == nil {
            effects.append(.saveGame(GameSnapshot(game: setBoard.game, clock: setBoard.gameNow, seed: setBoard.gameSeed)))
        }
        wantsQuit = true
    }

    /// Answers the resume offer: the save is dropped either way; yes brings its game back
    /// with its clock.
    mutating func answerResume(_ snapshot: GameSnapshot, resume: Bool) {
        resumeOffer = nil
        effects.append(.discardSavedGame)
        guard resume else { return }
        setBoard.resume(snapshot.game, seed: snapshot.seed, clock: snapshot.clock)
    }
}
