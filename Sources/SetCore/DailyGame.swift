/// A game of the daily puzzle (O3): the day's 12 cards (``DailyPuzzle``), no deck and no
/// deal; the player finds the 6 sets. A set found stays on the table, so the same set can
/// be chosen again: that is told (``Outcome/foundAgain(_:)``) and costs nothing. The game
/// ends when all 6 are found; its clock is the record.
///
/// The table, the selection, mismatches, the score and the statistics are a
/// ``MatchingGame`` of those 12 cards; only what happens when three cards make a set is
/// the puzzle's own (they are listed, not taken).
public struct DailyGame: Hashable, Sendable {
    /// What choosing a card came to, beyond the game's events.
    public enum Outcome: Hashable, Sendable {
        /// A new set: the number of sets still to find after it.
        case found([CardID], left: Int)
        /// A set already found (its place in the list, from 0).
        case foundAgain([CardID], index: Int)
    }

    /// The day of the puzzle.
    public let date: CalendarDate
    /// The 12 cards, the selection, score and statistics.
    public private(set) var game: MatchingGame<SetCard>
    /// The sets found, in the order found; each set's cards in table order.
    public private(set) var found: [[CardID]] = []
    /// The sets a hint has marked (charged once each).
    private var hinted: Set<[CardID]> = []

    /// The puzzle of `date`, started at `now`.
    /// - Precondition: ``DailyPuzzle/covers(_:)`` `date`.
    public init(date: CalendarDate, startedAt now: Double) {
        self.date = date
        let cards = DailyPuzzle.board(for: date).map { Card(id: CardID($0.index), content: $0) }
        game = MatchingGame(deck: cards, startedAt: now)
    }

    /// Sets still to find.
    public var setsLeft: Int {
        DailyPuzzle.setCount - found.count
    }

    /// The player chooses the card `id`: as in a solo game, except that a third card
    /// making a set lists it (or says it was found already) and leaves the cards on the
    /// table, unchosen. Finding the last set ends the game.
    public mutating func choose(_ id: CardID, at now: Double) -> (events: [GameEvent], outcome: Outcome?) {
        guard !game.isOver, game.slot(of: id) != nil else { return ([], nil) }
        let completed = game.selection + [id]
        guard game.selectionState == .partial, !game.selection.contains(id), completed.count == SetCard.matchSize,
            game.isMatch(completed)
        else { return (game.choose(id, at: now), nil) }
        let set = completed.sorted { game.slot(of: $0)! < game.slot(of: $1)! }
        game.selection = []
        game.hint = HintState()
        if let index = found.firstIndex(of: set) { return ([], .foundAgain(set, index: index)) }
        let seconds = now - game.lastMarkAt
        let points = game.scoring.points(forMatchAfter: seconds, afterHint: hinted.contains(set))
        game.score += points
        game.statistics.matchesFound += 1
        game.statistics.secondsPerMatch.append(seconds)
        game.lastMarkAt = now
        found.append(set)
        var events: [GameEvent] = [.matched(set, points: points)]
        if found.count == DailyPuzzle.setCount {
            game.isOver = true
            game.statistics.endedAt = now
            events.append(.gameOver)
        }
        return (events, .found(set, left: setsLeft))
    }

    /// A hint marks a set not yet found; the first mark of each set costs the hint penalty.
    public mutating func requestHint(at now: Double) -> [GameEvent] {
        guard !game.isOver, let set = game.matchesOnTable.first(where: { !found.contains($0) }) else { return [] }
        game.hint.highlighted = set
        guard !hinted.contains(set) else { return [.hintShown(set, penalty: 0)] }
        hinted.insert(set)
        game.score -= game.scoring.hintPenalty
        game.statistics.hintsUsed += 1
        return [.hintShown(set, penalty: game.scoring.hintPenalty)]
    }

    /// Clears the selection.
    public mutating func clearSelection(at now: Double) -> [GameEvent] {
        game.clearSelection(at: now)
    }
}
