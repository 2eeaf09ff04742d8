import Foundation
import PropertyBased
import SetTestSupport
import Testing
@testable import SetCore

@Suite("MatchingGame invariants over random play", .timeLimit(.minutes(1)), .takesTurns)
struct MatchingGamePropertyTests {
    @Test("the 81 cards are always exactly split into deck, table and discard")
    func partition() async {
        await propertyCheck(count: 60, input: Gen.uint64(), ActionScript.generator()) { seed, moves in
            var game = MatchingGame<SetCard>(seed: seed)
            ActionScript(moves: moves).play(on: &game) { state, _ in
                let all = (state.deck + state.table + state.discard).map(\.id)
                #expect(all.count == 81)
                #expect(Set(all) == Set(ids(0..<81)))
            }
        }
    }

    @Test("selection ≤ 3, on the table; table a multiple of 3; hints are sets on the table")
    func selectionAndTable() async {
        await propertyCheck(count: 60, input: Gen.uint64(), Gen.bool(), ActionScript.generator()) { seed, testMode, moves in
            var game = MatchingGame<SetCard>(seed: seed, rule: testMode ? .anyGroup : .standard)
            ActionScript(moves: moves).play(on: &game) { state, _ in
                #expect(state.selection.count <= 3)
                #expect(Set(state.selection).count == state.selection.count)
                #expect(state.selection.allSatisfy { state.slot(of: $0) != nil })
                #expect(state.table.count % 3 == 0)
                #expect(state.hinted.isEmpty || state.isMatch(state.hinted))
            }
        }
    }

    @Test("every reported set is a set and none on the table is missed")
    func setsAgainstBruteForce() async {
        await propertyCheck(count: 25, input: Gen.uint64(), ActionScript.generator()) { seed, moves in
            var game = MatchingGame<SetCard>(seed: seed)
            ActionScript(moves: moves).play(on: &game) { state, _ in
                let table = state.table.map(\.content)
                let expected = bruteForceSets(table).map { $0.map { state.table[$0].id } }
                let found = state.matchesOnTable
                #expect(found == expected)
            }
        }
    }

    @Test("the game is over exactly when the deck is empty and no set is left")
    func gameOverExactly() async {
        await propertyCheck(count: 60, input: Gen.uint64(), ActionScript.generator(maximumLength: 600)) { seed, moves in
            var game = MatchingGame<SetCard>(seed: seed, rule: .anyGroup)
            ActionScript(moves: moves).play(on: &game) { state, events in
                let unresolved = state.table.filter { !state.pendingMatch.contains($0.id) }
                let noSetLeft = state.deck.isEmpty && !state.containsMatch(among: unresolved)
                #expect(state.isOver == noSetLeft)
                #expect(events.filter { $0 == .gameOver }.count <= 1)
            }
        }
    }

    @Test("the score is the sum of the points the events announced")
    func scoreFromEvents() async {
        await propertyCheck(count: 60, input: Gen.uint64(), ActionScript.generator()) { seed, moves in
            var game = MatchingGame<SetCard>(seed: seed)
            var announced = 0
            ActionScript(moves: moves).play(on: &game) { state, events in
                announced += events.map(\.points).reduce(0, +)
                #expect(state.score == announced)
            }
        }
    }

    @Test("the same seed and moves give an equal game")
    func replay() async {
        await propertyCheck(count: 40, input: Gen.uint64(), ActionScript.generator()) { seed, moves in
            var first = MatchingGame<SetCard>(seed: seed)
            var second = MatchingGame<SetCard>(seed: seed)
            ActionScript(moves: moves).play(on: &first)
            ActionScript(moves: moves).play(on: &second)
            #expect(first == second)
        }
    }

    @Test("encoding then decoding gives an equal game")
    func codableRoundTrip() async throws {
        await propertyCheck(count: 40, input: Gen.uint64(), ActionScript.generator()) { seed, moves in
            var game = MatchingGame<SetCard>(seed: seed)
            ActionScript(moves: moves).play(on: &game)
            let data = try! JSONEncoder().encode(game)
            let decoded = try! JSONDecoder().decode(MatchingGame<SetCard>.self, from: data)
            #expect(decoded == game)
        }
    }
}
