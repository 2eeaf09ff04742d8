import SetCore
import SetTable

/// Undo (issue 24 item 15, issue 41): in solo play the last whole action is taken back
/// exactly — a set or a miss (all the choices that made it), a deal, a hint, or one choice —
/// by dealing the game again from its seed and playing every move logged before it at its
/// own time. The game is then exactly as it was before the action: an undone set takes
/// back its points, an undone hint its mark and its cost. A game with an action undone is
/// practice: it is not ranked, so no undo can win anything.
extension GameBoard {
    /// Whether the mode takes moves back (``PlayMode/allowsUndo``): solo play only
    /// (standard, test, Junior, Cards); never in a race, a duel or the daily puzzle, where it
    /// would undo a rival or a rank.
    var allowsUndo: Bool {
        mode.allowsUndo
    }

    /// Takes back the last whole action logged, if the mode allows it and the game runs.
    mutating func undo() {
        guard !isGathered, !game.isOver else { return }
        guard allowsUndo else { return note = StatusNote("No undo in this mode", tone: .bad) }
        guard let log = moves, !log.isEmpty else { return note = StatusNote("Nothing to undo", tone: .info) }
        var replayed = referee
        var game = replayed.deal(seed: gameSeed, at: self.game.statistics.startedAt)
        var steps: [UndoStep] = []
        for timed in log {
            let events = replayed.perform(timed.move, on: &game, at: timed.at).events
            steps.append(UndoStep(timed.move, events: events, selectionIsEmpty: game.selection.isEmpty))
        }
        let action = UndoStep.lastAction(steps)
        let kept = Array(log[..<action.start])
        replayed = referee
        game = replayed.deal(seed: gameSeed, at: self.game.statistics.startedAt)
        for timed in kept { _ = replayed.perform(timed.move, on: &game, at: timed.at) }
        moves = kept
        places = placesAfter(kept)  // the cards come back to their places
        undos += 1
        let restored = game
        let title = action.kind.title(match: Content.matchName)
        consultReferee { referee, game in
            referee = replayed
            game = restored
            return Ruling(note: StatusNote("\(title) taken back: this game is practice now", short: "Undone", tone: .info))
        }
    }
}
