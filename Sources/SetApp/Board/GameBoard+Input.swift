import SetCore
import SetFrame
import SetRender
import SetTable

/// Keys and clicks on a game tab, once the shell has ruled out overlays and tab switching.
extension GameBoard {
    /// A character typed on the board: `G` gathers or scatters; the mode's own keys (a
    /// duel's claims) go to the referee; `h` hint, Space deal, a card's key label chooses
    /// it; while gathered only `G` does anything.
    mutating func handle(_ character: Character, keyboard: KeyboardLayout) {
        if character == "G" { return toggleGather() }
        guard !isGathered, !offerToReferee(character) else { return }
        switch character {
        case "h": requestHint()
        case "U": undo()
        case " ": dealMore()
        default:
            guard !game.isOver, let slot = tableGrid?.slot(forKey: character, on: keyboard) else { return }
            choose(slot: slot)
        }
    }

    /// A special key on the board: Esc, Enter and the cursor arrows; while gathered the
    /// arrows move the pile (two columns or one row a press) and nothing else works.
    mutating func handle(_ key: SpecialKey) {
        if isGathered {
            switch key {
            case .up: movePile(columns: 0, rows: -1)
            case .down: movePile(columns: 0, rows: 1)
            case .left: movePile(columns: -2, rows: 0)
            case .right: movePile(columns: 2, rows: 0)
            default: return
            }
            return
        }
        switch key {
        case .escape: escape()
        case .backspace: undo()
        case .enter:
            if game.isOver { newGame() } else if let cursor { choose(slot: cursor) }
        default:
            if let move = CursorMove(key) { moveCursor(move) }
        }
    }

    /// A mouse press on the board: chooses the card under it, or, gathered, takes the pile.
    mutating func click(x: Int, y: Int) {
        if isGathered { return pressWhileGathered(x: x, y: y) }
        guard !game.isOver else { return }
        if let slot = restingFrames.firstIndex(where: { $0.contains(x: x, y: y) }) { choose(slot: slot) }
    }

    /// The mouse moved with its button held: a pile taken by a press follows it.
    mutating func drag(x: Int, y: Int) {
        if isGathered { dragWhileGathered(x: x, y: y) }
    }

    /// A mouse release on the board: ends a drag or click of the pile.
    mutating func release(x: Int, y: Int) {
        if isGathered { releaseWhileGathered(x: x, y: y) }
    }

    /// When to wake without input: the next animation frame, or, while the game runs and
    /// can be seen (`running`), the clock's next second or the mode's next move, whichever
    /// comes first.
    func nextWakeUp(running: Bool) -> Double? {
        let frame = animator.nextFrame(after: now)
        guard isInProgress, running else { return frame }
        let elapsed = elapsedSeconds
        let nextSecond = now + (elapsed.rounded(.down) + 1 - elapsed)
        let refereeMove = referee.wakeUp.map { max(now, realTime(ofGameTime: $0)) } ?? nextSecond
        return min(frame ?? nextSecond, nextSecond, refereeMove)
    }
}
