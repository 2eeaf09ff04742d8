import SetCore

/// A content whose games can be saved and resumed: the name its saves give it and the modes
/// its games are played in. SET (`set`) and playing cards (`cards`) are two.
public protocol SavableContent: Matchable {
    /// The save file's `content`: which deck the seed deals.
    static var saveName: String { get }
    /// Whether a game of this content under `rule` can be a game of `mode`; a save where it
    /// cannot is impossible and set aside.
    static func plays(_ mode: GameMode, under rule: MatchRule) -> Bool
    /// The deal of `seed` that a save of `mode` replays its moves on, started at `startedAt`;
    /// by default the seed's shuffle of the full deck. A mode with its own deal (a smaller
    /// deck, a day's puzzle) answers it here.
    static func deal(seed: UInt64, rule: MatchRule, mode: GameMode, startedAt: Double) -> MatchingGame<Self>
}

extension SavableContent {
    public static func deal(seed: UInt64, rule: MatchRule, mode: GameMode, startedAt: Double) -> MatchingGame<Self> {
        MatchingGame(seed: seed, rule: rule, startedAt: startedAt)
    }
}

extension SetCard: SavableContent {
    public static let saveName = "set"

    /// `standard`, or `test` under test mode's rule (``GameMode/init(rule:)``); Junior, the
    /// daily puzzle, the computer's levels and the duel under the real rule.
    public static func plays(_ mode: GameMode, under rule: MatchRule) -> Bool {
        let refereed: Set<GameMode> = Set([.junior, .daily, .duel] + OpponentLevel.allCases.map(GameMode.computer))
        return refereed.contains(mode) ? rule == .standard : GameMode(rule: rule) == mode
    }

    /// Junior's deal is its 27 solid cards (``JuniorDeck``); the others the full deck's.
    public static func deal(seed: UInt64, rule: MatchRule, mode: GameMode, startedAt: Double) -> MatchingGame<SetCard> {
        mode == .junior ? JuniorDeck.game(seed: seed, startedAt: startedAt) : MatchingGame(seed: seed, rule: rule, startedAt: startedAt)
    }
}

extension PlayingCard: SavableContent {
    public static let saveName = "cards"

    /// `cards`, or `cards-test` under test mode's rule.
    public static func plays(_ mode: GameMode, under rule: MatchRule) -> Bool {
        mode == (rule.judgesContent ? .cards : .cardsTest)
    }
}
