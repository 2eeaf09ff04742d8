import SetAnimation
import SetCore
import SetRender
import SetStore

/// The whole app as a value: the game, the tabs around it, and the animation state.
/// `update(_:at:)` is the only way it changes (Elm style); `render()` draws it; file work it
/// needs is queued as ``AppEffect``s for the run loop.
public struct AppModel: Sendable {
    /// The game being played.
    public internal(set) var game: MatchingGame<SetCard>
    /// The seed `game` was dealt from.
    public internal(set) var gameSeed: UInt64
    /// Launch choices.
    public let settings: AppSettings
    /// Where everything goes on the current screen.
    public internal(set) var geometry: BoardGeometry
    /// The time of the last message, in the injected clock's seconds.
    public internal(set) var now: Double
    /// The tab shown.
    public internal(set) var tab: Tab = .board
    /// The keyboard cursor's slot, once the arrows have been used.
    public internal(set) var cursor: Int?
    /// The last thing worth telling on the board.
    public internal(set) var note: StatusNote?
    /// A problem worth telling wherever the player is (a score file kept aside…).
    public internal(set) var notice: String?
    /// Whether the help overlay is open.
    public internal(set) var showsHelp = false
    /// Whether the player asked to quit.
    public internal(set) var wantsQuit = false
    /// Whether the player closed the game-over popup (Esc) to look at the final board.
    public internal(set) var gameOverDismissed = false
    /// The question waiting for `y` before a new game or quitting, if any.
    public internal(set) var confirmation: Confirmation?
    /// A saved game the player may resume, with when it was saved.
    public internal(set) var resumeOffer: (snapshot: GameSnapshot, savedAt: String)?
    /// The score list, best first.
    public internal(set) var scores: [ScoreRecord] = []
    /// Where the last finished game ranked in ``scores``.
    public internal(set) var lastRank: Int?
    /// The first score row shown on the Scores tab.
    public internal(set) var scoresScroll = 0
    /// Cards in flight, arriving, leaving or gliding.
    public internal(set) var animator: Animator
    /// File work the message being handled calls for; ``update(_:at:)`` returns it.
    var effects: [AppEffect] = []
    /// Real seconds to subtract from ``now`` to read the game clock: it grows while the
    /// board cannot be seen (the game clock stands still) and rebases a resumed game.
    var clockOffset = 0.0
    /// When the board stopped being visible, while it is not (see ``boardIsVisible``).
    var pausedAt: Double?
    /// Seeds of later games (R9).
    var dealer: SplitMix64
    /// Random off-screen points for flights; separate so animations never change the deal.
    var flightGenerator: SplitMix64

    /// A new app showing a first game dealt from `seed` on a `width` × `height` screen.
    public init(settings: AppSettings, seed: UInt64, width: Int, height: Int, now: Double) {
        self.settings = settings
        dealer = SplitMix64.stream(seed: seed, index: 2)
        flightGenerator = SplitMix64.stream(seed: seed, index: 1)
        gameSeed = seed
        game = MatchingGame(seed: seed, rule: settings.rule, startedAt: now)
        geometry = BoardGeometry(width: width, height: height, cardCount: game.table.count)
        self.now = now
        animator = Animator(enabled: settings.animated, speed: settings.speed)
        dealAnimation()
        syncClock()
    }

    /// The game clock: real time less the time the board could not be seen.
    public var gameNow: Double {
        (pausedAt ?? now) - clockOffset
    }

    /// Whether the player can see the board: its tab is shown, the terminal is large enough
    /// for the cards, and no help, question or notice covers it. The game clock runs only
    /// then (D8).
    public var boardIsVisible: Bool {
        tab == .board && geometry.layout != nil && !showsHelp && notice == nil && resumeOffer == nil
            && confirmation == nil
    }

    /// The resting frame of each card on the table, in slot order (empty when too small).
    var restingFrames: [Rect] {
        geometry.layout?.frames ?? []
    }

    /// The key labels of the table's slots, in slot order.
    public var labels: [String] {
        guard let layout = geometry.layout else { return [] }
        return settings.keyboard.labels(rows: layout.rows, columns: layout.columns)
    }

    /// Seconds the game has been running (frozen at its end and while the board is hidden).
    public var elapsedSeconds: Double {
        (game.statistics.endedAt ?? gameNow) - game.statistics.startedAt
    }

    /// Whether a game is under way that quitting would abandon.
    public var hasGameInProgress: Bool {
        !game.isOver && resumeOffer == nil
    }

    /// When the loop should wake up without input: the next animation frame, the About
    /// animation's next frame, or the clock's next second while a game runs on the board;
    /// nil means sleep until input.
    public var nextWakeUp: Double? {
        switch tab {
        case .about: return now + AboutView.frameInterval
        case .scores, .statistics: return nil
        case .board:
            let frame = animator.nextFrame(after: now)
            guard hasGameInProgress, boardIsVisible else { return frame }
            let elapsed = elapsedSeconds
            let nextSecond = now + (elapsed.rounded(.down) + 1 - elapsed)
            return min(frame ?? nextSecond, nextSecond)
        }
    }

    /// Lays the board out again for the cards on the table, on a `width` × `height` screen
    /// (by default the current one).
    mutating func relayout(width: Int? = nil, height: Int? = nil) {
        geometry = BoardGeometry(
            width: width ?? geometry.screen.width, height: height ?? geometry.screen.height, cardCount: game.table.count
        )
    }

    /// Starts the deal animation of a new game (A1); skipped while the terminal is too small.
    mutating func dealAnimation() {
        guard geometry.layout != nil else { return }
        animator.deal(
            table: game.table.map(\.id), frames: restingFrames, screen: geometry.screen,
            deckPile: geometry.deckPile, now: now, using: &flightGenerator
        )
    }

    /// Tells the animator where every card rests now; skipped while the terminal is too small.
    mutating func settleAnimation() {
        guard geometry.layout != nil else { return }
        animator.settle(
            table: game.table.map(\.id), frames: restingFrames, screen: geometry.screen,
            deckPile: geometry.deckPile, discardPile: geometry.discardPile, now: now, using: &flightGenerator
        )
    }
}
