/// Two players, one keyboard (O2): the referee of a race on one table where a player must
/// claim before choosing cards. It acts on a ``MatchingGame`` it does not own, so the front
/// end keeps its game, its move log and its animation.
///
/// Rules, as this referee keeps them:
/// - With no claim running, either player may claim (player 1 with `1`, player 2 with `0` in
///   the app) unless locked out. The claimant then has ``DuelRules/claimSeconds`` to choose
///   3 cards.
/// - A set scores ``DuelRules/setPoints`` for the claimant and leaves the table. A non-set,
///   or the time running out, costs ``DuelRules/failurePenalty`` and locks the claimant out
///   until the other player has made a claim of their own (or the table changes).
/// - A player who deals 3 (with no claim running, or as the claimant) gives the other
///   ``DuelRules/dealWindowSeconds`` during which only the other may claim, and a failed
///   claim then costs nothing and locks nobody out.
///
/// Time comes in from outside (`at:`), and a claim times out only when ``advance(_:to:)``
/// passes its deadline.
public struct Duel<Content: Matchable>: Hashable, Sendable {
    /// One of the two players.
    public typealias Player = DuelPlayer
    /// Times and points.
    public typealias Rules = DuelRules

    /// What the duel is waiting for.
    public enum Phase: Hashable, Sendable {
        /// Anyone not locked out may claim or deal.
        case open
        /// `player` is choosing cards until `deadline`.
        case claimed(by: Player, deadline: Double, penaltyFree: Bool)
        /// Only `player` may claim, penalty-free, until `until` (the other has just dealt).
        case dealWindow(for: Player, until: Double)
    }

    /// What happened, for the front end to show.
    public enum Event: Hashable, Sendable {
        case claimed(Player)
        case tookSet(Player, [CardID])
        case failed(Player, penalty: Int)
        case timedOut(Player, penalty: Int)
        case dealt(by: Player)
        case windowClosed
        case gameOver
    }

    /// The rules in force.
    public let rules: Rules
    /// What the duel waits for.
    public private(set) var phase: Phase = .open
    /// The player who may not claim until the other has.
    public private(set) var lockedOut: Player?
    /// Each player's points, indexed by ``DuelPlayer/rawValue``.
    public private(set) var points = [0, 0]
    /// Each player's sets, indexed by ``DuelPlayer/rawValue``.
    public private(set) var sets = [0, 0]

    /// A duel under `rules`, nobody having claimed yet.
    public init(rules: Rules = .standard) {
        self.rules = rules
    }

    /// Whether `player` may claim now on `game`.
    public func mayClaim(_ player: Player, on game: MatchingGame<Content>) -> Bool {
        guard !game.isOver, lockedOut != player else { return false }
        switch phase {
        case .open: return true
        case .claimed: return false
        case .dealWindow(let beneficiary, _): return beneficiary == player
        }
    }

    /// The claimant, while a claim runs.
    public var claimant: Player? {
        if case .claimed(let player, _, _) = phase { player } else { nil }
    }

    /// `player` claims a set; refused (no events) when ``mayClaim(_:on:)`` says no.
    public mutating func claim(_ player: Player, on game: inout MatchingGame<Content>, at now: Double) -> [Event] {
        let events = advance(&game, to: now)
        guard mayClaim(player, on: game) else { return events }
        var penaltyFree = false
        if case .dealWindow = phase { penaltyFree = true }
        if lockedOut == player.other { lockedOut = nil }  // the other has now tried... once this claim ends
        phase = .claimed(by: player, deadline: now + rules.claimSeconds, penaltyFree: penaltyFree)
        return events + [.claimed(player)]
    }

    /// The claimant chooses a card on `game`; ignored with no claim running. The last card of
    /// a group decides.
    public mutating func choose(_ id: CardID, on game: inout MatchingGame<Content>, at now: Double) -> [Event] {
        var events = advance(&game, to: now)
        guard case .claimed(let player, _, let penaltyFree) = phase else { return events }
        for event in game.choose(id, at: now) {
            switch event {
            case .matched(let ids, _):
                points[player.rawValue] += rules.setPoints
                sets[player.rawValue] += 1
                lockedOut = nil
                phase = .open
                events.append(.tookSet(player, ids))
                _ = game.clearSelection(at: now)  // the set leaves the table at once
                if game.isOver { events.append(.gameOver) }
            case .mismatched:
                _ = game.clearSelection(at: now)
                events.append(fail(player, penaltyFree: penaltyFree, timedOut: false))
            default:
                break
            }
        }
        return events
    }

    /// `player` deals 3 on `game`: with no claim running, by a player not locked out and
    /// never inside the other's window; or as the claimant, which ends the claim at no cost
    /// (one keyboard: a player claims, then says "no set here" by dealing). Gives the other
    /// player the penalty-free window.
    public mutating func deal(by player: Player, on game: inout MatchingGame<Content>, at now: Double) -> [Event] {
        var events = advance(&game, to: now)
        guard !game.isOver, phase == .open || claimant == player, lockedOut != player, !game.deck.isEmpty else { return events }
        _ = game.clearSelection(at: now)
        _ = game.dealMore(at: now)
        lockedOut = nil
        events.append(.dealt(by: player))
        if game.isOver { return events + [.gameOver] }
        phase = .dealWindow(for: player.other, until: now + rules.dealWindowSeconds)
        return events
    }

    /// Runs the clocks up to `now`: a claim past its deadline times out (its cards are
    /// unchosen on `game`); a window past its end closes.
    public mutating func advance(_ game: inout MatchingGame<Content>, to now: Double) -> [Event] {
        switch phase {
        case .claimed(let player, let deadline, let penaltyFree) where now >= deadline:
            _ = game.clearSelection(at: deadline)
            return [fail(player, penaltyFree: penaltyFree, timedOut: true)]
        case .dealWindow(_, let until) where now >= until:
            phase = .open
            return [.windowClosed]
        default:
            return []
        }
    }

    /// When ``advance(_:to:)`` next has something to do: the claim's deadline or the
    /// window's end; nil while open.
    public var nextDeadline: Double? {
        switch phase {
        case .open: nil
        case .claimed(_, let deadline, _): deadline
        case .dealWindow(_, let until): until
        }
    }

    /// The winner once `game` is over: more points; `nil` while playing or on a tie.
    public func winner(of game: MatchingGame<Content>) -> Player? {
        guard game.isOver, points[0] != points[1] else { return nil }
        return points[0] > points[1] ? .one : .two
    }

    private mutating func fail(_ player: Player, penaltyFree: Bool, timedOut: Bool) -> Event {
        phase = .open
        let penalty = penaltyFree ? 0 : rules.failurePenalty
        points[player.rawValue] -= penalty
        if !penaltyFree { lockedOut = player }
        return timedOut ? .timedOut(player, penalty: penalty) : .failed(player, penalty: penalty)
    }
}

/// One of the two players of a ``Duel``.
public enum DuelPlayer: Int, Hashable, Codable, Sendable, CaseIterable {
    case one = 0, two = 1

    /// The other player.
    public var other: DuelPlayer { self == .one ? .two : .one }
}

/// Times (seconds) and points of a ``Duel``.
public struct DuelRules: Hashable, Codable, Sendable {
    /// How long a claimant has to choose a set. Default 5.
    public var claimSeconds: Double
    /// The penalty-free window a deal gives the other player. Default 3.
    public var dealWindowSeconds: Double
    /// Points for a set. Default 1.
    public var setPoints: Int
    /// Points lost for a failed claim. Default 1.
    public var failurePenalty: Int

    /// The default rules above.
    public static let standard = DuelRules(claimSeconds: 5, dealWindowSeconds: 3, setPoints: 1, failurePenalty: 1)
}
