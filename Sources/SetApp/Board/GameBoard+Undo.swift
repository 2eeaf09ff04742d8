import SetCore
import SetTable

/// Undo (issue 24 item 15): in solo play the last move is taken back exactly, by dealing the
/// game again from its seed and playing every move logged before it at its own time. A game
/// with a move undone is practice: it is not ranked.
extension GameBoard {
    /// Whether the mode takes moves back (``ModeKind/allowsUndo``): solo play only
    /// (standard, test, Junior, Cards); never in a race, a duel or the daily puzzle, where it
    /// would undo a rival or a rank.
    var allowsUndo: Bool {
        mode.kind.allowsUndo
    }

    /// Takes back the last move logged, if the mode allows it and the game runs.
    mutating func undo() {
        guard !isGathered, !game.isOver else { return }
        guard allowsUndo else { return note = StatusNote("No undo in this mode", tone: .bad) }
        guard var log = moves, !log.isEmpty else { return note = StatusNote("Nothing to undo", tone: .info) }
        log.removeLast()
        var replayed = referee
        var game = replayed.deal(seed: gameSeed, at: self.game.statistics.startedAt)
        for timed in log { _ = replayed.perform(timed.move, on: &game, at: timed.at) }
        moves = log
        places = placesAfter(log)  // the cards come back to their places
        undos += 1
        let restored = game
        consultReferee { referee, game in
            referee = replayed
            game = restored
            return Ruling(note: StatusNote("Move undone: this game is practice now", short: "Undone", tone: .info))
        }
    }
}
