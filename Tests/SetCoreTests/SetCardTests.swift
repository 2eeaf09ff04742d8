import SetTestSupport
import Testing
@testable import SetCore

@Suite("SetCard (R1)", .timeLimit(.minutes(1)), .takesTurns)
struct SetCardTests {
    @Test("the deck holds 81 distinct cards, indexed 0…80")
    func deckIsComplete() {
        #expect(SetCard.fullDeck.count == 81)
        #expect(Set(SetCard.fullDeck).count == 81)
        #expect(SetCard.fullDeck.enumerated().allSatisfy { $0.offset == $0.element.index })
    }

    /// A card written as four letters, count shape shading color: `"abca"`.
    static func card(_ code: String) -> SetCard {
        let values = code.map { TriValue(rawValue: Int($0.asciiValue! - 97))! }
        return SetCard(count: values[0], shape: values[1], shading: values[2], color: values[3])
    }

    @Test("all same or all different in every attribute is a set", arguments: [
        "aaaa bbbb cccc",  // all different in all four
        "aaaa abbb accc",  // same count
        "bcaa bcab bcac",  // only the colors differ
        "cabc cbba ccbb",  // count and shading the same, shape and color all different
        "abca bcaa caba",  // same color, all else different
        "abbb bbbb cbbb",  // only the counts differ
    ])
    func knownSets(_ codes: String) {
        let cards = codes.split(separator: " ").map { SetCardTests.card(String($0)) }
        #expect(SetCard.isMatch(cards))
        #expect(SetCard.isMatch(cards.reversed()))
        #expect(SetCard.isMatch([cards[1], cards[2], cards[0]]))
    }

    @Test("two the same and one different in any one attribute is not a set", arguments: [
        "aaaa abbb bccc",  // count a a b
        "aaaa babb cbcc",  // shape a a b
        "aaaa bbab ccbc",  // shading a a b
        "aaaa bbba cccb",  // color a a b
        "aaaa aaab baaa",  // count and color
    ])
    func knownNonSets(_ codes: String) {
        let cards = codes.split(separator: " ").map { SetCardTests.card(String($0)) }
        #expect(!SetCard.isMatch(cards))
        #expect(!SetCard.isMatch(cards.reversed()))
    }

    @Test("only three cards can be a set")
    func groupSize() {
        let set = ["aaaa", "bbbb", "cccc"].map(SetCardTests.card)
        #expect(!SetCard.isMatch(Array(set.prefix(2))))
        #expect(!SetCard.isMatch(set + [SetCardTests.card("abca")]))
        #expect(!SetCard.isMatch([]))
    }

    @Test("the completing card: examples, and for any two distinct cards a set by the rule's arithmetic")
    func completingCard() {
        #expect(SetCardTests.card("aaaa").completingSet(with: SetCardTests.card("bbbb")) == SetCardTests.card("cccc"))
        #expect(SetCardTests.card("abca").completingSet(with: SetCardTests.card("acbb")) == SetCardTests.card("aaac"))
        for first in SetCard.fullDeck {
            for second in SetCard.fullDeck where second != first {
                let third = first.completingSet(with: second)
                #expect(third != first && third != second)
                #expect(bruteForceSets([first, second, third]) == [[0, 1, 2]])
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

@Suite("The SET finder against brute force", .timeLimit(.minutes(1)), .takesTurns)
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

    @Test("the branch-free search of large tables (runs of 64 pairs) equals brute force", arguments: [25, 40, 65, 66, 80, 81])
    func largeTables(size: Int) {
        var generator = SplitMix64(seed: UInt64(size))
        let cards = Array(generator.shuffle(SetCard.fullDeck).prefix(size))
        #expect(SetCard.allMatches(in: cards) == bruteForceSets(cards))
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
