/// The computer's side of a game against it (O1): a referee that acts on a table it does
/// not own, so the front end keeps its game, its move log and its animation and lets the
/// computer act on the same ``MatchingGame``.
///
/// After every set (either side's) and every deal, the computer's timer restarts with a
/// length drawn for its ``OpponentLevel``: the time to find a set when the table holds one,
/// otherwise ``OpponentLevel/secondsBeforeDeal``. When the timer expires before the player
/// has changed the table, the computer takes a set (its cards go to the computer's pile) or,
/// with no set on the table, deals 3. Time comes in from outside (`at:`), so the computer
/// moves only when ``advance(_:to:)`` passes its deadline.
public struct ComputerOpponent<Content: Matchable>: Hashable, Sendable {
    /// What the computer did.
    public enum Move: Hashable, Sendable {
        /// It took the set of these cards (now on its pile).
        case tookSet([CardID])
        /// It dealt 3 more cards, the table holding no set.
        case dealt
    }

    /// How quick the computer is.
    public let level: OpponentLevel
    /// The cards that left the table when the computer took a set, in the order taken.
    public private(set) var pile: [Card<Content>] = []
    /// When the computer moves unless the table changes first.
    public private(set) var movesAt: Double
    /// The computer's own generator, apart from the deal's.
    private var generator: SplitMix64

    /// A computer of `level`, its times drawn from `seed`, facing `game` from `now`.
    public init(level: OpponentLevel, seed: UInt64, facing game: MatchingGame<Content>, at now: Double) {
        self.level = level
        generator = SplitMix64.stream(seed: seed, index: 1)
        movesAt = now
        restartTimer(for: game, at: now)
    }

    /// Sets the computer has taken.
    public private(set) var sets = 0

    /// Takes in what the player's action did to `game` at `now`: a set found, its leaving the
    /// table, or a deal restarts the timer; anything else (a mismatch, a hint) does not.
    public mutating func observe(_ events: [GameEvent], on game: MatchingGame<Content>, at now: Double) {
        let changedTable = events.contains { event in
            switch event {
            case .matched, .dealt, .replaced, .discarded: true
            default: false
            }
        }
        if changedTable { restartTimer(for: game, at: now) }
    }

    /// Runs the computer on `game` up to `now`: every deadline passed by then is a move, in
    /// order, each at its own deadline. Nothing happens before the deadline.
    public mutating func advance(_ game: inout MatchingGame<Content>, to now: Double) -> [Move] {
        var moves: [Move] = []
        while !game.isOver, movesAt <= now {
            let moment = movesAt
            _ = game.clearSelection(at: moment)  // the player's half-chosen cards are dropped
            if game.isOver { break }
            if let set = game.matchesOnTable.first {
                take(set, from: &game, at: moment)
                moves.append(.tookSet(set))
            } else {
                _ = game.dealMore(at: moment)
                moves.append(.dealt)
            }
            restartTimer(for: game, at: moment)
        }
        return moves
    }

    /// Takes `set` for the computer: off the table as a player's set would go, but onto the
    /// computer's pile and without touching the player's score or statistics.
    private mutating func take(_ set: [CardID], from game: inout MatchingGame<Content>, at now: Double) {
        let score = game.score
        var statistics = game.statistics
        let discarded = game.discard.count
        game.take(match: set, at: now)
        sets += 1
        pile += game.discard[discarded...]
        game.discard.removeSubrange(discarded...)
        statistics.endedAt = game.statistics.endedAt
        game.score = score
        game.statistics = statistics
    }

    private mutating func restartTimer(for game: MatchingGame<Content>, at now: Double) {
        let sets = game.matchCount
        movesAt = now + (sets == 0 ? level.secondsBeforeDeal : level.secondsToSet(sets: sets, using: &generator))
    }
}
