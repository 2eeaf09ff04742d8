/// What the status line and the help bar say of a replay (``Replay``): that it is one, at
/// what speed, how far it has come, and whether it is paused or over.
struct ReplayStatus: Equatable, Sendable {
    /// The speed, as shown: `2×`.
    var speed: String
    /// Moves played back, and moves in all.
    var played: Int
    var total: Int
    var isPaused: Bool
    /// Whether the game played back is over.
    var isOver: Bool

    /// `Replay · 2× · move 7/31`, then `· paused` or `· end`.
    var text: String {
        "Replay · \(speed) · move \(played)/\(total)" + (state.map { " · " + $0 } ?? "")
    }

    /// The same on a narrow screen: `Replay 2× 7/31 paused`.
    var shortText: String {
        "Replay \(speed) \(played)/\(total)" + (state.map { " " + $0 } ?? "")
    }

    /// `end` once the game is over, `paused` while paused, else nothing.
    private var state: String? {
        isOver ? "end" : isPaused ? "paused" : nil
    }

    /// The help bar's commands during a replay.
    var commands: [(key: String, action: String)] {
        [("Space", isPaused ? "play" : "pause"), ("→", "step"), ("+ -", "speed"), ("Esc", "back to scores"), ("?", "help"), ("Q", "quit")]
    }
}
