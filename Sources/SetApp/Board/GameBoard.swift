import SetAnimation
import SetCore
import SetRender
import SetTable

/// One game on its own tab: the game of one content, the seed it was dealt from, where its
/// cards go, the cursor, the status note, the animation and the game clock. Generic over
/// the content, so SET and Cards run the same code; the app shell (``AppModel``) routes
/// keys, clicks and time to the board shown.
public struct GameBoard<Content: GameContent>: Sendable {
    /// The game being played.
    public internal(set) var game: MatchingGame<Content>
    /// The seed `game` was dealt from.
    public internal(set) var gameSeed: UInt64
    /// Every move of `game` since its deal, with its game time, so a save can replay it;
    /// nil for a game resumed from a save that kept none.
    public internal(set) var moves: [TimedMove]? = []
    /// Where everything goes on the current screen.
    public internal(set) var geometry: BoardGeometry
    /// Where each card on the table lies on the grid (a Cards table keeps its gaps).
    var places: TablePlaces
    /// The keyboard cursor's slot, once the arrows have been used.
    public internal(set) var cursor: Int?
    /// The last thing worth telling on the board.
    public internal(set) var note: StatusNote?
    /// Whether the player closed the game-over popup (Esc) to look at the final board.
    public internal(set) var gameOverDismissed = false
    /// Cards in flight, arriving, leaving, turning or gliding.
    public internal(set) var animator: Animator
    /// The time of the last message, in the injected clock's seconds.
    public internal(set) var now: Double
    /// The saved game offered on this board's tab until the player answers; the board
    /// cannot be played meanwhile.
    public internal(set) var resumeOffer: ResumeOffer?
    /// The mode's rules around the game (see ``Referee``).
    public internal(set) var referee: any Referee<Content>
    /// The modes this board's games can be saved in, which make the referee of a resumed one.
    let modes: ModeBook<Content>
    /// Moves taken back in this game (``undo()``): a game with any is practice, not ranked.
    var undos = 0
    /// Finished games waiting to be recorded by the shell.
    var finished: [GameSummary] = []
    /// What the game clock reads until the real time ``clockRunsFrom``.
    var clockReading = 0.0
    /// The real time from which the game clock runs on from ``clockReading``: later than
    /// ``now`` while cards fly in to the table (play time counts from when the last card has
    /// landed, so the animation speed never changes the clock, a speed bonus or a rival's
    /// pace), infinity while the board cannot be seen. A reading and a start rather than an
    /// offset: the clock stands exactly still while held and never steps back by a rounding,
    /// so the moves it stamps stay in order.
    var clockRunsFrom = 0.0
    /// When the board stopped being visible, while it is not.
    var pausedAt: Double?
    /// Seeds of later games (R9).
    var dealer: SplitMix64
    /// Random off-screen points for flights; separate so animations never change the deal.
    var flightGenerator: SplitMix64
    /// Where the gathered pile lies, while the cards are gathered (G2).
    var pile: Rect?
    /// Where the mouse holding the pile was last (pressed, or dragged to), and whether it
    /// has moved since the press, until its release.
    var pressedOnPile: (x: Int, y: Int, dragged: Bool)?

    /// A board showing a first game of `referee`'s mode dealt from `seed` on a `width` ×
    /// `height` screen; a resumed game's referee is made by its mode in `modes`.
    init(
        referee: any Referee<Content>, modes: ModeBook<Content>, seed: UInt64, animated: Bool, speed: Double, width: Int, height: Int,
        now: Double
    ) {
        self.modes = modes
        dealer = SplitMix64.stream(seed: seed, index: 2)
        flightGenerator = SplitMix64.stream(seed: seed, index: 1)
        gameSeed = seed
        var referee = referee
        game = referee.deal(seed: seed, at: now)
        self.referee = referee
        places = TablePlaces(game.table.map(\.id), content: Content.self)
        geometry = BoardGeometry(width: width, height: height, cardCount: places.count, content: Content.self)
        self.now = now
        animator = Animator(enabled: animated, speed: speed)
        dealAnimation()
    }

    /// The mode played.
    public var mode: PlayMode { referee.mode }

    /// The mode this board's finished games rank within and are saved under: its variant in
    /// its context, on its content's deck (`cards-test` on the Cards tab).
    public var scoreMode: GameMode {
        mode.scoreMode(on: Content.deck)
    }

    /// The game clock: real time less the time the board could not be seen and the time
    /// cards were flying in.
    public var gameNow: Double {
        now <= clockRunsFrom ? clockReading : clockReading + (now - clockRunsFrom)
    }

    /// The real time at which the game clock reads `gameTime` (at or after ``gameNow``;
    /// infinity while the board cannot be seen).
    func realTime(ofGameTime gameTime: Double) -> Double {
        clockRunsFrom + max(gameTime - clockReading, 0)
    }

    /// Seconds the game has been running (frozen at its end and while the board is hidden).
    public var elapsedSeconds: Double {
        (game.statistics.endedAt ?? gameNow) - game.statistics.startedAt
    }

    /// The resting frame of each card on the table, in slot order, at its place on the grid
    /// (empty when too small).
    var restingFrames: [Rect] {
        guard let frames = geometry.layout?.frames, frames.count == places.count else { return [] }
        return places.placeOfSlot.map { frames[$0] }
    }

    /// Whether the game-over popup shows: the game is over and Esc has not closed it.
    public var showsGameOver: Bool {
        game.isOver && !gameOverDismissed
    }

    /// The table on the player's screen: its grid, key labels and cursor moves; nil when the
    /// terminal is too small for a board.
    var tableGrid: TableGrid? {
        geometry.layout.map { TableGrid(layout: $0, places: places) }
    }

    /// The key labels of the table's slots on `keyboard`, in slot order
    /// (``TableGrid/labels(on:)``); none when the terminal is too small for a board.
    public func labels(_ keyboard: KeyboardLayout) -> [String] {
        tableGrid?.labels(on: keyboard) ?? []
    }

    /// Stops the game clock while the board cannot be seen and starts it again when it can.
    mutating func syncClock(visible: Bool) {
        if !visible, pausedAt == nil {
            stopClock(runningFrom: .infinity)
            pausedAt = now
        } else if visible, pausedAt != nil {
            clockRunsFrom = now
            pausedAt = nil
        }
    }

    /// Stops the game clock until the cards now flying in have landed (while the game runs
    /// and the board can be seen).
    mutating func holdClockWhileLanding() {
        guard pausedAt == nil, !game.isOver, let until = animator.lastLanding(after: now) else { return }
        stopClock(runningFrom: max(clockRunsFrom, until))
    }

    /// Holds the game clock at what it reads now until the real time `start`.
    private mutating func stopClock(runningFrom start: Double) {
        clockReading = gameNow
        clockRunsFrom = start
    }


    /// Lays the board out again for the cards on the table, on a `width` × `height` screen
    /// (by default the current one).
    mutating func relayout(width: Int? = nil, height: Int? = nil) {
        geometry = BoardGeometry(
            width: width ?? geometry.screen.width, height: height ?? geometry.screen.height, cardCount: places.count,
            content: Content.self
        )
        if let pile, let layout = geometry.layout {
            self.pile = Rect(x: pile.x, y: pile.y, width: layout.cardWidth, height: layout.cardHeight)
            movePile(columns: 0, rows: 0)  // keeps it on the new card area
        } else {
            pile = nil
        }
    }

    /// Starts the deal animation of a new game (A1); skipped while the terminal is too small.
    mutating func dealAnimation() {
        guard geometry.layout != nil else { return }
        animator.deal(
            table: game.table.map(\.id), frames: restingFrames, screen: geometry.screen,
            deckPile: geometry.deckPile, now: now, using: &flightGenerator
        )
        holdClockWhileLanding()
    }

    /// Tells the animator where every card rests now; skipped while the terminal is too small.
    mutating func settleAnimation() {
        guard geometry.layout != nil else { return }
        animator.settle(
            table: game.table.map(\.id), frames: targetFrames, screen: geometry.screen,
            deckPile: geometry.deckPile, discardPile: geometry.discardPile, departingTo: otherPiles, now: now,
            using: &flightGenerator
        )
        holdClockWhileLanding()
    }
}
