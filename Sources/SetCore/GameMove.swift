/// One thing a player, or a mode's rival by itself, did to a game, as a move log records it:
/// replaying a game's moves, at their times, on the deal of its seed gives back the game (R13).
public enum GameMove: Hashable, Sendable {
    /// The player chose this card on the table (``MatchingGame/choose(_:at:)``).
    case choose(CardID)
    /// The player asked for more cards (``MatchingGame/dealMore(at:)``).
    case dealMore
    /// The player asked for a hint (``MatchingGame/requestHint(at:)``).
    case hint
    /// The player cleared the selection (``MatchingGame/clearSelection(at:)``).
    case clearSelection
    /// In a duel, this player claims the next set (``Duel/claim(_:on:at:)``); the game
    /// itself does nothing with it.
    case claim(DuelPlayer)
    /// The mode's rival (the computer, O1) took these cards as its set, by itself. The game
    /// itself does nothing with it: the mode's referee makes the rival's moves on its clock,
    /// and the log keeps them so that every change of the table is in it.
    case rivalTook([CardID])
    /// The mode's rival dealt 3 more cards by itself, the table holding no set.
    case rivalDealt
}

/// A move and the game-clock time it was made at.
public struct TimedMove: Hashable, Sendable {
    /// What was done.
    public let move: GameMove
    /// When, in the game's clock (the one ``MatchingGame`` was started with).
    public let at: Double

    public init(_ move: GameMove, at time: Double) {
        self.move = move
        self.at = time
    }
}

extension MatchingGame {
    /// Does `move` at `now`, as the matching action method would.
    @discardableResult
    public mutating func perform(_ move: GameMove, at now: Double) -> [GameEvent] {
        switch move {
        case .choose(let id): choose(id, at: now)
        case .dealMore: dealMore(at: now)
        case .hint: requestHint(at: now)
        case .clearSelection: clearSelection(at: now)
        case .claim, .rivalTook, .rivalDealt: []
        }
    }

    /// The game dealt from `seed` and started at `startedAt`, with `moves` done in order.
    public init(seed: UInt64, rule: MatchRule = .standard, startedAt: Double, replaying moves: [TimedMove]) {
        self.init(seed: seed, rule: rule, startedAt: startedAt)
        for timed in moves { perform(timed.move, at: timed.at) }
    }
}
