import SetCore

/// One kind of mode the app plays, as registered in ``ModeKind/registered``: everything that
/// makes it what it is — its name, the choice it takes, how the menu and the status line
/// name it, which trios match, how its games rank and are saved, and the referee each save
/// name makes. A ``PlayMode`` is a kind with its choice made; nothing outside a kind's own
/// file asks which kind a mode is.
///
/// A class: each kind is made once, and every ``PlayMode`` (held by every board, the settings
/// and the menu) refers to it. As a struct it was a dozen strings and closures, each retained
/// and released whenever a mode, a board or the app model was copied — several times a frame.
public final class ModeKind: Sendable {
    /// What a mode of the kind takes beside its name.
    public enum Choice: Sendable {
        /// Nothing.
        case none
        /// The computer's level (normal unless one is named).
        case level
        /// A day that has a game of the kind (today's unless one is named).
        case day
    }

    /// The name `--mode` takes and the settings file stores.
    public let name: String
    /// What it takes beside its name.
    public let choice: Choice
    /// Its name in the New game menu (the computer's level shown after it): `Junior`.
    public let title: String
    /// The menu's letter for it and what it is in a few words; nil keeps it off the menu.
    let menu: (key: Character, blurb: String)?
    /// Which trios match.
    let rule: MatchRule
    /// Whether a move can be taken back (solo play; not where it would undo a rival or a
    /// rank).
    let allowsUndo: Bool
    /// How the status line names a mode of the kind: `Junior`, `Daily 2026-11-22`.
    let statusTitle: @Sendable (PlayMode) -> String
    /// The status line's name when short: `Jr`.
    let shortTitle: String
    /// Whether a day has a game of the kind (for ``Choice/day``).
    let covers: @Sendable (CalendarDate) -> Bool
    /// The mode a finished game of a mode of the kind ranks within and is saved under.
    let scoreMode: @Sendable (PlayMode) -> GameMode
    /// The seed saves and records keep for a game of a mode dealt from a seed.
    let savedSeed: @Sendable (PlayMode, UInt64) -> UInt64
    /// Each mode its games are saved under, with the referee of a game of it dealt from a
    /// seed (nil for a seed no game of it has): a new game's referee, and a save's, come
    /// from here.
    let saves: [ModeBook<SetCard>.Entry]

    /// A kind named `name`, titled `title` (the status line's long and short names by
    /// default the same), on the menu under `menu`, matching by `rule`, taking moves back
    /// when `allowsUndo` (by default not), taking `choice` (days that `covers` allows),
    /// ranked and saved under `scoreMode` (by default its name) with the seed `savedSeed`
    /// keeps (by default the deal's), ruled by the referee each of `saves` makes (by
    /// default one save name, its name, and `referee`).
    init(
        name: String, choice: Choice = .none, title: String, shortTitle: String? = nil,
        statusTitle: (@Sendable (PlayMode) -> String)? = nil, menu: (key: Character, blurb: String)?, rule: MatchRule = .standard,
        allowsUndo: Bool = false,
        covers: @escaping @Sendable (CalendarDate) -> Bool = { _ in true }, scoreMode: (@Sendable (PlayMode) -> GameMode)? = nil,
        savedSeed: @escaping @Sendable (PlayMode, UInt64) -> UInt64 = { $1 }, saves: [ModeBook<SetCard>.Entry]? = nil,
        referee: (@Sendable () -> any Referee<SetCard>)? = nil
    ) {
        self.name = name
        self.choice = choice
        self.title = title
        self.shortTitle = shortTitle ?? title
        self.statusTitle = statusTitle ?? { @Sendable _ in title }
        self.menu = menu
        self.rule = rule
        self.allowsUndo = allowsUndo
        self.covers = covers
        let saveName = GameMode(name: name)
        self.scoreMode = scoreMode ?? { @Sendable _ in saveName }
        self.savedSeed = savedSeed
        if let saves {
            self.saves = saves
        } else if let referee {
            self.saves = [ModeBook<SetCard>.Entry(mode: saveName, referee: { @Sendable _ in referee() })]
        } else {
            self.saves = []
        }
    }

    /// The registered kind named `name`, if any.
    public static func named(_ name: String) -> ModeKind? {
        registered.first { $0.name == name }
    }

    /// The names `--mode` takes, in menu order.
    public static var names: [String] {
        registered.map(\.name)
    }
}
