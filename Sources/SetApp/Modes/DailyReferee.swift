import SetCore
import SetRender
import SetTable

/// The referee of the daily puzzle (O3): the day's 12 cards, no deck and no deal; found
/// sets are listed in the piles' column and counted down on the status line.
public struct DailyReferee: Referee {
    /// The puzzle being played; the board's game mirrors its ``DailyGame/game``.
    public private(set) var daily: DailyGame

    /// A referee for the puzzle of `date`.
    public init(date: CalendarDate) {
        daily = DailyGame(date: date, startedAt: 0)
    }

    /// The referee of the puzzle whose day is `seed` (days since 1970, as saves and records
    /// keep it); nil when that day has no puzzle, so a save of one is refused rather than
    /// trapped on.
    init?(seed: UInt64) {
        guard seed <= UInt64(Self.lastDay) else { return nil }
        let date = CalendarDate(daysSince1970: Int(seed))
        guard DailyPuzzle.covers(date) else { return nil }
        self.init(date: date)
    }

    /// The last day a date can be made of (``CalendarDate`` counts years 1…9999).
    private static let lastDay = CalendarDate(year: 9999, month: 12, day: 31)!.daysSince1970

    public var mode: PlayMode { .daily(daily.date) }

    public var advancesWithTime: Bool { false }

    public mutating func deal(seed: UInt64, at now: Double) -> MatchingGame<SetCard> {
        daily = DailyGame(date: daily.date, startedAt: now)
        return daily.game
    }

    public mutating func perform(_ move: GameMove, on game: inout MatchingGame<SetCard>, at now: Double) -> Ruling {
        defer { game = daily.game }
        switch move {
        case .choose(let id):
            let (events, outcome) = daily.choose(id, at: now)
            return Ruling(events: events, note: outcome.map(Self.note))
        case .dealMore:
            return Ruling(note: StatusNote("No deal in the daily puzzle: all 6 sets are on the table", short: "No deal today", tone: .bad))
        case .hint:
            return Ruling(events: daily.requestHint(at: now))
        case .clearSelection:
            return Ruling(events: daily.clearSelection(at: now))
        case .claim, .rivalTook, .rivalDealt:
            return Ruling()
        }
    }

    /// The sets found, checked when a save is replayed.
    public var tally: [Int] { [daily.found.count] }

    /// What the status line tells of a set chosen.
    static func note(_ outcome: DailyGame.Outcome) -> StatusNote {
        switch outcome {
        case .found(_, let left) where left == 0: StatusNote("All 6 sets found!", short: "Solved!", tone: .good)
        case .found(_, let left): StatusNote("Set! \(left) to find", tone: .good)
        case .foundAgain(_, let index): StatusNote("Found already: set \(index + 1) of the list", short: "Found already", tone: .bad)
        }
    }

    public func status(of game: MatchingGame<SetCard>, compact: Bool) -> [StatusSegment] {
        let left = daily.setsLeft
        let text = left == 0 ? "Solved" : compact ? "\(left) left" : left == 1 ? "1 set to find" : "\(left) sets to find"
        return [StatusSegment(text + (compact ? " " : "  "), style: CellStyle(bold: true))]
    }

    public func gameOverLines(of game: MatchingGame<SetCard>) -> [String] {
        ["Daily puzzle \(daily.date) solved"]
    }

    /// The record keeps the puzzle's day as its seed (days since 1970-01-01), so a day
    /// already solved can show its time.
    public func record(_ summary: GameSummary, of game: MatchingGame<SetCard>) -> GameSummary {
        GameSummary(
            score: summary.score, durationSeconds: summary.durationSeconds, setsFound: summary.setsFound,
            mistakes: summary.mistakes, hints: summary.hints, mode: summary.mode, seed: Self.seed(of: daily.date),
            secondsPerSet: summary.secondsPerSet
        )
    }

    /// The seed a daily record stores for `date`.
    public static func seed(of date: CalendarDate) -> UInt64 {
        UInt64(max(0, date.daysSince1970))
    }

    /// `Found 2/6`, then each set found by its cards' keys.
    public func panel(of game: MatchingGame<SetCard>) -> [[PanelPiece]] {
        let title: [PanelPiece] = [.text("Found \(daily.found.count)/\(DailyPuzzle.setCount)", CellStyle(bold: true))]
        let sets = daily.found.enumerated().map { index, set -> [PanelPiece] in
            [.text("\(index + 1) ", CellStyle(dim: true))] + set.map { PanelPiece.card($0) }
        }
        return [title] + sets
    }

    public var showsDeck: Bool { false }

    public var commands: [(key: String, action: String)]? {
        [("h", "hint"), ("Esc", "clear"), ("n", "new"), ("?", "help"), ("Q", "quit"), ("←↑↓→", "move"), ("Enter", "choose")]
    }
}
