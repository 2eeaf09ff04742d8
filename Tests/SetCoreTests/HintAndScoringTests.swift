import SetTestSupport
import Testing
@testable import SetCore

@Suite("Hints (H1) and scoring (S1)", .timeLimit(.minutes(1)), .takesTurns)
struct HintAndScoringTests {
    @Test("H1: the first hint tells the count, each further one highlights the next set, cycling")
    func hintCycle() {
        var game = orderedGame()
        let sets = game.matchesOnTable
        #expect(game.requestHint(at: 0) == [.hintCount(sets.count)])
        #expect(game.hinted.isEmpty)
        for round in 0..<(sets.count + 1) {
            game.requestHint(at: 0)
            #expect(game.hinted == sets[round % sets.count])
        }
        #expect(game.statistics.hintsUsed == sets.count)
    }

    @Test("S1: each set a hint shows is charged once; cycling back to it is free")
    func hintChargedOncePerSet() {
        var game = orderedGame()
        let sets = game.matchesOnTable
        #expect(sets.count > 1)
        game.requestHint(at: 0)
        var charged: [Int] = []
        for _ in 0..<(2 * sets.count) {
            for case .hintShown(_, let penalty) in game.requestHint(at: 0) { charged.append(penalty) }
        }
        #expect(charged == Array(repeating: 3, count: sets.count) + Array(repeating: 0, count: sets.count))
        #expect(game.score == -3 * sets.count)
    }

    @Test("S1: a set taken after a hint showed one earns no speed bonus")
    func hintedSetHasNoBonus() {
        var game = orderedGame()
        game.requestHint(at: 0)
        game.requestHint(at: 0)
        let events = game.hinted.flatMap { game.choose($0, at: 0) }
        #expect(events.contains(.matched(game.selection, points: 10)))
        #expect(game.score == 10 - 3)
    }

    @Test("H1: no set on the table says so")
    func noSetHint() {
        let cards = [0, 1, 3, 4].map { Card(id: CardID($0), content: SetCard(index: $0)) }
        var game = MatchingGame<SetCard>(deck: cards + [Card(id: 80, content: SetCard(index: 80))])
        #expect(game.table.count == 5)
        #expect(game.requestHint(at: 0) == [.noMatchOnTable])
    }

    @Test("H1: the hint cycle starts over when the table changes")
    func hintResets() {
        var game = orderedGame()
        game.requestHint(at: 0)
        game.requestHint(at: 0)
        game.dealMore(at: 0)
        #expect(game.hinted.isEmpty)
        #expect(game.requestHint(at: 0) == [.hintCount(game.matchesOnTable.count)])
    }

    @Test("S1: faster sets score more, down to the base points")
    func speedBonus() {
        let rules = ScoringRules.standard
        #expect(rules.points(forMatchAfter: 0) == 30)
        #expect(rules.points(forMatchAfter: 5.9) == 25)
        #expect(rules.points(forMatchAfter: 20) == 10)
        #expect(rules.points(forMatchAfter: 600) == 10)
    }

    @Test("S1: the bonus counts from the previous set or deal")
    func bonusFromLastMark() {
        var game = orderedGame()
        game.dealMore(at: 100)
        for id: CardID in [0, 1, 2] { game.choose(id, at: 104) }
        #expect(game.statistics.secondsPerMatch == [4])
        game.clearSelection(at: 104)
        for id: CardID in [3, 4, 5] { game.choose(id, at: 110) }
        #expect(game.statistics.secondsPerMatch == [4, 6])
    }

    @Test("S1: mismatch, hint and dealing past a set cost points")
    func penalties() {
        var game = orderedGame()
        for id: CardID in [0, 1, 4] { game.choose(id, at: 0) }
        #expect(game.score == -5)
        game.requestHint(at: 0)
        #expect(game.score == -5)
        game.requestHint(at: 0)
        #expect(game.score == -8)
        game.dealMore(at: 0)
        #expect(game.score == -13)
        #expect(game.statistics.mismatches == 1)
        #expect(game.statistics.dealsPastMatch == 1)
    }
}
