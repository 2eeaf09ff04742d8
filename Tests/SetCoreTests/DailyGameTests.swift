import SetTestSupport
import Testing

@testable import SetCore

@Suite("Daily game: find the 6 sets of the day, on an injected clock", .timeLimit(.minutes(1)), .takesTurns)
struct DailyGameTests {
    static let day = CalendarDate(year: 2026, month: 11, day: 22)!

    @Test("the day's 12 cards, no deck; dealing is refused; 6 sets on the table")
    func board() {
        var daily = DailyGame(date: Self.day, startedAt: 10)
        #expect(daily.game.table.map(\.content) == DailyPuzzle.board(for: Self.day))
        #expect(daily.game.deck.isEmpty && daily.setsLeft == 6)
        #expect(daily.game.matchesOnTable.count == 6)
        _ = daily.choose(daily.game.table[0].id, at: 11)
        #expect(daily.game.selection.count == 1)
    }

    @Test("each set found is listed, counts down, stays on the table; the last ends the game at its time")
    func findAll() {
        var daily = DailyGame(date: Self.day, startedAt: 100)
        let sets = daily.game.matchesOnTable
        var time = 100.0
        for (index, set) in sets.enumerated() {
            time += 7
            var outcome: DailyGame.Outcome?
            var events: [GameEvent] = []
            for id in set { (events, outcome) = daily.choose(id, at: time) }
            #expect(outcome == .found(set, left: 5 - index))
            #expect(events.first == .matched(set, points: daily.game.scoring.points(forMatchAfter: 7)))
            #expect(daily.game.table.count == 12 && daily.game.selection.isEmpty)
            #expect(daily.found.count == index + 1)
            #expect(daily.game.isOver == (index == 5))
        }
        #expect(daily.game.statistics.endedAt == 142)
        #expect(daily.game.statistics.matchesFound == 6)
        #expect(daily.game.statistics.secondsPerMatch == Array(repeating: 7, count: 6))
        #expect(daily.choose(sets[0][0], at: 150).events.isEmpty, "nothing is chosen after the end")
    }

    @Test("a set found twice is told with its place in the list, costs nothing and is not counted again")
    func foundTwice() {
        var daily = DailyGame(date: Self.day, startedAt: 0)
        let sets = daily.game.matchesOnTable
        for id in sets[1] { _ = daily.choose(id, at: 5) }
        let score = daily.game.score
        var outcome: DailyGame.Outcome?
        for id in sets[1].reversed() { outcome = daily.choose(id, at: 9).outcome }
        #expect(outcome == .foundAgain(sets[1], index: 0))
        #expect(daily.game.score == score && daily.found == [sets[1]] && daily.setsLeft == 5)
        #expect(daily.game.selection.isEmpty && daily.game.table.count == 12)
    }

    @Test("three cards that are no set cost the penalty and find nothing")
    func mismatch() {
        var daily = DailyGame(date: Self.day, startedAt: 0)
        let table = daily.game.table.map(\.id)
        let trio = Combinations.of(size: 3, from: 12).map { $0.map { table[$0] } }.first { !daily.game.isMatch($0) }!
        var events: [GameEvent] = []
        for id in trio { events = daily.choose(id, at: 3).events }
        #expect(events == [.mismatched(trio, penalty: daily.game.scoring.mismatchPenalty)])
        #expect(daily.found.isEmpty && daily.game.statistics.mismatches == 1)
    }

    @Test("a hint marks a set not yet found, charged once")
    func hint() {
        var daily = DailyGame(date: Self.day, startedAt: 0)
        let sets = daily.game.matchesOnTable
        for id in sets[0] { _ = daily.choose(id, at: 1) }
        #expect(daily.requestHint(at: 2) == [.hintShown(sets[1], penalty: daily.game.scoring.hintPenalty)])
        #expect(daily.requestHint(at: 3) == [.hintShown(sets[1], penalty: 0)])
        #expect(daily.game.hinted == sets[1] && daily.game.statistics.hintsUsed == 1)
    }
}
