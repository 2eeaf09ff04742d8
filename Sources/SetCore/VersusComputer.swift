/// A whole game against the computer (O1) on a table of its own: a ``MatchingGame`` and the
/// ``ComputerOpponent`` acting on it. The simulator plays these; the app keeps its own game
/// and uses the ``ComputerOpponent`` alone.
public struct VersusComputer: Hashable, Sendable {
    /// What the computer did.
    public typealias Move = ComputerOpponent<SetCard>.Move

    /// The shared table; its score and statistics are the player's alone.
    public private(set) var game: MatchingGame<SetCard>
    /// The computer.
    public private(set) var computer: ComputerOpponent<SetCard>

    /// A game of `variant` (by default SET) whose deal (as ``Variant/deal(seed:startedAt:)``
    /// deals it) and computer both come from `seed`.
    public init(seed: UInt64, level: OpponentLevel, variant: Variant = .standard, startedAt now: Double = 0) {
        self.init(game: variant.deal(seed: seed, startedAt: now), level: level, seed: seed, startedAt: now)
    }

    /// A game dealt from `deck` in order, against a computer whose times come from `seed`.
    public init(deck: [Card<SetCard>], level: OpponentLevel, seed: UInt64, startedAt now: Double = 0) {
        self.init(game: MatchingGame(deck: deck, startedAt: now), level: level, seed: seed, startedAt: now)
    }

    /// `game`, just dealt, against a computer whose times come from `seed`.
    private init(game: MatchingGame<SetCard>, level: OpponentLevel, seed: UInt64, startedAt now: Double) {
        self.game = game
        computer = ComputerOpponent(level: level, seed: seed, facing: game, at: now)
    }

    /// How quick the computer is.
    public var level: OpponentLevel { computer.level }
    /// The cards of the sets the computer took, in the order taken.
    public var computerPile: [Card<SetCard>] { computer.pile }
    /// When the computer moves unless the table changes first.
    public var computerMovesAt: Double { computer.movesAt }
    /// Sets the computer has taken.
    public var computerSets: Int { computer.sets }
    /// Sets the player has taken.
    public var playerSets: Int { game.statistics.matchesFound }

    /// The player chooses a card (R4–R7); a set found, and again its leaving the table,
    /// restart the computer's timer.
    @discardableResult
    public mutating func choose(_ id: CardID, at now: Double) -> [GameEvent] {
        afterPlayer(game.choose(id, at: now), at: now)
    }

    /// The player deals 3 (R8); the deal restarts the computer's timer.
    @discardableResult
    public mutating func dealMore(at now: Double) -> [GameEvent] {
        afterPlayer(game.dealMore(at: now), at: now)
    }

    /// The player clears the selection; a shown set leaving restarts the timer on the new
    /// table.
    @discardableResult
    public mutating func clearSelection(at now: Double) -> [GameEvent] {
        afterPlayer(game.clearSelection(at: now), at: now)
    }

    /// Runs the computer up to `now`: every deadline passed by then is a move, in order,
    /// each at its own deadline. Nothing happens before the deadline.
    public mutating func advance(to now: Double) -> [Move] {
        computer.advance(&game, to: now)
    }

    private mutating func afterPlayer(_ events: [GameEvent], at now: Double) -> [GameEvent] {
        computer.observe(events, on: game, at: now)
        return events
    }
}
