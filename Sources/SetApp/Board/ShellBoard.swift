import SetCore
import SetFrame
import SetRender
import SetTable

/// A game's board as the shell routes to it, whatever its content. ``GameBoard`` of every
/// content conforms, so ``AppModel`` routes keys, clicks, time and drawing to its boards
/// (one per game in ``AppModel/games``, each kept at its content's ``GameContent/board(in:)``)
/// without naming a game. It is the composition of the board's concerns, each a small
/// protocol of its own that a caller needing only it takes (a replay: ``ReplayBoard``).
protocol ShellBoard: BoardFacts, BoardPlay, BoardDrawing, BoardSaves, BoardReplaying {
    /// Puts the board back in its place in `model` (``GameContent/board(in:)``).
    func store(in model: inout AppModel)
}

/// What the shell asks of a board to route to it: its layout, its game's state, its time.
protocol BoardFacts: Sendable {
    /// Where everything goes on the current screen.
    var geometry: BoardGeometry { get }
    /// Whether a game is under way that quitting or a new deal would abandon.
    var isInProgress: Bool { get }
    /// Whether the cards are gathered into a pile (G2).
    var isGathered: Bool { get }
    /// Whether a rival plays on the game clock by itself (the computer): a player away
    /// would lose to it.
    var hasRivalOnClock: Bool { get }
    /// Whether the game-over popup shows.
    var showsGameOver: Bool { get }
    /// The mode its finished games rank within and its save is kept under.
    var scoreMode: GameMode { get }
    /// The board's time (the app's clock, or a replay's own).
    var now: Double { get }
    /// When the loop should wake up for this board; `running` says whether its clock runs.
    func nextWakeUp(running: Bool) -> Double?
}

/// What moves a board on: time, the screen's size, the player's input, a new deal.
protocol BoardPlay: Sendable {
    /// Moves the board's time on to `now` and lets the mode's referee move by itself up to
    /// the game clock; forgets animations that have ended when `pruning`. Returns whether the
    /// referee did anything.
    mutating func advance(to now: Double, pruning: Bool) -> Bool
    /// Stops the game clock while the board cannot be seen and starts it again when it can.
    mutating func syncClock(visible: Bool)
    /// Lays the board out for a `width` × `height` screen; the cards glide to their places.
    mutating func resize(width: Int, height: Int)
    /// The player's input on the board's tab.
    mutating func handle(_ input: BoardInput)
    /// Abandons the game and deals a new one.
    mutating func newGame()
}

/// How a board draws itself on the shell's screen.
protocol BoardDrawing: Sendable {
    /// Draws the board, its status line and its commands in the player's `settings`, with
    /// what `cache` keeps.
    func draw(on grid: inout Grid, settings: AppSettings, cache: RenderCache)
    /// Draws only the status line (the cards hidden under the pause box).
    func drawStatus(on grid: inout Grid, settings: AppSettings, cache: RenderCache)
    /// Draws what a screen too small for the cards shows.
    func drawTooSmall(on grid: inout Grid, settings: AppSettings, cache: RenderCache)
    /// The game-over popup of the board's game, its records' side told by `facts`.
    func gameOverOverlay(_ facts: GameOverFacts) -> Overlay
}

/// What a board keeps and hands over: the save offered at launch, the game to save at quit,
/// the finished games to record.
protocol BoardSaves: Sendable {
    /// The saved game offered on the board's tab until answered.
    var resumeOffer: ResumeOffer? { get }
    /// The game to save when the player quits, if there is one worth saving.
    var saveOnQuit: GameSave? { get }
    /// Takes the offer among `offers` that holds a game of the board's content, if any.
    mutating func takeOffer(from offers: [ResumeOffer])
    /// Answers the resume offer; returns it (nil when there was none).
    mutating func answerResume(_ resume: Bool) -> ResumeOffer?
    /// Takes the finished games waiting to be recorded.
    mutating func takeFinished() -> [GameSummary]
}

/// How a board plays a recorded game back.
protocol BoardReplaying: Sendable {
    /// The board time at which a recorded move is due (a replay's; see ``GameBoard/dueTime(of:)``).
    func dueTime(of move: TimedMove) -> Double
    /// Makes a recorded move at its own game time (a replay's; see ``GameBoard/replay(_:)``).
    mutating func replay(_ move: TimedMove)
    /// Draws the board as a replay, its status line led by `status`.
    func drawReplay(on grid: inout Grid, settings: AppSettings, cache: RenderCache, status: ReplayStatus)
}

/// A board a replay drives: its facts, time and size, drawing, and the recorded moves; no
/// saves and no place in the model.
typealias ReplayBoard = BoardFacts & BoardPlay & BoardDrawing & BoardReplaying

extension GameBoard: ShellBoard {
    // Drawing is the hot path of every frame: called through `ShellBoard`, the generic code
    // would run unspecialized; these attributes give the registered contents their
    // specialized code behind the same entry point (a third game works without one).
    @_specialize(where Content == SetCard)
    @_specialize(where Content == PlayingCard)
    func draw(on grid: inout Grid, settings: AppSettings, cache: RenderCache) {
        BoardView(board: self, settings: settings, cache: cache).draw(on: &grid)
    }

    func drawStatus(on grid: inout Grid, settings: AppSettings, cache: RenderCache) {
        StatusBar(board: self, settings: settings, cache: cache).drawStatus(on: &grid)
    }

    func drawTooSmall(on grid: inout Grid, settings: AppSettings, cache: RenderCache) {
        BoardView(board: self, settings: settings, cache: cache).drawTooSmall(on: &grid)
    }

    func gameOverOverlay(_ facts: GameOverFacts) -> Overlay {
        Overlay.gameOver(self, facts: facts)
    }

    var hasRivalOnClock: Bool {
        referee.rivalPile != nil && referee.advancesWithTime
    }

    func store(in model: inout AppModel) {
        Content.change(&model) { $0 = self }
    }

    mutating func advance(to now: Double, pruning: Bool) -> Bool {
        self.now = now
        let acted = advanceReferee()
        if pruning { animator.prune(at: now) }
        return acted
    }

    mutating func handle(_ input: BoardInput) {
        switch input {
        case .character(let character, let keyboard): handle(character, keyboard: keyboard)
        case .key(let key): handle(key)
        case .click(let x, let y): click(x: x, y: y)
        case .release(let x, let y): release(x: x, y: y)
        case .drag(let x, let y): drag(x: x, y: y)
        }
    }

    mutating func resize(width: Int, height: Int) {
        relayout(width: width, height: height)
        settleAnimation()
    }

    mutating func takeOffer(from offers: [ResumeOffer]) {
        resumeOffer = offers.first { $0.save.snapshot(of: Content.self) != nil }
    }
}
