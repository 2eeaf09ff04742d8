import SetCore

/// Latency-fair claims (issue 45): complete trios wait, each only as long as a rival's claim
/// pressed earlier could still be on its way, and overlapping ones are decided by when they
/// were pressed, not by when they arrived.
///
/// A key is stamped with its estimated press time: its arrival less its player's estimated
/// one-way delay, the compensation capped at ``cap``. A claim pressed at `p` can only be
/// beaten by a rival's claim pressed before `p`, and that one arrives before `p` plus the
/// rival's delay. So the claim is decided at `p` plus the longest delay among the other
/// players (never more than ``cap``): with rivals near the server that is at once, and no
/// claim ever waits longer than the cap after it arrived. Claims are decided in press order,
/// ties in arrival order; a decided claim takes its cards and beats every claim waiting on
/// any of them, by the milliseconds it was pressed earlier. A value with the time passed in,
/// like ``Room``.
public struct FairClaims: Sendable, Equatable {
    /// One complete trio waiting for its decision.
    public struct Claim: Sendable, Equatable {
        public let player: PlayerKey
        public let cards: [CardID]
        /// When it arrived, on the room's clock.
        public let arrivedAt: Double
        /// When its player pressed its last key, as estimated.
        public let pressedAt: Double
        /// When it is decided.
        public let decidedAt: Double
        /// Its place in arrival order, for ties.
        let sequence: Int
    }

    /// What a decision did to one claim.
    public enum Decision: Sendable, Equatable {
        /// The claim won its cards.
        case won(Claim)
        /// The claim lost to `winner`, pressed `margin` seconds earlier (0 for a tie broken
        /// by arrival).
        case beaten(Claim, by: Claim, margin: Double)
    }

    /// The most a claim's press is moved back for its player's delay, and so the longest any
    /// claim waits, in seconds.
    public let cap: Double
    /// The claims waiting, in arrival order.
    public private(set) var waiting: [Claim] = []
    private var arrivals = 0

    /// No claim waiting; presses moved back by at most `cap` seconds (150 ms by default).
    public init(cap: Double = 0.150) {
        self.cap = max(0, cap)
    }

    /// `player`'s trio `cards` arrived at `now`; the player's one-way delay is estimated at
    /// `delay`, the longest among the other players at `rivalDelay` (seconds). Returns the
    /// claim as it waits.
    @discardableResult
    public mutating func add(_ cards: [CardID], by player: PlayerKey, arrivedAt now: Double, delay: Double, rivalDelay: Double) -> Claim {
        let pressed = now - Self.clamp(delay, to: cap)
        let claim = Claim(
            player: player, cards: cards, arrivedAt: now, pressedAt: pressed,
            decidedAt: max(now, pressed + Self.clamp(rivalDelay, to: cap)), sequence: arrivals)
        arrivals += 1
        waiting.append(claim)
        return claim
    }

    /// When the next claim is due, if one waits: the room's next wake-up.
    public var nextDecision: Double? {
        waiting.map(\.decidedAt).min()
    }

    /// Decides every claim due at `now`, earliest press first: each wins unless a claim
    /// decided before it took one of its cards, and beats the claims waiting on its cards.
    public mutating func decide(at now: Double) -> [Decision] {
        var decisions: [Decision] = []
        while let next = waiting.filter({ $0.decidedAt <= now }).min(by: Self.pressedFirst) {
            waiting.removeAll { $0.sequence == next.sequence }
            decisions.append(.won(next))
            let beaten = waiting.filter { !Set($0.cards).isDisjoint(with: next.cards) }
            waiting.removeAll { !Set($0.cards).isDisjoint(with: next.cards) }
            for claim in beaten {
                decisions.append(.beaten(claim, by: next, margin: max(0, claim.pressedAt - next.pressedAt)))
            }
        }
        return decisions
    }

    /// Forgets `player`'s waiting claims (they left, or the game ended).
    public mutating func withdraw(_ player: PlayerKey) {
        waiting.removeAll { $0.player == player }
    }

    /// Whether `first` goes before `second`: pressed earlier, or at the same time and arrived
    /// earlier.
    static func pressedFirst(_ first: Claim, _ second: Claim) -> Bool {
        (first.pressedAt, first.sequence) < (second.pressedAt, second.sequence)
    }

    /// `delay` within 0…`cap` (a clock gone wrong never moves a press forward).
    private static func clamp(_ delay: Double, to cap: Double) -> Double {
        delay.isFinite ? min(max(0, delay), cap) : 0
    }
}
