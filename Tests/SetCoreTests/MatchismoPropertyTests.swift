import PropertyBased
import SetTestSupport
import Testing
@testable import SetCore

@Suite("Matchismo invariants over random play", .timeLimit(.minutes(1)), .takesTurns)
struct MatchismoPropertyTests {
    @Test("the 52 cards are always exactly split into deck, table and discard")
    func partition() async {
        await propertyCheck(count: 60, input: Gen.uint64(), ActionScript.generator()) { seed, moves in
            var game = MatchingGame<PlayingCard>(seed: seed)
            ActionScript(moves: moves).play(on: &game) { state, _ in
                let all = (state.deck + state.table + state.discard).map(\.id)
                #expect(all.count == 52)
                #expect(Set(all) == Set(ids(0..<52)))
            }
        }
    }

    @Test("the score is the sum of the points the events announced")
    func scoreFromEvents() async {
        await propertyCheck(count: 60, input: Gen.uint64(), ActionScript.generator()) { seed, moves in
            var game = MatchingGame<PlayingCard>(seed: seed)
            var announced = 0
            ActionScript(moves: moves).play(on: &game) { state, events in
                announced += events.map(\.points).reduce(0, +)
                #expect(state.score == announced)
            }
        }
    }

    @Test("only chosen cards show their face; a mismatch leaves one card up; matches never refill")
    func faceDownAndNoRefill() async {
        await propertyCheck(count: 60, input: Gen.uint64(), ActionScript.generator()) { seed, moves in
            var game = MatchingGame<PlayingCard>(seed: seed)
            ActionScript(moves: moves).play(on: &game) { state, events in
                let up = state.table.map(\.id).filter { state.isFaceUp($0) }
                #expect(Set(up) == Set(state.selection))
                if events.contains(where: { if case .mismatched = $0 { true } else { false } }) {
                    #expect(state.selection.count == 1)
                }
                #expect(!events.contains { if case .replaced = $0 { true } else { false } })
            }
        }
    }
}

extension GameEvent {
    /// The points this event announced: what it added to or took from the score.
    var points: Int {
        switch self {
        case .matched(_, let points): points
        case .mismatched(_, let penalty), .hintShown(_, let penalty), .dealtPastMatch(let penalty): -penalty
        case .charged(_, let cost): -cost
        default: 0
        }
    }
}
