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

    /// Quits as `Q` does: a game in progress is queued for saving (B5).
    mutating func quit() {
        if hasGameInProgress {
            effects.append(.saveGame(GameSnapshot(game: game, clock: gameNow, seed: gameSeed)))
        }
        wantsQuit = true
    }

    /// Answers the resume offer: the save is dropped either way; yes brings its game back
    /// with its clock.
    mutating func answerResume(_ snapshot: GameSnapshot, resume: Bool) {
        resumeOffer = nil
        effects.append(.discardSavedGame)
        guard resume else { return }
        game = snapshot.game
        gameSeed = snapshot.seed
        clockOffset = (pausedAt ?? now) - snapshot.clock
        cursor = nil
        gameOverDismissed = false
        note = StatusNote("Game resumed")
        relayout()
        dealAnimation()
    }

    /// Chooses the card in `slot`, if there is one and it has landed: a card still flying
    /// in (or not yet shown) cannot be chosen, and the key is dropped.
    mutating func choose(slot: Int) {
        guard slot < game.table.count else { return }
        let card = game.table[slot].id
        guard animator.hasLanded(card, at: now) else { return }
        apply(game.choose(card, at: gameNow))
    }

    /// Deals 3 more (R8), unless the terminal has no room for them.
    mutating func dealMore() {
        let deals = game.selectionState != .matched && !game.deck.isEmpty
        if deals && !BoardGeometry.fits(cardCount: game.table.count + SetCard.matchSize, width: geometry.screen.width, height: geometry.screen.height) {
            note = .noRoom
            return
        }
        apply(game.dealMore(at: gameNow))
    }

    /// Abandons the game and deals a new one from the next seed (R9).
    mutating func newGame() {
        gameSeed = dealer.next()
        game = MatchingGame(seed: gameSeed, rule: settings.rule, startedAt: gameNow)
        relayout()
        cursor = cursor.map { _ in 0 }
        note = StatusNote("New game")
        lastRank = nil
        gameOverDismissed = false
        dealAnimation()
    }

    /// Takes in what a game action did: the note, the animation, the layout, the score list.
    mutating func apply(_ events: [GameEvent]) {
        var tableChanged = false
        for event in events {
            switch event {
            case .matched(let cards, _): animator.celebrate(cards, now: now)
            case .mismatched(let cards, _): animator.shake(cards, now: now)
            case .gameOver: effects.append(.recordScore(summary))
            case .dealt, .replaced, .discarded: tableChanged = true
            default: continue
            }
        }
        if let described = StatusNote.describing(events) {
            note = described
        } else if tableChanged, note?.isAboutTable == true {
            note = nil
        }
        if geometry.layout?.frames.count != game.table.count { relayout() }
        if let cursor, cursor >= game.table.count { self.cursor = game.table.isEmpty ? nil : game.table.count - 1 }
        settleAnimation()
    }

    /// The finished game, for the score list.
    private var summary: GameSummary {
        let statistics = game.statistics
        return GameSummary(
            score: game.score, durationSeconds: elapsedSeconds, setsFound: statistics.matchesFound,
            mistakes: statistics.mismatches, hints: statistics.hintsUsed,
            mode: settings.rule == .anyGroup ? "test" : "standard", seed: gameSeed,
            secondsPerSet: statistics.secondsPerMatch
        )
    }

    /// Moves the keyboard cursor on the card grid; the first press shows it on slot 0.
    mutating func moveCursor(rows deltaRows: Int, columns deltaColumns: Int) {
        guard let layout = geometry.layout, !game.table.isEmpty else { return }
        guard let current = cursor else {
            cursor = 0
            return
        }
        let (row, column) = layout.position(of: current)
        let targetRow = min(max(row + deltaRows, 0), layout.rows - 1)
        let targetColumn = min(max(column + deltaColumns, 0), layout.columns - 1)
        cursor = layout.slot(row: targetRow, column: targetColumn) ?? game.table.count - 1
    }
}
