import SetAnimation
import SetCore
import SetRender

/// The whole app as a value: the game, what the player sees around it, and the animation
/// state. `update(_:at:)` is the only way it changes (Elm style); `render(at:)` draws it.
public struct AppModel: Sendable {
    /// The game being played.
    public internal(set) var game: MatchingGame<SetCard>
    /// Launch choices.
    public let settings: AppSettings
    /// Where everything goes on the current screen.
    public internal(set) var geometry: BoardGeometry
    /// The time of the last message, in the injected clock's seconds.
    public internal(set) var now: Double
    /// The keyboard cursor's slot, once the arrows have been used.
    public internal(set) var cursor: Int?
    /// The last thing worth telling.
    public internal(set) var note: StatusNote?
    /// Whether the help overlay is open.
    public internal(set) var showsHelp = false
    /// Whether the player asked to quit.
    public internal(set) var wantsQuit = false
    /// Cards in flight, arriving, leaving or gliding.
    public internal(set) var animator: Animator
    /// Deals new games (R9).
    var dealer: SplitMix64
    /// Random off-screen points for flights; separate so animations never change the deal.
    var flightGenerator: SplitMix64

    /// A new app showing a first game dealt from `seed` on a `width` × `height` screen.
    public init(settings: AppSettings, seed: UInt64, width: Int, height: Int, now: Double) {
        self.settings = settings
        dealer = SplitMix64(seed: seed)
        flightGenerator = SplitMix64.stream(seed: seed, index: 1)
        game = MatchingGame(shuffledBy: &dealer, rule: settings.rule, startedAt: now)
        geometry = BoardGeometry(width: width, height: height, cardCount: game.table.count)
        self.now = now
        animator = Animator(enabled: settings.animated, speed: settings.speed)
        dealAnimation()
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

    /// Seconds the game has been running (frozen at its end).
    public var elapsedSeconds: Double {
        (game.statistics.endedAt ?? now) - game.statistics.startedAt
    }

    /// When the loop should wake up without input: the next animation frame, or the next
    /// whole second of the clock while a game runs; nil means sleep until input.
    public var nextWakeUp: Double? {
        let frame = animator.nextFrame(after: now)
        guard !game.isOver else { return frame }
        let elapsed = elapsedSeconds
        let nextSecond = now + (elapsed.rounded(.down) + 1 - elapsed)
        return min(frame ?? nextSecond, nextSecond)
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
