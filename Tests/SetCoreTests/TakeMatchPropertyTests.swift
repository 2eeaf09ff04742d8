import PropertyBased
import SetTestSupport
import Testing
@testable import SetCore

@Suite("The computer opponent's fast path equals the player's actions", .timeLimit(.minutes(1)), .takesTurns)
struct TakeMatchPropertyTests {
    @Test("taking a match by its identities equals choosing its three cards and clearing, through whole games")
    func takeEqualsChooseAndClear() async {
        await propertyCheck(count: 80, input: Gen.uint64(), Gen.int(in: 0...99).array(of: 0...120)) { seed, moves in
            var byIDs = MatchingGame<SetCard>(seed: seed)
            var slow = byIDs
            for (step, move) in moves.enumerated() where !slow.isOver {
                let now = Double(step) * 1.7
                let sets = slow.matchesOnTable
                switch move {
                case 0..<8:
                    byIDs.dealMore(at: now)
                    slow.dealMore(at: now)
                case 8..<16:
                    byIDs.requestHint(at: now)
                    slow.requestHint(at: now)
                default:
                    guard !sets.isEmpty else {
                        byIDs.dealMore(at: now)
                        slow.dealMore(at: now)
                        break
                    }
                    let set = sets[move % sets.count]
                    byIDs.take(match: set, at: now)
                    for id in set { slow.choose(id, at: now) }
                    slow.clearSelection(at: now)
                }
                #expect(byIDs == slow)
            }
        }
    }
}
