import SetCore
import SetRender
import SetStore
import SetTable

/// The referee of a game against the computer (O1): the player plays the board's game as
/// in solo play, and a ``ComputerOpponent`` acts on the same game when its timer expires on
/// the game clock: it takes a set (the cards wear the computer's mark for a moment, then fly
/// to its pile) or, with no set on the table, deals 3.
public struct ComputerReferee: Referee {
    /// How quick the computer is.
    public let level: OpponentLevel
    /// What is played.
    public let variant: Variant
    /// The computer facing the game being played.
    public private(set) var computer: ComputerOpponent<SetCard>
    /// The game time last seen, for the face's reactions.
    public private(set) var clock: Double
    /// When the computer last took a set, and when the player last did (game time).
    public private(set) var computerScoredAt: Double?
    public private(set) var playerScoredAt: Double?

    /// A referee for a computer of `level` in `variant` (by default standard SET);
    /// ``deal(seed:at:)`` starts each game.
    public init(level: OpponentLevel, variant: Variant = .standard) {
        self.level = level
        self.variant = variant
        computer = ComputerOpponent(level: level, seed: 0, facing: MatchingGame(deck: []), at: 0)
        clock = 0
    }

    public var mode: PlayMode { PlayMode(variant, .computer(level)) }

    public var helpLines: [String] {
        [
            "Against the computer (\(level.rawValue)): after each set or deal its timer runs; if it runs out before you find a set, "
                + "the computer takes one (marked CPU, the cards fly to its pile) or, with no set on the table, deals 3. More sets wins. "
                + "No hints: it is a race, and the computer has none either.",
        ]
    }

    public mutating func deal(seed: UInt64, at now: Double) -> MatchingGame<SetCard> {
        let game = variant.deal(seed: seed, startedAt: now)
        computer = ComputerOpponent(level: level, seed: seed, facing: game, at: now)
        (clock, computerScoredAt, playerScoredAt) = (now, nil, nil)
        return game
    }

    /// The player's `move`; the computer's own moves in a log being replayed were made by
    /// ``advance(_:to:)`` on the clock already, so they do nothing here.
    public mutating func perform(_ move: GameMove, on game: inout MatchingGame<SetCard>, at now: Double) -> Ruling {
        clock = now
        switch move {
        case .rivalTook, .rivalDealt: return Ruling()
        case .hint:  // a race is won unaided: a hint would rank beside a race run fair
            return Ruling(note: StatusNote("No hints against the computer", short: "No hints", tone: .bad))
        default: break
        }
        let events = game.perform(move, at: now)
        computer.observe(events, on: game, at: now)
        if events.contains(where: { if case .matched = $0 { true } else { false } }) { playerScoredAt = now }
        return Ruling(events: events)
    }

    /// The computer's moves due by `now`, each at its own deadline and logged at it. A set it
    /// takes comes back as a match worth nothing to the player, so the board marks its cards
    /// as it celebrates a set; the note says who took it.
    public mutating func advance(_ game: inout MatchingGame<SetCard>, to now: Double) -> Ruling {
        clock = max(clock, now)
        var ruling = Ruling()
        while !game.isOver, computer.movesAt <= now {
            let moment = computer.movesAt
            let moves = computer.advance(&game, to: moment)
            guard !moves.isEmpty else { break }
            for move in moves {
                switch move {
                case .tookSet(let cards):
                    computerScoredAt = moment
                    ruling.events.append(.matched(cards, points: 0))
                    ruling.note = StatusNote("The computer took a set", short: "CPU: set", tone: .bad)
                    ruling.moves.append(TimedMove(.rivalTook(cards), at: moment))
                case .dealt:
                    ruling.note = StatusNote("No set: the computer dealt 3", short: "CPU dealt 3", tone: .info, isAboutTable: true)
                    ruling.moves.append(TimedMove(.rivalDealt, at: moment))
                }
            }
        }
        if !ruling.events.isEmpty || ruling.note != nil, game.isOver { ruling.events.append(.gameOver) }
        return ruling
    }

    /// The cards the computer took, on its pile.
    public var rivalPile: [Card<SetCard>]? { computer.pile }

    public var rivalSets: Int { computer.sets }

    /// Solo play's commands but `h`: no hints in a race.
    public var commands: [(key: String, action: String)]? {
        StatusText.boardCommands[0].filter { $0.key != "h" }
    }

    /// The computer's sets and the cards on its pile, checked when a save is replayed.
    public var tally: [Int] { [computer.sets, computer.pile.count] }

    public var advancesWithTime: Bool { true }

    /// The computer's next move, on the game clock.
    public var wakeUp: Double? {
        let reactionEnds = [computerScoredAt, playerScoredAt].compactMap { $0 }.map { $0 + ComputerMood.reactionSeconds }
            .filter { $0 > clock }.min()
        return [computer.movesAt, reactionEnds].compactMap { $0 }.min()
    }

    /// The face at the last time seen: a reaction for a moment after a set, at the end happy
    /// or sulky as the computer won or lost.
    public func mood(of game: MatchingGame<SetCard>) -> ComputerMood {
        let playerSets = game.statistics.matchesFound
        let result = game.isOver && playerSets != computer.sets ? computer.sets > playerSets : nil
        return ComputerMood.at(clock, computerScoredAt: computerScoredAt, playerScoredAt: playerScoredAt, computerWon: result)
    }

    public func status(of game: MatchingGame<SetCard>, compact: Bool) -> [StatusSegment] {
        RivalStatus.computer(
            playerSets: game.statistics.matchesFound, computerSets: computer.sets, mood: mood(of: game),
            level: compact ? 2 : 0, colorMode: .ansi8
        ).map { StatusSegment($0.text, style: $0.style) }
    }

    public func gameOverLines(of game: MatchingGame<SetCard>) -> [String] {
        RivalStatus.versusVerdict(playerSets: game.statistics.matchesFound, computerSets: computer.sets, level: level)
    }

    /// The player's game, with the computer's sets beside it: who won is in the record.
    public func record(_ summary: GameSummary, of game: MatchingGame<SetCard>) -> GameSummary {
        var summary = summary
        summary.rival = RivalResult(score: computer.sets, sets: computer.sets)
        return summary
    }
}
