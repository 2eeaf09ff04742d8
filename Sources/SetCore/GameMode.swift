/// Which kind of game was played. Scores rank only against games of the same mode, and each
/// mode has its own Scores and Statistics (B3, B6).
///
/// A mode is known by its name, so a mode this build has never heard of (one a newer
/// set-game recorded: versus the computer, daily, junior…) is kept and listed after the
/// known ones rather than lost.
public struct GameMode: Hashable, Sendable, CustomStringConvertible {
    /// The name the score file stores, e.g. `standard`.
    public let name: String

    public init(name: String) {
        self.name = name
    }

    /// A solo game under the real rule.
    public static let standard = GameMode(name: "standard")
    /// A solo game in test mode, where any three cards match (R12).
    public static let test = GameMode(name: "test")
    /// A game of playing cards on the Cards tab (G1).
    public static let cards = GameMode(name: "cards")
    /// A game of playing cards in test mode.
    public static let cardsTest = GameMode(name: "cards-test")

    /// A solo game of SET Junior's 27 cards.
    public static let junior = GameMode(name: "junior")
    /// The daily puzzle, every day together (each record keeps its day).
    public static let daily = GameMode(name: "daily")
    /// Two players on one keyboard.
    public static let duel = GameMode(name: "duel")

    /// A game against the computer at `level`: `vs-easy`, `vs-normal`, `vs-brisk`,
    /// `vs-hard`, each ranked apart.
    public static func computer(_ level: OpponentLevel) -> GameMode {
        GameMode(name: "vs-\(level.rawValue)")
    }

    /// The modes this build plays, in the order they are listed: standard first.
    public static let known: [GameMode] =
        [.standard, .test, .junior, .daily] + OpponentLevel.allCases.map(computer) + [.duel, .cards, .cardsTest]

    /// The mode of a solo SET game played under `rule`.
    public init(rule: MatchRule) {
        self = rule.judgesContent ? .standard : .test
    }

    public var description: String { name }

    /// Whether `self` is listed before `other`: known modes in ``known`` order, then the
    /// others by name.
    public func lists(before other: GameMode) -> Bool {
        let order = Self.known
        switch (order.firstIndex(of: self), order.firstIndex(of: other)) {
        case let (mine?, theirs?): return mine < theirs
        case (.some, nil): return true
        case (nil, .some): return false
        case (nil, nil): return name < other.name
        }
    }
}
