import SetCore
import SetRender
import SetStore

/// A finished game played back from its score record (issue 24 item 16): dealt again from
/// the record's seed in its mode on a board of its own, never the player's, and its
/// recorded moves made there at their game times, so that its own referee, clock and
/// animation show the game as it went. The board's time is the replay's: it runs at the
/// chosen speed times the app's clock while the replay can be seen, so the cards fly as
/// they flew, faster or slower. A pause stops the game clock (cards in flight land); a step
/// makes the next move at once. Nothing on the board is recorded or saved.
public struct Replay: Sendable {
    /// The record played back.
    public let record: ScoreRecord
    /// Its moves, each timed from the game's start.
    public let moves: [TimedMove]
    /// The board the game is played back on.
    var board: any ReplayBoard
    /// How many of ``moves`` have been made.
    public private(set) var played = 0
    /// How fast it plays.
    public private(set) var speed = ReplaySpeed.normal
    /// Whether the game clock is stopped (`p`, Space), so that no move comes until a step.
    public private(set) var isPaused = false
    /// The app's time the board's time was last brought up to.
    private var realNow: Double

    /// A replay of `moves` of `record` on `board`, freshly dealt, starting at the app's time `now`.
    init(record: ScoreRecord, moves: [TimedMove], board: any ReplayBoard, now: Double) {
        self.record = record
        self.moves = moves
        self.board = board
        realNow = now
    }

    /// The board played back, for a look at its game and clock, if its game is of `content`.
    public func board<Content: GameContent>(of content: Content.Type) -> GameBoard<Content>? {
        board as? GameBoard<Content>
    }

    /// The board of a SET game played back.
    public var setBoard: GameBoard<SetCard>? {
        board(of: SetCard.self)
    }

    /// Brings the replay up to the app's time `now`: while it can be seen (`visible`), its
    /// board's time runs on by the time passed at the replay's speed, and each move falling
    /// due on the way is made at its own time. Hidden, it stands still.
    mutating func advance(to now: Double, visible: Bool) {
        let passed = max(0, now - realNow)
        realNow = max(realNow, now)
        guard visible else { return }
        let target = board.now + passed * speed.factor
        while !isPaused, played < moves.count {
            let due = board.dueTime(of: moves[played])
            guard due <= target else { break }
            _ = board.advance(to: max(board.now, due), pruning: false)
            board.replay(moves[played])
            played += 1
        }
        _ = board.advance(to: target, pruning: true)
    }

    /// Pauses or plays on: the board's game clock stops or runs again.
    mutating func togglePause() {
        isPaused.toggle()
        board.syncClock(visible: !isPaused)
    }

    /// Pauses, and makes the next move at once (its cards still fly).
    mutating func step() {
        if !isPaused { togglePause() }
        guard played < moves.count else { return }
        board.replay(moves[played])
        played += 1
    }

    /// Plays faster (`faster`) or slower, within ``ReplaySpeed``'s range.
    mutating func changeSpeed(faster: Bool) {
        speed = faster ? speed.faster : speed.slower
    }

    /// Lays the board out for a `width` × `height` screen.
    mutating func resize(width: Int, height: Int) {
        board.resize(width: width, height: height)
    }

    /// When the app should wake for the replay, on its own clock: the board's next frame,
    /// its clock's next second or the next move, whichever comes first; nil while it cannot
    /// be seen, or paused with nothing moving.
    func nextWakeUp(visible: Bool) -> Double? {
        guard visible else { return nil }
        var next = board.nextWakeUp(running: !isPaused)
        if !isPaused, played < moves.count {
            let due = board.dueTime(of: moves[played])
            next = min(next ?? due, due)
        }
        guard let next, next.isFinite else { return nil }
        return realNow + max(0, next - board.now) / speed.factor
    }

    /// What the status line and help bar say of it.
    var status: ReplayStatus {
        ReplayStatus(speed: speed.text, played: played, total: moves.count, isPaused: isPaused, isOver: !board.isInProgress)
    }

    /// Draws the board played back, or what a screen too small for its cards shows.
    func draw(on grid: inout Grid, settings: AppSettings, cache: RenderCache) {
        if board.geometry.layout == nil {
            board.drawTooSmall(on: &grid, settings: settings, cache: cache)
        } else {
            board.drawReplay(on: &grid, settings: settings, cache: cache, status: status)
        }
    }
}
