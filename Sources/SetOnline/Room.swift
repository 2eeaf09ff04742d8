import SetCore

/// The one authority over a shared table (N3): the game dealt from a seed, the ordered log
/// of takes, misses and deals stamped with the server's time, the seated players and the
/// spectators. Each player's selection is kept here too, so a take can clear the stale
/// selections of others and say why.
///
/// A room waits for its players (``RoomPhase``): its host starts each game, alone as
/// unrated practice or once others sat down, after a short countdown.
///
/// A value type with no clock and no I/O: the server serialises actions and passes the time
/// in. The first complete valid trio to arrive wins; in a latency-fair room (``claims``) the
/// first pressed, as estimated from each player's delay, wins instead. The shared game is the local game's
/// engine (``MatchingGame``) driven by the same moves a saved game records.
public struct Room: Sendable {
    /// What the room plays: its variant, in the room context (``GameContext/room``).
    public let variant: Variant
    /// The seed of the current game's deal.
    public internal(set) var seed: UInt64
    /// When the current game began, in server time.
    public internal(set) var startedAt: Double
    /// The shared table, deck and discard pile.
    public internal(set) var game: MatchingGame<SetCard>
    /// Everything that happened this game, in server order.
    public internal(set) var log: [RoomEntry] = []
    /// The players, in the order they first sat down.
    public internal(set) var seats: [Seat] = []
    /// Who is watching (and cannot touch anything).
    public internal(set) var spectators: Set<PlayerKey> = []
    /// Each seated player's own selection, in the order chosen.
    public internal(set) var selections: [PlayerKey: [CardID]] = [:]
    /// The results, once the game is over; nil while it runs.
    public internal(set) var results: [RoomResult]?
    /// Whether the room waits, counts down or plays.
    public internal(set) var phase: RoomPhase
    /// Whether the current (or last) game began with fewer than two players connected, or
    /// in a room for practice only: practice, never rated.
    public internal(set) var isPractice = false
    /// Whether every game of this room is practice (a finished daily race's deal, played again).
    public internal(set) var isPracticeOnly = false
    /// In a latency-fair room, the complete trios waiting for their decision
    /// (``decideClaims(at:)``); nil: the first trio to arrive wins.
    public internal(set) var claims: FairClaims?
    /// Each player's estimated one-way delay to the server, in seconds (``setDelay(_:of:)``).
    public internal(set) var delays: [PlayerKey: Double] = [:]
    /// What was said in the room, oldest first (the last ``chatKept`` lines; kept from game
    /// to game).
    public internal(set) var chat: [ChatLine] = []

    /// The most players a room seats.
    public static let seatLimit = 8
    /// Seconds between the host's start and the deal.
    public static let countdown = 3.0

    /// A room of `variant` whose first game is dealt from `seed` at `now`; when the dealt
    /// table holds no match the server deals at once. In `phase` ``RoomPhase/waiting`` the
    /// table stays hidden until the host starts a game (``start(by:at:)``). With `fairness`,
    /// claims are ordered by when they were pressed (``FairClaims``).
    public init(variant: Variant, seed: UInt64, at now: Double, phase: RoomPhase = .playing, fairness: FairClaims? = nil) {
        self.variant = variant
        self.seed = seed
        self.startedAt = now
        self.phase = phase
        self.claims = fairness
        self.game = variant.deal(seed: seed, startedAt: now)
        _ = dealWhileNoMatch(at: now)
    }

    /// Whether the game has ended.
    public var isOver: Bool { results != nil }

    /// Whether a game is being played now (cards can be chosen).
    public var isPlaying: Bool { phase == .playing && !isOver }

    /// Who starts the next game: the first seated player still connected.
    public var host: PlayerKey? {
        seats.first(where: \.isConnected)?.player
    }

    /// The seat of `player`, if they have one.
    public func seat(of player: PlayerKey) -> Seat? {
        seats.first { $0.player == player }
    }

    /// `player`'s own selection (empty for spectators and strangers).
    public func selection(of player: PlayerKey) -> [CardID] {
        selections[player] ?? []
    }

    /// The current game replayed from its seed and log alone: equal to ``game`` (N7).
    public static func replay(variant: Variant, seed: UInt64, startedAt: Double, log: [RoomEntry]) -> MatchingGame<SetCard> {
        var game = variant.deal(seed: seed, startedAt: startedAt)
        for entry in log {
            for timed in entry.moves { game.perform(timed.move, at: timed.at) }
        }
        return game
    }
}

extension Room {
    /// This room's games are all practice, never rated, however many play.
    public mutating func makePracticeOnly() {
        isPracticeOnly = true
        isPractice = true
    }
}
