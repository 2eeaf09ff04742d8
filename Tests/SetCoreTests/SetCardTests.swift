import Testing
@testable import SetCore

@Suite("SetCard (R1)")
struct SetCardTests {
    @Test("the deck holds 81 distinct cards, indexed 0…80")
    func deckIsComplete() {
        #expect(SetCard.fullDeck.count == 81)
        #expect(Set(SetCard.fullDeck).count == 81)
        #expect(SetCard.fullDeck.enumerated().allSatisfy { $0.offset == $0.element.index })
    }

    @Test("all same or all different in every attribute is a set")
    func setRule() {
        let a = SetCard(count: .a, shape: .a, shading: .a, color: .a)
        let b = SetCard(count: .b, shape: .b, shading: .a, color: .b)
        let c = SetCard(count: .c, shape: .c, shading: .a, color: .c)
        let notC = SetCard(count: .c, shape: .c, shading: .b, color: .c)
        #expect(SetCard.isMatch([a, b, c]))
        #expect(!SetCard.isMatch([a, b, notC]))
        #expect(!SetCard.isMatch([a, b]))
    }

    @Test("the completing card makes a set with any two distinct cards")
    func completingCard() {
        for first in SetCard.fullDeck {
            for second in SetCard.fullDeck where second != first {
                let third = first.completingSet(with: second)
                #expect(third != first && third != second)
                #expect(SetCard.isMatch([first, second, third]))
            }
        }
    }

    @Test("the fast finder equals brute force on random tables", arguments: 0..<40)
    func finderMatchesBruteForce(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let size = [3, 9, 12, 15, 18, 21][Int(seed % 6)]
        let cards = Array(SetCard.fullDeck.shuffled(using: &generator).prefix(size))
        #expect(SetCard.allMatches(in: cards) == bruteForceSets(cards))
    }

    @Test("a table without a set: the finder sees none")
    func tableWithoutSet() {
        // Cards 0, 1, 3, 4 differ only in count and shape, as a 2×2 square: no line of three.
        let cards = [0, 1, 3, 4].map(SetCard.init(index:))
        #expect(SetCard.allMatches(in: cards).isEmpty)
        #expect(bruteForceSets(cards).isEmpty)
    }
}

@Suite("The SET finder against brute force")
struct SetFinderTests {
    @Test("containsMatch stops at a set exactly when brute force finds one", arguments: 0..<60)
    func containsMatch(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let size = [0, 2, 3, 4, 6, 9, 12, 15, 18, 21, 40, 81][Int(seed % 12)]
        let cards = Array(generator.shuffle(SetCard.fullDeck).prefix(size))
        #expect(SetCard.containsMatch(in: cards) == !bruteForceSets(cards).isEmpty)
        #expect(SetCard.containsMatch(in: cards[...]) == !bruteForceSets(cards).isEmpty)
    }

    @Test("all 1080 sets of the full deck, each once, in order")
    func fullDeck() {
        let found = SetCard.allMatches(in: SetCard.fullDeck)
        #expect(found.count == 1080)
        #expect(found == bruteForceSets(SetCard.fullDeck))
    }

    @Test("forEachSet visits what allMatches lists, in the same order")
    func forEachSet() {
        var generator = SplitMix64(seed: 3)
        let cards = Array(generator.shuffle(SetCard.fullDeck).prefix(21))
        var visited: [[Int]] = []
        SetCard.forEachSet(in: cards) { visited.append([$0, $1, $2]) }
        #expect(visited == bruteForceSets(cards))
    }
}
