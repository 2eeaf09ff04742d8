import SetCore
import SetRender
import SetStore
import SetTable

/// The referee of two players on one keyboard (O2): `1` claims for player 1, `0` for
/// player 2; only the claimant's card keys choose, within the claim's seconds; Space deals
/// for the claimant (the other then has a window to take a set without penalty). The
/// players' points are the duel's, so the game itself scores nothing.
public struct DuelReferee: Referee {
    /// The duel being refereed.
    public private(set) var duel = Duel<SetCard>()
    /// The game time last seen, for the countdown bar.
    public private(set) var clock = 0.0

    /// A referee; ``deal(seed:at:)`` starts each game.
    public init() {}

    public var mode: PlayMode { .duel }

    public var helpLines: [String] {
        let rules = duel.rules
        return [
            "Duel: 1 claims for player 1, 0 for player 2. The claimant has \(Int(rules.claimSeconds)) s to choose a set (+\(rules.setPoints)); "
                + "a wrong trio or the time running out costs \(rules.failurePenalty) and locks them out until the other claims.",
            "Space during a claim deals 3 and gives the other player \(Int(rules.dealWindowSeconds)) s to try without penalty. No hints. More points wins.",
        ]
    }

    /// Scoring under which the shared game counts nothing: the points are the players'.
    static let noScoring = ScoringRules(
        matchPoints: 0, bonusWindow: 0, bonusPerSecond: 0, mismatchPenalty: 0, hintPenalty: 0, dealPastMatchPenalty: 0, choiceCost: 0
    )

    public mutating func deal(seed: UInt64, at now: Double) -> MatchingGame<SetCard> {
        duel = Duel()
        clock = now
        return MatchingGame(seed: seed, scoring: Self.noScoring, startedAt: now)
    }

    /// `1` claims for player 1, `0` for player 2: moves, logged for the save.
    public func move(for character: Character) -> GameMove? {
        switch character {
        case "1": .claim(.one)
        case "0": .claim(.two)
        default: nil
        }
    }

    /// Each player's points and sets, checked when a save is replayed.
    public var tally: [Int] { duel.points + duel.sets }

    public mutating func perform(_ move: GameMove, on game: inout MatchingGame<SetCard>, at now: Double) -> Ruling {
        clock = now
        switch move {
        case .choose(let id):
            guard duel.claimant != nil else {
                if let locked = duel.lockedOut {  // the claim that would come first is refused anyway
                    let other = locked.other
                    return Ruling(note: StatusNote(
                        "\(RivalStatus.name(locked, level: 0)) is locked out: \(RivalStatus.name(other, level: 0).lowercased()) may claim (\(other == .one ? 1 : 0))",
                        short: "\(RivalStatus.name(locked)) locked out", tone: .bad
                    ))
                }
                return Ruling(note: StatusNote("Claim first: 1 for player 1, 0 for player 2", short: "Claim: 1 or 0", tone: .bad))
            }
            let chosen = game.selection + [id]
            return rule(duel.choose(id, on: &game, at: now), game: game, chosen: chosen)
        case .dealMore:
            guard let claimant = duel.claimant else {
                return Ruling(note: StatusNote("Claim first (1 or 0), then Space deals for you", short: "Claim, then Space", tone: .bad))
            }
            return rule(duel.deal(by: claimant, on: &game, at: now), game: game, chosen: [])
        case .hint:
            return Ruling(note: StatusNote("No hints in a duel", tone: .bad))
        case .clearSelection:
            return Ruling(events: game.clearSelection(at: now))
        case .claim(let player):
            let before = duel
            var ruling = rule(duel.claim(player, on: &game, at: now), game: game, chosen: [])
            if duel.claimant != player || before.claimant == player {
                ruling.note = refusal(player, game: game)
            }
            return ruling
        case .rivalTook, .rivalDealt:
            return Ruling()
        }
    }

    public mutating func advance(_ game: inout MatchingGame<SetCard>, to now: Double) -> Ruling {
        clock = max(clock, now)
        let events = duel.advance(&game, to: now)
        return events.isEmpty ? Ruling() : rule(events, game: game, chosen: [])
    }

    public var advancesWithTime: Bool { true }

    /// The game time of the countdown bar's next step (a tenth of the claim), or the end of
    /// the claim or the window.
    public var wakeUp: Double? {
        guard let deadline = duel.nextDeadline else { return nil }
        guard duel.claimant != nil else { return deadline }
        let step = duel.rules.claimSeconds / 10
        let stepsLeft = ((deadline - clock) / step).rounded(.up) - 1
        return stepsLeft > 0 ? deadline - stepsLeft * step : deadline
    }

    public func status(of game: MatchingGame<SetCard>, compact: Bool) -> [StatusSegment] {
        RivalStatus.duel(duel, now: clock, level: compact ? 2 : 0, colorMode: .ansi8).map { StatusSegment($0.text, style: $0.style) }
    }

    public func gameOverLines(of game: MatchingGame<SetCard>) -> [String] {
        RivalStatus.duelVerdict(points: duel.points, sets: duel.sets)
    }

    public var commands: [(key: String, action: String)]? { RivalStatus.duelCommands }

    /// The shared game scores nothing: the status line and the game-over box show the
    /// players' points instead.
    public var showsSoloScore: Bool { false }

    /// A duel is recorded as player 1's points and sets against player 2's.
    public func record(_ summary: GameSummary, of game: MatchingGame<SetCard>) -> GameSummary {
        var summary = GameSummary(
            score: duel.points[0], durationSeconds: summary.durationSeconds, setsFound: duel.sets[0], mistakes: summary.mistakes,
            hints: 0, mode: summary.mode, seed: summary.seed, secondsPerSet: summary.secondsPerSet
        )
        summary.rival = RivalResult(score: duel.points[1], sets: duel.sets[1])
        return summary
    }

    /// What the duel's events mean on the board: a set taken celebrates (and the game's own
    /// match event is not there, as the duel takes the set off at once), a failure shakes
    /// the `chosen` cards; the note says who did what.
    private func rule(_ events: [Duel<SetCard>.Event], game: MatchingGame<SetCard>, chosen: [CardID]) -> Ruling {
        var ruling = Ruling()
        for event in events {
            switch event {
            case .claimed(let player):
                let seconds = Int(duel.rules.claimSeconds)
                ruling.note = StatusNote("\(RivalStatus.name(player, level: 0)) claims: \(seconds) s to choose a set", short: "\(RivalStatus.name(player)) claims")
            case .tookSet(let player, let cards):
                ruling.events.append(.matched(cards, points: duel.rules.setPoints))
                ruling.note = StatusNote("\(RivalStatus.name(player, level: 0)): set! +\(duel.rules.setPoints)", short: "\(RivalStatus.name(player)) set!", tone: .good)
            case .failed(let player, let penalty):
                ruling.events.append(.mismatched(chosen, penalty: penalty))
                ruling.note = failure(player, penalty: penalty, what: "Not a set")
            case .timedOut(let player, let penalty):
                ruling.note = failure(player, penalty: penalty, what: "Time's up")
            case .dealt(let player):
                let other = RivalStatus.name(player.other, level: 0)
                ruling.note = StatusNote("\(other) may take a set, free, for \(Int(duel.rules.dealWindowSeconds)) s", short: "\(RivalStatus.name(player.other)) free", tone: .info, isAboutTable: true)
            case .windowClosed:
                ruling.note = StatusNote("Open: 1 or 0 claims", short: "1 or 0 claims")
            case .gameOver:
                ruling.events.append(.gameOver)
            }
        }
        if game.isOver, !ruling.events.contains(.gameOver) { ruling.events.append(.gameOver) }
        return ruling
    }

    /// `Player 1: not a set −1, locked out until player 2 claims`; free in a window.
    private func failure(_ player: DuelPlayer, penalty: Int, what: String) -> StatusNote {
        let name = RivalStatus.name(player, level: 0)
        guard penalty > 0 else { return StatusNote("\(name): \(what.lowercased()), free in the window", short: "\(what), free", tone: .bad) }
        return StatusNote(
            "\(name): \(what.lowercased()) −\(penalty), locked out until \(RivalStatus.name(player.other, level: 0).lowercased()) claims",
            short: "\(RivalStatus.name(player)) \(what.lowercased()) −\(penalty)", tone: .bad
        )
    }

    /// Why `player`'s claim was refused.
    private func refusal(_ player: DuelPlayer, game: MatchingGame<SetCard>) -> StatusNote {
        let name = RivalStatus.name(player, level: 0)
        if game.isOver { return StatusNote("The game is over") }
        if duel.lockedOut == player { return StatusNote("\(name) is locked out until \(RivalStatus.name(player.other, level: 0).lowercased()) claims", short: "\(RivalStatus.name(player)) locked out", tone: .bad) }
        if let claimant = duel.claimant, claimant != player { return StatusNote("\(RivalStatus.name(claimant, level: 0)) is choosing", short: "\(RivalStatus.name(claimant)) choosing", tone: .bad) }
        if duel.claimant == player { return StatusNote("\(name) is already choosing", short: "Choosing", tone: .info) }
        if case .dealWindow(let beneficiary, _) = duel.phase { return StatusNote("\(RivalStatus.name(beneficiary, level: 0)) may try: only they may claim", short: "\(RivalStatus.name(beneficiary)) may try", tone: .bad) }
        return StatusNote("No claim now")
    }
}
