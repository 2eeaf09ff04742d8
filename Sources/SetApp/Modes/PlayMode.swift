import SetCore

/// A way to play SET that the player chooses from the New game menu or with `--mode`: a
/// registered ``ModeKind`` with the choice it takes made (the computer's level, the daily
/// puzzle's day). Everything a mode is — its titles, rule, ranking, save and referee — is
/// its kind's, so a new mode is a kind in a file of its own and one line in
/// ``ModeKind/registered``.
///
/// The Cards tab plays another content, not a mode of its own: its board carries
/// ``standard`` or ``test``, and its games are recorded as `cards` / `cards-test`.
public struct PlayMode: Hashable, Sendable {
    /// What kind of mode it is.
    public let kind: ModeKind
    /// The computer's level, for a kind that takes one.
    public let level: OpponentLevel?
    /// The day, for a kind that takes one.
    public let date: CalendarDate?

    /// A mode of `kind` with `level` and `date` as given (those it does not take left nil).
    init(_ kind: ModeKind, level: OpponentLevel? = nil, date: CalendarDate? = nil) {
        self.kind = kind
        self.level = level
        self.date = date
    }

    /// The mode of `kind` with the choices it takes: `level` (normal when nil) or `date`
    /// (required, and a day the kind covers). Nil for a kind of a day without `date` or with
    /// a day it does not cover.
    public init?(kind: ModeKind, level: OpponentLevel?, date: CalendarDate?) {
        switch kind.choice {
        case .none: self.init(kind)
        case .level: self.init(kind, level: level ?? .normal)
        case .day:
            guard let date, kind.covers(date) else { return nil }
            self.init(kind, date: date)
        }
    }

    /// The mode named `name`, with the choices ``init(kind:level:date:)`` makes of `level`
    /// and `date`; nil for an unknown name too.
    public init?(name: String, level: OpponentLevel? = nil, date: CalendarDate? = nil) {
        guard let kind = ModeKind.named(name) else { return nil }
        self.init(kind: kind, level: level, date: date)
    }

    /// The name `--mode` takes and the settings file stores.
    public var name: String { kind.name }

    /// How the status line names the mode: `Junior`, `Daily 2026-11-22`, `vs CPU hard`.
    public var title: String { kind.statusTitle(self) }

    /// The status line's name for the mode when it is short: `Jr`, `Daily`, `CPU`.
    public var shortTitle: String { kind.shortTitle }

    /// Which trios match: any three in test mode, else the real rule.
    public var rule: MatchRule { kind.rule }

    /// The mode a finished SET game of this mode ranks within: each computer level apart,
    /// every day's daily puzzle together (its record keeps the date).
    public var scoreMode: GameMode { kind.scoreMode(self) }

    /// The seed saves and records keep for a game of this mode dealt from `seed`: the daily
    /// puzzle's day (days since 1970), else `seed`.
    public func savedSeed(_ seed: UInt64) -> UInt64 {
        kind.savedSeed(self, seed)
    }

    /// The referee of a SET game in this mode, made by its save name's entry in
    /// ``ModeBook/set``. A daily puzzle of a day without one, which
    /// ``init(name:level:date:)`` never makes, is solo play.
    public func referee() -> any Referee<SetCard> {
        ModeBook.set.referee(for: scoreMode, seed: savedSeed(0)) ?? SoloReferee(mode: .standard)
    }

    public static func == (left: PlayMode, right: PlayMode) -> Bool {
        left.name == right.name && left.level == right.level && left.date == right.date
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(level)
        hasher.combine(date)
    }
}
