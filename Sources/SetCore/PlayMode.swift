/// A way to play SET that the player chooses from the New game menu or with `--mode`: solo
/// under the real rule, test mode (any three match), Junior's 27-card deck, the daily
/// puzzle of a date, against the computer at a level, or two players on one keyboard.
///
/// The Cards tab plays another content, not a mode of its own: its board carries
/// ``standard`` or ``test``, and its games are recorded as `cards` / `cards-test`.
public enum PlayMode: Hashable, Sendable {
    /// Solo, under the real rule.
    case standard
    /// Solo, any three cards match (R12), to reach the end quickly.
    case test
    /// Solo with the 27 solid cards (``JuniorDeck``).
    case junior
    /// The daily puzzle of a date (``DailyPuzzle``): 6 sets to find among 12 cards.
    case daily(CalendarDate)
    /// Against the computer at a level (O1).
    case computer(OpponentLevel)
    /// Two players on one keyboard (O2).
    case duel

    /// The names `--mode` takes, in menu order.
    public static let names = ["standard", "test", "junior", "daily", "computer", "duel"]

    /// The name `--mode` takes and the settings file stores.
    public var name: String {
        switch self {
        case .standard: "standard"
        case .test: "test"
        case .junior: "junior"
        case .daily: "daily"
        case .computer: "computer"
        case .duel: "duel"
        }
    }

    /// The mode named `name`; `level` chooses the computer's (normal when nil) and `date`
    /// the daily puzzle's day (required for daily). Nil for an unknown name or a daily
    /// puzzle without a covered date.
    public init?(name: String, level: OpponentLevel? = nil, date: CalendarDate? = nil) {
        switch name {
        case "standard": self = .standard
        case "test": self = .test
        case "junior": self = .junior
        case "daily":
            guard let date, DailyPuzzle.covers(date) else { return nil }
            self = .daily(date)
        case "computer": self = .computer(level ?? .normal)
        case "duel": self = .duel
        default: return nil
        }
    }

    /// How the status line names the mode: `Junior`, `Daily 2026-11-22`, `vs CPU hard`.
    public var title: String {
        switch self {
        case .standard: "Standard"
        case .test: "Test"
        case .junior: "Junior"
        case .daily(let date): "Daily \(date)"
        case .computer(let level): "vs CPU \(level.rawValue)"
        case .duel: "Duel"
        }
    }

    /// The status line's name for the mode when it is short: `Jr`, `Daily`, `CPU`.
    public var shortTitle: String {
        switch self {
        case .standard: "Standard"
        case .test: "Test"
        case .junior: "Jr"
        case .daily: "Daily"
        case .computer: "CPU"
        case .duel: "Duel"
        }
    }

    /// Which trios match: any three in test mode, else the real rule.
    public var rule: MatchRule {
        self == .test ? .anyGroup : .standard
    }

    /// The mode a finished SET game of this mode ranks within: each computer level apart,
    /// every day's daily puzzle together (its record keeps the date).
    public var scoreMode: GameMode {
        switch self {
        case .standard: .standard
        case .test: .test
        case .junior: .junior
        case .daily: .daily
        case .computer(let level): .computer(level)
        case .duel: .duel
        }
    }
}
