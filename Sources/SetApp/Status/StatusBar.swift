import SetCore
import SetRender
import SetTable

/// The status line (D6) at the top and the help bar at the bottom.
struct StatusBar<Content: GameContent> {
    let board: GameBoard<Content>
    /// The player's settings: ascii.
    let settings: AppSettings
    /// The drawing session's cache.
    let cache: RenderCache
    /// What the status line and help bar say of a replay, when the board plays one back.
    var replay: ReplayStatus? = nil

    /// Draws `status` (this bar's ``statusLine()``) and the help bar.
    func draw(_ status: StatusLine, on grid: inout Grid) {
        status.draw(on: &grid, cache: cache)
        drawHelp(on: &grid)
    }

    /// The status line (see ``StatusLine``).
    func drawStatus(on grid: inout Grid) {
        statusLine().draw(on: &grid, cache: cache)
    }

    /// What the status line shows, led by the replay's state in a replay.
    func statusLine() -> StatusLine {
        var line = StatusLine(board: board, settings: settings)
        line.replay = replay
        return line
    }

    /// `Space deal 3  h hint  Esc clear  n new  ? help  Q quit  ←↑↓→ move  Enter choose`, as much as fits,
    /// or the mode's own commands; once the game is over, only what still works; in a
    /// replay, the replay's.
    private func drawHelp(on grid: inout Grid) {
        let ascii = settings.ascii
        let play = board.game.isOver
            ? StatusText.gameOverCommands(popupShown: board.showsGameOver)
            : board.referee.commands ?? StatusText.boardCommands[ascii ? 1 : 0]
        let commands = replay?.commands ?? play
        CommandBar.draw(commands, ascii: ascii, cache: cache, on: &grid)
    }
}

/// Texts and looks the status line shares with other views.
enum StatusText {
    /// The board's commands, in Unicode then in ASCII (the arrows spelled out), made once.
    static let boardCommands: [[(key: String, action: String)]] = [false, true].map { ascii in
        [("Space", "deal 3"), ("h", "hint"), ("Esc", "clear"), ("n", "new"), ("?", "help"), ("Q", "quit")] + CursorMove.commands(ascii: ascii)
    }

    /// The commands once a game is over: a new game, the board behind the game-over box while
    /// it shows, the scores, help and quitting.
    static func gameOverCommands(popupShown: Bool) -> [(key: String, action: String)] {
        [("Enter", "new game")] + (popupShown ? [("Esc", "see the board")] : []) + [("F2", "scores"), ("?", "help"), ("Q", "quit")]
    }

    /// `mm:ss`, or `h:mm:ss` past an hour; clamped to 0…99:59:59, so any value read from a
    /// file gives text rather than a trap.
    static func clock(_ seconds: Double) -> String {
        clock(wholeSeconds: wholeSeconds(seconds))
    }

    /// The whole seconds ``clock(_:)`` shows for `seconds`: 0…359,999.
    static func wholeSeconds(_ seconds: Double) -> Int {
        seconds.isFinite ? Int(min(max(0, seconds), 359_999)) : 0
    }

    /// `mm:ss`, or `h:mm:ss`, for whole seconds in 0…359,999.
    static func clock(wholeSeconds total: Int) -> String {
        let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
        func two(_ value: Int) -> String { value < 10 ? "0" + value.decimalText : value.decimalText }
        return hours > 0 ? hours.decimalText + ":" + two(minutes) + ":" + two(secs) : two(minutes) + ":" + two(secs)
    }
}

/// The mode's name in the status line, in reverse video: `TEST`, `JUNIOR`,
/// `DAILY 2026-11-22`… (`JR`, `DAILY` when short). Standard play, the default, is unmarked
/// (as the clock needs no label); the Cards tab's tab names its game.
enum ModeBadge {
    static func text(_ mode: PlayMode, short: Bool) -> String? {
        guard mode != .standard else { return nil }
        return short ? mode.shortTitle.uppercased() : mode.title.uppercased()
    }
}
