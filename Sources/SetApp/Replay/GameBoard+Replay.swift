import SetCore
import SetRender

/// A board that plays back a recorded game (``Replay``) rather than the player's: the
/// recorded moves are made on it at their game times, and its own clock, referee and
/// animation do the rest, as they did when the game was played.
extension GameBoard {
    /// The board time at which the game clock reads the time of `move` (timed from the
    /// game's start, as a score record keeps it); infinity while the clock is stopped.
    func dueTime(of move: TimedMove) -> Double {
        realTime(ofGameTime: game.statistics.startedAt + move.at)
    }

    /// Makes the recorded `move` at its own game time: the clock is set to read that time
    /// (forward only; it stays stopped if it was), the mode does what it did by itself up to
    /// then (the computer's takes), and the move is ruled and animated as a player's.
    mutating func replay(_ move: TimedMove) {
        clockReading = max(gameNow, game.statistics.startedAt + move.at)
        if pausedAt == nil { clockRunsFrom = now }
        advanceReferee()
        act(move.move)
    }

    /// Draws the board as a replay: the cards as in play, the status line led by `status`,
    /// and the replay's commands in the help bar.
    func drawReplay(on grid: inout Grid, settings: AppSettings, cache: RenderCache, status: ReplayStatus) {
        BoardView(board: self, settings: settings, cache: cache, replay: status).draw(on: &grid)
    }
}
