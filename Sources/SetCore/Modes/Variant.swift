/// What is played: which cards are dealt and which trios match — standard SET, SET Junior,
/// test mode, and variants to come. One of a mode's two axes, beside the ``GameContext``
/// (who plays, and how): every game is a variant played in a context, locally and online.
///
/// A variant is a value made once, in a file of its own (`Variant+Junior.swift`), and listed
/// in ``Variant/registered``; nothing outside its file asks which variant it is. Two
/// variants are the same when their names are: the name is what records keep.
///
/// A class: each variant is made once and every mode, board and room refers to it; as a
/// struct its strings and closures would be retained and released whenever a mode is copied,
/// several times a frame.
public final class Variant: Hashable, Sendable, CustomStringConvertible {
    /// The name `--mode`, the settings file, `new NAME` in the lobby and every record use:
    /// `standard`, `junior`.
    public let name: String
    /// Its name in the New game menu and the status line: `Junior`.
    public let title: String
    /// The status line's name for it when short: `Jr`.
    public let shortTitle: String
    /// The New game menu's letter for it.
    public let menuKey: Character
    /// What it is in a few words, on its menu line.
    public let blurb: String
    /// Which trios match.
    public let rule: MatchRule
    /// How it differs from SET, taught in at most five lines of at most 56 columns (help,
    /// online help); empty for SET itself.
    public let rules: [String]
    /// The contexts it is played in.
    private let playsIn: @Sendable (GameContext) -> Bool
    /// Its SET game dealt from a seed at a game time.
    private let dealing: @Sendable (_ seed: UInt64, _ startedAt: Double) -> MatchingGame<SetCard>

    /// A variant named `name`, titled `title` (`shortTitle` when short, by default the same),
    /// on the menu under `menuKey` with `blurb`, matching by `rule`, played in the contexts
    /// `plays` accepts (by default every one), its SET games dealt by `deal` (by default the
    /// seed's shuffle of the 81 cards under `rule`), taught by `rules`.
    public init(
        name: String, title: String, shortTitle: String? = nil, menuKey: Character, blurb: String, rule: MatchRule = .standard,
        rules: [String] = [],
        plays: @escaping @Sendable (GameContext) -> Bool = { _ in true },
        deal: (@Sendable (_ seed: UInt64, _ startedAt: Double) -> MatchingGame<SetCard>)? = nil
    ) {
        self.name = name
        self.title = title
        self.shortTitle = shortTitle ?? title
        self.menuKey = menuKey
        self.blurb = blurb
        self.rule = rule
        self.rules = rules
        playsIn = plays
        dealing = deal ?? { seed, now in MatchingGame(seed: seed, rule: rule, startedAt: now) }
    }

    /// Whether the variant is played in `context`.
    public func plays(_ context: GameContext) -> Bool {
        playsIn(context)
    }

    /// The variant's SET game whose deck order comes from `seed` alone, started at `now`.
    public func deal(seed: UInt64, startedAt now: Double) -> MatchingGame<SetCard> {
        dealing(seed, now)
    }

    /// The registered variant named `name`, if any.
    public static func named(_ name: String) -> Variant? {
        registered.first { $0.name == name }
    }

    public static func == (left: Variant, right: Variant) -> Bool {
        left.name == right.name
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }

    public var description: String { name }
}
