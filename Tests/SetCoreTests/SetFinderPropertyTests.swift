import PropertyBased
import SetTestSupport
import Testing
@testable import SetCore

@Suite("The SET finder equals brute force on tables of every size", .timeLimit(.minutes(1)), .takesTurns)
struct SetFinderPropertyTests {
    @Test("every set, in brute force's order, on a random table of each size 0…81", arguments: 0...81)
    func everySize(size: Int) {
        var generator = SplitMix64(seed: UInt64(size) &* 7919)
        let cards = Array(generator.shuffle(SetCard.fullDeck).prefix(size))
        #expect(SetCard.allMatches(in: cards) == bruteForceSets(cards))
    }

    @Test("every set, in brute force's order, on random tables of random sizes")
    func randomTables() async {
        await propertyCheck(count: 150, input: Gen.uint64(), Gen.int(in: 0...81)) { seed, size in
            var generator = SplitMix64(seed: seed)
            let cards = Array(generator.shuffle(SetCard.fullDeck).prefix(size))
            #expect(SetCard.allMatches(in: cards) == bruteForceSets(cards))
        }
    }

    @Test("a search stopped after some sets has visited exactly brute force's first sets")
    func stopsEarly() async {
        await propertyCheck(count: 200, input: Gen.uint64(), Gen.int(in: 0...81), Gen.int(in: 0...1080)) { seed, size, raw in
            var generator = SplitMix64(seed: seed)
            let cards = Array(generator.shuffle(SetCard.fullDeck).prefix(size))
            let all = bruteForceSets(cards)
            // 1 … all.count stops at a set; all.count + 1 runs to the end.
            let wanted = 1 + raw % (all.count + 1)
            var visited: [[Int]] = []
            let ranToEnd = SetFinder.forEachSet(count: cards.count, index: { cards[$0].index }) { first, second, third in
                visited.append([first, second, third])
                return visited.count < wanted
            }
            #expect(visited == Array(all.prefix(wanted)))
            #expect(ranToEnd == (wanted > all.count))
        }
    }
}
