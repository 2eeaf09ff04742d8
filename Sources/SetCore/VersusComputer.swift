/// A game against the computer (O1): the player and the computer race on one table.
///
/// After every set (either side's) and every deal, the computer's timer restarts with a
/// length drawn for its ``OpponentLevel``: the time to find a set when the table holds one,
/// otherwise ``OpponentLevel/secondsBeforeDeal``. When the timer expires before the player
/// has changed the table, the computer takes a set (its cards go to the computer's pile) or,
/// with no set on the table, deals 3. Time comes in from outside (`at:`), so the computer
/// moves only when ``advance(to:)`` passes its deadline.
public struct VersusComputer: Hashable, Sendable {
    /// What the computer did.
    public enum Move: Hashable, Sendable {
        /// It took the set of these cards (now on its pile).
        case tookSet([CardID])
        /// It dealt 3 more cards, the table holding no set.
        case dealt
    }

    /// The shared table; its score and statistics are the player's alone.
    public private(set) var game: MatchingGame<SetCard>
    /// How quick the computer is.
    public let level: OpponentLevel
    /// The cards of the sets the computer took, in the order taken.
    public private(set) var computerPile: [Card<SetCard>] = []
    /// When the computer moves unless the table changes first.
    public private(set) var computerMovesAt: Double
    /// The computer's own generator, apart from the deal's.
    private var generator: SplitMix64

    /// A game whose deal (as ``MatchingGame/init(seed:rule:scoring:startedAt:)`` deals it)
    /// and computer both come from `seed`.
    public init(seed: UInt64, level: OpponentLevel, startedAt now: Double = 0) {
        var dealer = SplitMix64(seed: seed)
        self.init(deck: dealer.shuffle(Card<SetCard>.fullDeck), level: level, seed: seed, startedAt: now)
    }

    /// A game dealt from `deck` in order, against a computer whose times come from `seed`.
    public init(deck: [Card<SetCard>], level: OpponentLevel, seed: UInt64, startedAt now: Double = 0) {
        game = MatchingGame(deck: deck, startedAt: now)
        self.level = level
        generator = SplitMix64.stream(seed: seed, index: 1)
        computerMovesAt = now
        restartTimer(at: now)
    }

    /// Sets the computer has taken.
    public var computerSets: Int { computerPile.count / SetCard.matchSize }
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
        var moves: [Move] = []
        while !game.isOver, computerMovesAt <= now {
            let moment = computerMovesAt
            _ = game.clearSelection(at: moment)  // the player's half-chosen cards are dropped
            if game.isOver { break }
            if let set = game.matchesOnTable.first {
                takeSet(set, at: moment)
                moves.append(.tookSet(set))
            } else {
                _ = game.dealMore(at: moment)
                moves.append(.dealt)
            }
            restartTimer(at: moment)
        }
        return moves
    }

    /// Takes `set` for the computer: off the table as a player's set would go, but onto the
    /// computer's pile and without touching the player's score or statistics.
    private mutating func takeSet(_ set: [CardID], at now: Double) {
        let score = game.score
        var statistics = game.statistics
        let discarded = game.discard.count
        game.take(match: set, at: now)
        computerPile += game.discard[discarded...]
        game.discard.removeSubrange(discarded...)
        statistics.endedAt = game.statistics.endedAt
        game.score = score
        game.statistics = statistics
    }

    private mutating func afterPlayer(_ events: [GameEvent], at now: Double) -> [GameEvent] {
        let changedTable = events.contains { event in
            switch event {
            case .matched, .dealt, .replaced, .discarded: true
            default: false
            }
        }
        if changedTable { restartTimer(at: now) }
        return events
    }

    private mutating func restartTimer(at now: Double) {
        let sets = game.matchesOnTable.count
        computerMovesAt = now + (sets == 0 ? level.secondsBeforeDeal : level.secondsToSet(sets: sets, using: &generator))
    }
}
