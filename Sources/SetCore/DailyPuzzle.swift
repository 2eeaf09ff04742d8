/// The daily puzzle (O3): 12 SET cards holding exactly 6 sets, the same for everyone on the
/// same day because it comes from the date alone.
///
/// The derivation, fixed forever (a changed board for a past day would be a broken promise):
/// 1. `seed` = the date's days since 1970-01-01 (1970-01-01 is 0), and the generator is
///    `SplitMix64(seed: seed)`.
/// 2. A candidate board: 12 cards drawn without replacement from ``SetCard/fullDeck`` (card
///    indices 0…80) by the first 12 steps of a forward Fisher–Yates shuffle — for position
///    `i` in 0..<12, swap it with position `i + draw(below: 81 − i)` — using
///    ``SplitMix64/draw(below:)``, the game's own bounded draw.
/// 3. If the candidate holds exactly 6 sets it is the board, in drawn order; otherwise step
///    2 runs again from a fresh deck with the same generator.
///
/// About one candidate in 43 has exactly 6 sets. Termination is proven for every day the
/// puzzle covers (``firstDate``…``lastDate``) by a test that derives each of those boards.
public enum DailyPuzzle {
    /// How many cards the board holds.
    public static let boardSize = 12
    /// How many sets the board holds.
    public static let setCount = 6
    /// The first day with a puzzle.
    public static let firstDate = CalendarDate(year: 2000, month: 1, day: 1)!
    /// The last day with a puzzle: termination is proven up to here.
    public static let lastDate = CalendarDate(year: 2099, month: 12, day: 31)!

    /// Whether `date` has a puzzle (``firstDate``…``lastDate``).
    public static func covers(_ date: CalendarDate) -> Bool {
        (firstDate...lastDate).contains(date)
    }

    /// The board of `date`: 12 distinct cards holding exactly 6 sets.
    /// - Precondition: ``covers(_:)`` `date`.
    public static func board(for date: CalendarDate) -> [SetCard] {
        derive(for: date).board
    }

    /// The board of `date` and how many candidates its derivation drew (at least 1).
    /// - Precondition: ``covers(_:)`` `date`.
    public static func derive(for date: CalendarDate) -> (board: [SetCard], candidates: Int) {
        precondition(covers(date), "the daily puzzle covers \(firstDate)…\(lastDate), not \(date)")
        var generator = SplitMix64(seed: UInt64(date.daysSince1970))
        var deck = [UInt8](repeating: 0, count: 81)
        var candidates = 0
        while true {
            candidates += 1
            for card in 0..<81 { deck[card] = UInt8(card) }
            for position in 0..<boardSize {
                deck.swapAt(position, position + generator.draw(below: 81 - position))
            }
            var sets = 0
            _ = SetFinder.forEachSet(count: boardSize, index: { Int(deck[$0]) }) { _, _, _ in
                sets += 1
                return sets <= setCount
            }
            if sets == setCount { return (deck[0..<boardSize].map { SetCard(index: Int($0)) }, candidates) }
        }
    }
}
