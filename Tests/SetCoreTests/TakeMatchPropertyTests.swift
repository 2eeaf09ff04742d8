import PropertyBased
import Testing
@testable import SetCore

@Suite("The simulator's fast path equals the player's actions", .timeLimit(.minutes(10)))
struct TakeMatchPropertyTests {
    @Test("taking a match (by slots or by identities) equals choosing its three cards and clearing, through whole games")
    func takeEqualsChooseAndClear() async {
        await propertyCheck(count: 80, input: Gen.uint64(), Gen.int(in: 0...99).array(of: 0...120)) { seed, moves in
            var fast = MatchingGame<SetCard>(seed: seed)
            var byIDs = fast
            var slow = fast
            for (step, move) in moves.enumerated() where !slow.isOver {
                let now = Double(step) * 1.7
                let sets = slow.matchesOnTable
                switch move {
                case 0..<8:
                    fast.dealMore(at: now)
                    byIDs.dealMore(at: now)
                    slow.dealMore(at: now)
                case 8..<16:
                    fast.requestHint(at: now)
                    byIDs.requestHint(at: now)
                    slow.requestHint(at: now)
                default:
                    guard !sets.isEmpty else {
                        fast.dealMore(at: now)
                        byIDs.dealMore(at: now)
                        slow.dealMore(at: now)
                        break
                    }
                    let set = sets[move % sets.count]
                    byIDs.take(match: set, at: now)
                    fast.take(matchAt: (slow.slot(of: set[0])!, slow.slot(of: set[1])!, slow.slot(of: set[2])!), at: now)
                    for id in set { slow.choose(id, at: now) }
                    slow.clearSelection(at: now)
                }
                #expect(fast == slow)
                #expect(byIDs == slow)
            }
        }
    }
}
