import SetCore
import SetRender

/// Keys and clicks on a game tab, once the shell has ruled out overlays and tab switching.
extension GameBoard {
    /// A character typed on the board: `h` hint, Space deal, a card's key label chooses it.
    mutating func handle(_ character: Character, keyboard: KeyboardLayout) {
        switch character {
        case "h": requestHint()
        case " ": dealMore()
        default:
            guard !game.isOver, let layout = geometry.layout,
                let slot = keyboard.slot(for: character, rows: layout.rows, columns: layout.columns)
            else { return }
            choose(slot: slot)
        }
    }

    /// A special key on the board: Esc, Enter and the cursor arrows.
    mutating func handle(_ key: SpecialKey) {
        switch key {
        case .escape: escape()
        case .enter:
            if game.isOver { newGame() } else if let cursor { choose(slot: cursor) }
        case .up: moveCursor(rows: -1, columns: 0)
        case .down: moveCursor(rows: 1, columns: 0)
        case .left: moveCursor(rows: 0, columns: -1)
        case .right: moveCursor(rows: 0, columns: 1)
        default: return
        }
    }

    /// A click on the board: chooses the card under it.
    mutating func click(x: Int, y: Int) {
        guard !game.isOver else { return }
        if let slot = restingFrames.firstIndex(where: { $0.contains(x: x, y: y) }) { choose(slot: slot) }
    }

    /// When to wake without input: the next animation frame, or the clock's next second
    /// while the game runs and can be seen (`running`).
    func nextWakeUp(running: Bool) -> Double? {
        let frame = animator.nextFrame(after: now)
        guard isInProgress, running else { return frame }
        let elapsed = elapsedSeconds
        let nextSecond = now + (elapsed.rounded(.down) + 1 - elapsed)
        return min(frame ?? nextSecond, nextSecond)
    }
}
