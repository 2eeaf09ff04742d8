import FoundationEssentials
import SetCore

/// savedgame.json format 2: what the game *is* — the content, the mode and its rule, the
/// seed of the deal and every move with its game time — plus check values. The engine
/// replays the moves on the seed's deal; a move it cannot make, or a replay that ends
/// anywhere but at the check values, makes the file unreadable.
///
/// ```json
/// { "check" : { "deck" : 66, "discard" : 3, "score" : 25, "sets" : 1, "table" : 12 },
///   "content" : "set", "elapsedSeconds" : 25.5, "mode" : "standard",
///   "moves" : [ { "action" : "choose", "at" : 103, "card" : 27 }, { "action" : "hint", "at" : 110 } ],
///   "rule" : "standard", "savedAt" : "2025-11-22T08:26:40Z", "seed" : 2024, "startedAt" : 100,
///   "version" : 2 }
/// ```
struct SaveFormat2: Codable, Equatable {
    var version = 2
    var savedAt: Date
    /// Which deck: `set`, the 81 SET cards, or `cards`, the 52 playing cards
    /// (``SavableContent/saveName``).
    var content: String
    var mode: GameMode
    /// `standard`, or `any-three` (test mode).
    var rule: String
    var seed: UInt64
    /// The game clock at the deal; move times are on the same clock.
    var startedAt: Double
    var elapsedSeconds: Double
    var moves: [Move]
    var check: Check

    /// One move: `action` is `choose` (with `card`), `deal`, `hint`, `clear`, in a duel
    /// `claim` (with `player`, 1 or 2), and against the computer its own `rival-take` (with
    /// `cards`) and `rival-deal`. A new kind of move is a new `action`; a new field is
    /// optional, so older files still read.
    struct Move: Codable, Equatable {
        var action: String
        var at: Double
        var card: Int?
        var player: Int?
        var cards: [Int]?
    }

    /// Where the replay must end.
    struct Check: Codable, Equatable {
        var score: Int
        var deck: Int
        var table: Int
        var discard: Int
        var sets: Int
        /// The mode's own counts (``SaveReplay/tally``): the daily sets found, the
        /// computer's sets and pile, each duel player's points and sets; nil when it has none.
        var tally: [Int]?
    }

    /// Each rule's name in saves: test mode's is `any-three`, every other known rule's (the
    /// variants', ``MatchRule/known``) its own.
    static var ruleNames: [MatchRule: String] {
        Dictionary(uniqueKeysWithValues: MatchRule.known.map { ($0, $0 == .anyGroup ? "any-three" : $0.name) })
    }
}

extension SaveFormat2 {
    /// The format-2 form of `saved`, whose game is the deal of its seed after `moves`; nil when
    /// its rule has no name in saves.
    init?<Content>(_ saved: SavedGame<Content>, moves: [TimedMove]) {
        let game = saved.game
        guard let rule = Self.ruleNames[game.rule] else { return nil }
        self.init(
            savedAt: saved.savedAt, content: Content.saveName, mode: saved.mode, rule: rule,
            seed: saved.seed, startedAt: game.statistics.startedAt, elapsedSeconds: saved.elapsedSeconds,
            moves: moves.map(Move.init), check: Check(game, tally: saved.tally)
        )
    }

    /// The saved game of `Content`, replayed (through `replay` when it plays the save's
    /// mode, else on the content's deal by ``MatchingGame/perform(_:at:)``) and checked.
    func savedGame<Content>(of _: Content.Type, replay: (any SaveReplay<Content>)? = nil) throws(ImpossiblePosition) -> SavedGame<Content> {
        guard content == Content.saveName else {
            throw ImpossiblePosition("content \(content.debugDescription) is not \(Content.saveName.debugDescription)")
        }
        guard let rule = Self.ruleNames.first(where: { $0.value == self.rule })?.key else {
            throw ImpossiblePosition("rule \(self.rule.debugDescription) is unknown")
        }
        // A mode that `replay` plays is checked by the code that makes it (its deal below);
        // the others by the content's own list.
        var replay = replay?.replays(mode) == true ? replay : nil
        let variant = replay == nil ? try SaveChecks.mode(mode, rule: rule, of: Content.self) : nil
        try SaveChecks.clock(startedAt: startedAt, elapsedSeconds: elapsedSeconds)
        guard moves.count <= StoreLimits.moves else { throw ImpossiblePosition("\(moves.count) moves are too many") }
        var game: MatchingGame<Content>
        if let variant {
            game = Content.deal(variant, seed: seed, startedAt: startedAt)
        } else {
            guard let dealt = replay?.deal(seed: seed, rule: rule, mode: mode, startedAt: startedAt) else {
                throw ImpossiblePosition("seed \(seed) cannot be a game of mode \(mode.name)")
            }
            game = dealt
        }
        var timed: [TimedMove] = []
        var previous = startedAt
        for (number, move) in zip(1..., moves) {
            guard (previous...(startedAt + elapsedSeconds)).contains(move.at) else { throw ImpossiblePosition("move \(number) is out of time order") }
            guard let gameMove = move.gameMove else { throw ImpossiblePosition("move \(number) is not a move") }
            // The mode's own moves due by then come first: a card the computer dealt a moment
            // before can be the one chosen.
            replay?.advance(&game, to: move.at)
            if case .choose(let id) = gameMove, game.slot(of: id) == nil { throw ImpossiblePosition("move \(number) chooses a card not on the table") }
            try Self.checkRival(gameMove, number: number, on: game, replayed: replay != nil)
            guard !game.isOver else { throw ImpossiblePosition("move \(number) comes after the end of the game") }
            if replay != nil { replay?.perform(gameMove, on: &game, at: move.at) } else { game.perform(gameMove, at: move.at) }
            timed.append(TimedMove(gameMove, at: move.at))
            previous = move.at
        }
        replay?.advance(&game, to: startedAt + elapsedSeconds)
        guard !game.isOver else { throw ImpossiblePosition("the game is already over") }
        let tally = replay?.tally ?? []
        guard Check(game, tally: tally) == check else { throw ImpossiblePosition("the moves do not lead to the saved score and cards") }
        return SavedGame(savedAt: savedAt, game: game, elapsedSeconds: elapsedSeconds, seed: seed, mode: mode, moves: timed, tally: tally)
    }
}

extension SaveFormat2.Move {
    init(_ timed: TimedMove) {
        switch timed.move {
        case .choose(let id): self.init(action: "choose", at: timed.at, card: id.rawValue)
        case .dealMore: self.init(action: "deal", at: timed.at)
        case .hint: self.init(action: "hint", at: timed.at)
        case .clearSelection: self.init(action: "clear", at: timed.at)
        case .claim(let player): self.init(action: "claim", at: timed.at, player: player.rawValue + 1)
        case .rivalTook(let ids): self.init(action: "rival-take", at: timed.at, cards: ids.map(\.rawValue))
        case .rivalDealt: self.init(action: "rival-deal", at: timed.at)
        }
    }

    /// The move this stands for, or nil for an unknown action or a card where none belongs.
    var gameMove: GameMove? {
        switch (action, card, player, cards) {
        case ("choose", let card?, nil, nil): .choose(CardID(card))
        case ("deal", nil, nil, nil): .dealMore
        case ("hint", nil, nil, nil): .hint
        case ("clear", nil, nil, nil): .clearSelection
        case ("claim", nil, 1, nil): .claim(.one)
        case ("claim", nil, 2, nil): .claim(.two)
        case ("rival-take", nil, nil, let cards?): .rivalTook(cards.map(CardID.init))
        case ("rival-deal", nil, nil, nil): .rivalDealt
        default: nil
        }
    }
}

extension SaveFormat2 {
    /// Throws unless a rival's move in the log is one its mode made on the replayed clock: only
    /// a mode replayed through its referee has a rival, and the set it took is one group of
    /// distinct cards, all gone from the table by the move's time.
    static func checkRival<Content>(_ move: GameMove, number: Int, on game: MatchingGame<Content>, replayed: Bool) throws(ImpossiblePosition) {
        switch move {
        case .rivalTook(let ids):
            guard replayed else { throw ImpossiblePosition("move \(number) is a rival's in a mode without one") }
            // Under a chain rule the set stays on the table as the chain.
            let gone = game.rule.chainLength > 0 || ids.allSatisfy { game.slot(of: $0) == nil }
            guard ids.count == game.matchSize, Set(ids).count == ids.count, gone else {
                throw ImpossiblePosition("move \(number) is a take the replay did not make")
            }
        case .rivalDealt:
            guard replayed else { throw ImpossiblePosition("move \(number) is a rival's in a mode without one") }
        default:
            return
        }
    }
}

extension SaveFormat2.Check {
    init<Content>(_ game: MatchingGame<Content>, tally: [Int]) {
        self.init(
            score: game.score, deck: game.deck.count, table: game.table.count, discard: game.discard.count,
            sets: game.statistics.matchesFound, tally: tally.isEmpty ? nil : tally
        )
    }
}
