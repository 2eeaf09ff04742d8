import ArgumentParser
import FoundationEssentials
import SetApp
import SetCore

/// `set-game daily [--date YYYY-MM-DD] --print`: the daily puzzle's 12 cards.
struct DailyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "daily",
        abstract: "Print the daily puzzle: 12 cards holding exactly 6 sets.",
        discussion: """
            The board comes from the date alone, so everyone gets the same one on the same \
            day. The cards are printed on one line in the notation of `set-game solve`, so \
            `set-game solve $(set-game daily --print)` lists the 6 sets.
            """
    )

    @Option(parsing: .unconditional, help: "The day, YYYY-MM-DD (2000-01-01 … 2099-12-31); today's local date by default.")
    var date: String?

    @Flag(name: .customLong("print"), help: "Print the day's cards (required: `set-game --mode daily` plays the puzzle).")
    var printCards = false

    /// The day asked for, if any.
    var day: CalendarDate? { date.flatMap { try? DateArgument.day($0) } }

    func validate() throws {
        guard printCards else {
            throw ValidationError("set-game daily prints the day's cards with --print; to play the puzzle: set-game --mode daily [--date YYYY-MM-DD]")
        }
        if let date { _ = try DateArgument.day(date) }
    }

    /// What the command prints for the day asked for, or `today` when none was.
    func output(today: CalendarDate) throws -> String {
        let date = day ?? today
        guard DailyPuzzle.covers(date) else {
            throw ValidationError("today, \(date), has no daily puzzle: it covers \(DailyPuzzle.firstDate) … \(DailyPuzzle.lastDate)")
        }
        return DailyPuzzle.board(for: date).map(CardNotation.format).joined(separator: " ")
    }

    func run() throws {
        print(try output(today: Self.localToday()))
    }

    /// Today's date where the player is (the system's time zone).
    static func localToday(now: Date = Date()) -> CalendarDate {
        let parts = DateText.localParts(of: now)!
        return CalendarDate(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))!
    }
}
