import SetCore
import SetFrame
import SetRender
import SetTable

/// The New game menu on the SET board: opening it, its keys, and starting the mode chosen.
extension AppModel {
    /// Opens the menu on the mode being played; it says so when a game in progress would be
    /// abandoned (the menu is that question: Esc keeps the game).
    mutating func openMenu() {
        menu = NewGameMenu(current: setBoard.mode, today: settings.today, abandons: hasGameInProgress)
    }

    /// A letter starts its mode; `Q` still asks to quit; other characters do nothing.
    mutating func handleMenu(_ character: Character) {
        if character == "Q" {
            menu = nil
            return ask(.quit)
        }
        if let mode = menu?.mode(for: character) { start(mode) }
    }

    /// ↑↓ move, ←→ the computer's level, Enter starts, Esc closes the menu.
    mutating func handleMenu(_ key: SpecialKey) {
        switch key {
        case .up: menu?.move(by: -1)
        case .down: menu?.move(by: 1)
        case .left: menu?.changeLevel(by: -1)
        case .right: menu?.changeLevel(by: 1)
        case .enter: if let mode = menu?.chosen { start(mode) }
        case .escape: menu = nil
        default: return
        }
    }

    /// Closes the menu and deals a game of `mode`, remembered for the next launch.
    private mutating func start(_ mode: PlayMode) {
        menu = nil
        play(mode.referee())
        effects.append(.rememberMode(mode))
        tellDailyRecord()
    }

    /// On a fresh daily puzzle already solved unaided, the status line tells the best time it was
    /// solved in and that this solve is practice (from the score list, where a daily record keeps its day as its seed).
    mutating func tellDailyRecord() {
        guard setBoard.mode.context == .daily, setBoard.moves?.isEmpty != false else { return }
        let seed = setBoard.mode.savedSeed(0)
        guard let best = records.bestSolve(mode: setBoard.mode.scoreMode, seed: seed) else { return }
        let time = StatusText.clock(best)
        setBoard.note = StatusNote("Solved before in \(time): this time is practice, not ranked", short: "Practice, best \(time)", tone: .good)
    }
}
