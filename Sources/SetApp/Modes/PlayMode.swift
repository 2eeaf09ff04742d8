import SetCore

/// A way to play that the player chooses from the New game menu or with `--mode`: a
/// ``Variant`` (what is played) in a ``GameContext`` (who plays, and how), with the day of
/// a daily puzzle. Both axes are SetCore's, so the local game and the rooms online speak of
/// modes in the same words; what a context looks like in the app (its menu line, titles,
/// referee) is ``GameContext``'s extension here, and a variant says everything else itself.
///
/// The Cards tab plays another deck: its board carries ``standard`` or ``test``, and its
/// games are recorded as `cards` / `cards-test` (``scoreMode(on:)``).
public struct PlayMode: Hashable, Sendable {
    /// What is played.
    public let variant: Variant
    /// Who plays, and how.
    public let context: GameContext
    /// The day, for the daily puzzle.
    public let date: CalendarDate?

    /// `variant` in `context`, of `date` for the daily puzzle.
    init(_ variant: Variant, _ context: GameContext = .solo, date: CalendarDate? = nil) {
        self.variant = variant
        self.context = context
        self.date = date
    }

    /// The mode `--mode` and the settings file call `name`, with the choices its context
    /// takes: `level` against the computer (normal when nil), `date` for the daily puzzle
    /// (required, and a day with a puzzle). Nil for an unknown name, a daily puzzle without
    /// `date` or of a day without one.
    public init?(name: String, level: OpponentLevel? = nil, date: CalendarDate? = nil) {
        guard let offered = Self.playable.first(where: { $0.name == name }) else { return nil }
        switch offered.context {
        case .computer: self.init(offered.variant, .computer(level ?? .normal))
        case .daily:
            guard let date, DailyPuzzle.covers(date) else { return nil }
            self.init(offered.variant, .daily, date: date)
        default: self.init(offered.variant, offered.context)
        }
    }

    /// The modes the menu offers and `--mode` names, in order: each registered variant alone,
    /// then each of ``GameContext/offered`` with standard SET (the computer at normal, the
    /// daily puzzle of no day yet).
    static let offered: [PlayMode] =
        Variant.registered.filter { $0.plays(.solo) }.map { PlayMode($0) }
        + GameContext.offered.filter(Variant.standard.plays).map { PlayMode(.standard, $0) }

    /// Every mode `--mode` names: those offered, then each other variant in each other
    /// context it is played in (`junior-computer`), which the menu does not offer yet.
    static let playable: [PlayMode] =
        offered + Variant.registered.filter { $0 != .standard }.flatMap { variant in
            GameContext.offered.filter(variant.plays).map { PlayMode(variant, $0) }
        }

    /// The names `--mode` takes, in menu order.
    public static var names: [String] {
        playable.map(\.name)
    }

    /// What a mode named `name` takes beside its name; nil for an unknown name.
    public static func choice(of name: String) -> GameContext.Choice? {
        playable.first { $0.name == name }?.context.choice
    }

    /// The name `--mode` takes and the settings file stores: the variant's alone, the
    /// context's with standard SET (`daily`, `computer`, `duel`), else both (`junior-duel`).
    public var name: String {
        guard let contextName = context.playName else { return variant.name }
        return variant == .standard ? contextName : "\(variant.name)-\(contextName)"
    }

    /// The computer's level, against the computer.
    public var level: OpponentLevel? { context.level }

    /// How the status line names the mode: `Junior`, `Daily 2026-11-22`, `vs CPU hard`.
    public var title: String {
        guard context != .solo else { return variant.title }
        let title = context.statusTitle(date: date)
        return variant == .standard ? title : "\(variant.title) \(title)"
    }

    /// The status line's name for the mode when it is short: `Jr`, `Daily`, `CPU`.
    public var shortTitle: String {
        context == .solo ? variant.shortTitle : context.shortTitle
    }

    /// Its name on the New game menu, before the level: `Junior`, `Computer`.
    var menuTitle: String {
        context == .solo ? variant.title : context.menuTitle
    }

    /// Which trios match: the variant's rule.
    public var rule: MatchRule { variant.rule }

    /// Whether a move can be taken back: alone, where no rival or rank is undone.
    var allowsUndo: Bool { context == .solo }

    /// The mode a finished SET game of this mode ranks within and is saved under: each
    /// computer level apart, every day's daily puzzle together (its record keeps the date).
    public var scoreMode: GameMode { scoreMode(on: .set) }

    /// The mode a finished game of this mode on `deck` ranks within and is saved under.
    public func scoreMode(on deck: Deck) -> GameMode {
        GameMode(variant, context, deck: deck)
    }

    /// The seed saves and records keep for a game of this mode dealt from `seed`: the daily
    /// puzzle's day (days since 1970), else `seed`.
    public func savedSeed(_ seed: UInt64) -> UInt64 {
        date.map(DailyReferee.seed(of:)) ?? seed
    }

    /// The referee of a SET game in this mode, made by its save name's entry in
    /// ``ModeBook/set``. A daily puzzle of a day without one, which
    /// ``init(name:level:date:)`` never makes, is solo play.
    public func referee() -> any Referee<SetCard> {
        ModeBook.set.referee(for: scoreMode, seed: savedSeed(0)) ?? SoloReferee(mode: .standard)
    }

    /// Standard SET alone.
    public static let standard = PlayMode(.standard)
    /// Test mode alone: any three cards match.
    public static let test = PlayMode(.test)
    /// SET Junior alone: the 27 solid cards.
    public static let junior = PlayMode(.junior)
    /// Two players on one keyboard.
    public static let duel = PlayMode(.standard, .duel)

    /// Against the computer at `level`.
    public static func computer(_ level: OpponentLevel) -> PlayMode {
        PlayMode(.standard, .computer(level))
    }

    /// The daily puzzle of `date`.
    public static func daily(_ date: CalendarDate) -> PlayMode {
        PlayMode(.standard, .daily, date: date)
    }
}
