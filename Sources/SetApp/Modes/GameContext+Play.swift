import SetCore

/// How the app shows and rules each context a game is played in: its menu line, its titles,
/// the choice it takes and its referee. Solo play is named by its variant.
extension GameContext {
    /// What a mode of a context takes beside its name.
    public enum Choice: Sendable {
        /// Nothing.
        case none
        /// The computer's level (normal unless one is named).
        case level
        /// A day that has a puzzle (today's unless one is named).
        case day
    }

    /// The contexts the New game menu offers beside playing alone, in its order.
    static let offered: [GameContext] = [.daily, .computer(.normal), .duel]

    /// What a mode in this context takes beside its name.
    public var choice: Choice {
        switch self {
        case .computer: .level
        case .daily: .day
        case .solo, .duel, .room: .none
        }
    }

    /// The context's part of the name `--mode` takes: `daily`, `computer` (any level),
    /// `duel`; nil alone (the variant names the mode) and in a room (not played here).
    var playName: String? {
        switch self {
        case .solo, .room: nil
        case .daily: "daily"
        case .computer: "computer"
        case .duel: "duel"
        }
    }

    /// Its name on the New game menu: `Daily`, `Computer`, `Duel`.
    var menuTitle: String {
        switch self {
        case .solo: "Solo"
        case .daily: "Daily"
        case .computer: "Computer"
        case .duel: "Duel"
        case .room: "Room"
        }
    }

    /// How the status line names it: `Daily 2026-11-22` (the puzzle's `date`), `vs CPU hard`.
    func statusTitle(date: CalendarDate?) -> String {
        switch self {
        case .daily: "Daily" + (date.map { " \($0)" } ?? "")
        case .computer(let level): "vs CPU \(level.rawValue)"
        default: menuTitle
        }
    }

    /// The status line's name for it when short: `CPU`.
    var shortTitle: String {
        if case .computer = self { "CPU" } else { menuTitle }
    }

    /// The New game menu's letter for it and what it is in a few words.
    var menu: (key: Character, blurb: String)? {
        switch self {
        case .daily: ("d", "today's 12 cards hold 6 sets")
        case .computer: ("c", "race the computer to each set")
        case .duel: ("2", "two players: 1 and 0 claim a set")
        case .solo, .room: nil
        }
    }

    /// The referee of a SET game of `variant` in this context dealt from `seed` (a daily
    /// puzzle's seed is its day); nil where no game of it has that seed, or the context is
    /// not played on this terminal. The daily puzzle and the duel are standard SET's (no
    /// other variant is played in them).
    func referee(_ variant: Variant, seed: UInt64) -> (any Referee<SetCard>)? {
        switch self {
        case .solo: SoloReferee(mode: PlayMode(variant))
        case .daily: DailyReferee(seed: seed)
        case .computer(let level): ComputerReferee(level: level, variant: variant)
        case .duel: DuelReferee()
        case .room: nil
        }
    }
}
