/// What a record or a save says was played: a ``Variant`` in a ``GameContext``, on one of
/// the ``Deck``s. Scores rank only against games of the same mode, and each mode has its own
/// Scores and Statistics (B3, B6).
///
/// A mode is kept as its name — `standard`, `junior`, `daily`, `vs-easy`, `duel`, `cards`,
/// `cards-test`: the deck (unless SET's), the variant (unless standard) and the context
/// (unless solo), joined by `-`, or `standard` when all three are left out. A name this
/// build cannot make (one a newer set-game recorded) is kept and listed after the known
/// ones rather than lost.
public struct GameMode: Hashable, Sendable, CustomStringConvertible {
    /// The name records and save files keep, e.g. `standard`.
    public let name: String

    public init(name: String) {
        self.name = name
    }

    /// The mode of `variant` played in `context` on `deck`.
    public init(_ variant: Variant, _ context: GameContext = .solo, deck: Deck = .set) {
        // Joined by hand: `joined(separator:)` is the standard library's unspecialized
        // generic, whose first call looks up a conformance at run time, reading every
        // conformance record in the binary (half a megabyte the start would hold from then on).
        var joined = ""
        for case let part? in [deck == .set ? nil : deck.rawValue, variant == .standard ? nil : variant.name, context.modeName] {
            joined += joined.isEmpty ? part : "-" + part
        }
        name = joined.isEmpty ? variant.name : joined
    }

    /// What the mode is made of, when its name is one this build makes; nil for a name from
    /// elsewhere.
    public var parts: Parts? {
        Self.known[name]?.parts
    }

    /// The three things a known mode is made of.
    public struct Parts: Hashable, Sendable {
        public let variant: Variant
        public let context: GameContext
        public let deck: Deck

        public init(variant: Variant, context: GameContext, deck: Deck) {
            self.variant = variant
            self.context = context
            self.deck = deck
        }
    }

    /// A solo game of standard SET.
    public static let standard = GameMode(.standard)
    /// A solo game in test mode, where any three cards match (R12).
    public static let test = GameMode(.test)
    /// A solo game of SET Junior's 27 cards.
    public static let junior = GameMode(.junior)
    /// The daily puzzle, every day together (each record keeps its day).
    public static let daily = GameMode(.standard, .daily)
    /// Two players on one keyboard.
    public static let duel = GameMode(.standard, .duel)
    /// A game of playing cards on the Cards tab (G1).
    public static let cards = GameMode(.standard, deck: .cards)
    /// A game of playing cards in test mode.
    public static let cardsTest = GameMode(.test, deck: .cards)

    /// A game against the computer at `level`: `vs-easy`, `vs-normal`, `vs-brisk`,
    /// `vs-hard`, each ranked apart.
    public static func computer(_ level: OpponentLevel) -> GameMode {
        GameMode(.standard, .computer(level))
    }

    public var description: String { name }

    /// Whether `self` is listed before `other`: the modes this build makes first — by deck,
    /// then context (``GameContext/all``), then variant (``Variant/registered``) — then the
    /// others by name.
    public func lists(before other: GameMode) -> Bool {
        switch (Self.known[name]?.rank, Self.known[other.name]?.rank) {
        case let (mine?, theirs?): mine < theirs
        case (.some, nil): true
        case (nil, .some): false
        case (nil, nil): name < other.name
        }
    }

    /// Every mode a game on this terminal can be recorded under, in list order: each deck,
    /// each context (a room's games are recorded online, under their variant's name) and
    /// each registered variant played in it.
    public static let listed: [GameMode] = listedParts.map { GameMode($0.variant, $0.context, deck: $0.deck) }

    private static let listedParts: [Parts] = Deck.allCases.flatMap { deck in
        GameContext.all.filter { $0 != .room }.flatMap { context in
            Variant.registered.filter { deck.plays($0, in: context) }.map { Parts(variant: $0, context: context, deck: deck) }
        }
    }

    /// The parts of each listed mode by its name, and its place in the list.
    private static let known: [String: (parts: Parts, rank: Int)] = Dictionary(
        uniqueKeysWithValues: zip(listed, listedParts.enumerated()).map { mode, entry in (mode.name, (entry.element, entry.offset)) })
}
