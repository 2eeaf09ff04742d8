import FoundationEssentials
import SetCore

/// savedgame.json format 1, field for field as the first release wrote it (the synthesized
/// form of its `MatchingGame`), kept here so that renaming anything in SetCore cannot change
/// what the file means. Read for old saves; written only for a game resumed from one.
struct SaveFormat1: Codable, Equatable {
    var version = 1
    var savedAt: Date
    var elapsedSeconds: Double
    var seed: UInt64
    var mode: GameMode
    var game: Game

    struct Game: Codable, Equatable {
        var deck: [StoredCard]
        var table: [StoredCard]
        var selection: [Int]
        var discard: [StoredCard]
        var score: Int
        var statistics: Statistics
        var hint: Hint
        var rule: String
        var scoring: Scoring
        var lastMarkAt: Double
        var isOver: Bool
    }

    struct StoredCard: Codable, Equatable {
        var id: Int
        var content: Content
    }

    /// A SET card's four values, each 0, 1 or 2.
    struct Content: Codable, Equatable {
        var count: Int
        var shape: Int
        var shading: Int
        var color: Int
    }

    struct Statistics: Codable, Equatable {
        var matchesFound: Int
        var mismatches: Int
        var hintsUsed: Int
        var dealsPastMatch: Int
        var secondsPerMatch: [Double]
        var startedAt: Double
        var endedAt: Double?
    }

    struct Hint: Codable, Equatable {
        var countTold: Bool
        var index: Int?
        var highlighted: [Int]
        var revealed: Int?
    }

    struct Scoring: Codable, Equatable {
        var matchPoints: Int
        var bonusWindow: Int
        var bonusPerSecond: Int
        var mismatchPenalty: Int
        var hintPenalty: Int
        var dealPastMatchPenalty: Int
    }

    /// Rule names as format 1 spells them.
    static let ruleNames: [MatchRule: String] = [.standard: "standard", .anyGroup: "anyGroup"]
}

extension SaveFormat1 {
    /// The format-1 form of `saved`; nil when its rule has no name in this format.
    init?(_ saved: SavedGame<SetCard>) {
        let game = saved.game
        guard let rule = Self.ruleNames[game.rule] else { return nil }
        let statistics = game.statistics
        func stored(_ cards: [SetCore.Card<SetCard>]) -> [StoredCard] {
            cards.map { card in
                let content = card.content
                return StoredCard(id: card.id.rawValue, content: Content(
                    count: content.count.rawValue, shape: content.shape.rawValue,
                    shading: content.shading.rawValue, color: content.color.rawValue
                ))
            }
        }
        self.init(
            savedAt: saved.savedAt, elapsedSeconds: saved.elapsedSeconds, seed: saved.seed, mode: saved.mode,
            game: Game(
                deck: stored(Array(game.deck)), table: stored(game.table), selection: game.selection.map(\.rawValue), discard: stored(game.discard),
                score: game.score,
                statistics: Statistics(
                    matchesFound: statistics.matchesFound, mismatches: statistics.mismatches, hintsUsed: statistics.hintsUsed,
                    dealsPastMatch: statistics.dealsPastMatch, secondsPerMatch: statistics.secondsPerMatch,
                    startedAt: statistics.startedAt, endedAt: statistics.endedAt
                ),
                hint: Hint(
                    countTold: game.hint.countTold, index: game.hint.index, highlighted: game.hint.highlighted.map(\.rawValue),
                    revealed: game.hint.revealed
                ),
                rule: rule,
                scoring: Scoring(game.scoring),
                lastMarkAt: game.lastMarkAt, isOver: game.isOver
            )
        )
    }

    /// The saved game, after checking every value against ``StoreLimits`` and the position
    /// against the rules (``MatchingGame/init(deck:table:selection:discard:score:statistics:hint:rule:scoring:lastMarkAt:isOver:)``).
    func savedGame() throws(ImpossiblePosition) -> SavedGame<SetCard> {
        guard let rule = Self.ruleNames.first(where: { $0.value == game.rule })?.key else {
            throw ImpossiblePosition("rule \(game.rule.debugDescription) is unknown")
        }
        try SaveChecks.mode(mode, rule: rule, of: SetCard.self)
        let stats = game.statistics
        try SaveChecks.clock(startedAt: stats.startedAt, elapsedSeconds: elapsedSeconds)
        let clock = stats.startedAt + elapsedSeconds
        guard (stats.startedAt...clock).contains(game.lastMarkAt) else { throw ImpossiblePosition("the last set's time is out of range") }
        guard (-StoreLimits.score...StoreLimits.score).contains(game.score) else { throw ImpossiblePosition("score \(game.score) is out of range") }
        let counts = 0...StoreLimits.countPerGame
        guard [stats.matchesFound, stats.mismatches, stats.hintsUsed, stats.dealsPastMatch].allSatisfy(counts.contains) else {
            throw ImpossiblePosition("a count of sets, mistakes, hints or deals is out of range")
        }
        guard stats.secondsPerMatch.count == stats.matchesFound,
            stats.secondsPerMatch.allSatisfy((0...StoreLimits.seconds).contains)
        else { throw ImpossiblePosition("the per-set times are out of range") }
        guard stats.endedAt == nil, !game.isOver else { throw ImpossiblePosition("the game is already over") }
        let scoring = ScoringRules.standard
        guard game.scoring == Scoring(scoring) else { throw ImpossiblePosition("the scoring rules are not the standard ones") }
        guard game.table.count <= StoreLimits.tableCards else { throw ImpossiblePosition("\(game.table.count) cards on the table is too many") }
        var statistics = GameStatistics(startedAt: stats.startedAt)
        statistics.matchesFound = stats.matchesFound
        statistics.mismatches = stats.mismatches
        statistics.hintsUsed = stats.hintsUsed
        statistics.dealsPastMatch = stats.dealsPastMatch
        statistics.secondsPerMatch = stats.secondsPerMatch
        var hint = HintState()
        hint.countTold = game.hint.countTold
        hint.index = game.hint.index
        hint.highlighted = game.hint.highlighted.map(CardID.init)
        hint.revealed = game.hint.revealed ?? game.hint.index.map { min(max($0, -1), StoreLimits.countPerGame) + 1 } ?? 0
        let restored = try MatchingGame<SetCard>(
            deck: try Self.cards(game.deck), table: try Self.cards(game.table), selection: game.selection.map(CardID.init),
            discard: try Self.cards(game.discard), score: game.score, statistics: statistics, hint: hint, rule: rule,
            scoring: scoring, lastMarkAt: game.lastMarkAt, isOver: false
        )
        return SavedGame(savedAt: savedAt, game: restored, elapsedSeconds: elapsedSeconds, seed: seed, mode: mode, moves: nil)
    }

    /// Cards with valid values; whether each is the card its id names is the position's check.
    private static func cards(_ stored: [StoredCard]) throws(ImpossiblePosition) -> [SetCore.Card<SetCard>] {
        var cards: [SetCore.Card<SetCard>] = []
        for card in stored {
            let values = [card.content.count, card.content.shape, card.content.shading, card.content.color].map { TriValue(rawValue: $0) }
            guard let count = values[0], let shape = values[1], let shading = values[2], let color = values[3] else {
                throw ImpossiblePosition("card \(card.id) has a value that does not exist")
            }
            cards.append(SetCore.Card(id: CardID(card.id), content: SetCard(count: count, shape: shape, shading: shading, color: color)))
        }
        return cards
    }
}

extension SaveFormat1.Scoring {
    init(_ rules: ScoringRules) {
        self.init(
            matchPoints: rules.matchPoints, bonusWindow: rules.bonusWindow, bonusPerSecond: rules.bonusPerSecond,
            mismatchPenalty: rules.mismatchPenalty, hintPenalty: rules.hintPenalty, dealPastMatchPenalty: rules.dealPastMatchPenalty
        )
    }
}
