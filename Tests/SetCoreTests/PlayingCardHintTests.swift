import PropertyBased
import SetTestSupport
import Testing

@testable import SetCore

/// The pairs a Cards hint counts and marks (issue 41): as many as the table can be cleared
/// into, no two sharing a card, each a pair that matches — held against a search of every
/// pairing of small tables.
@Suite("Cards hints count the pairs a player can take", .timeLimit(.minutes(1)), .takesTurns)
struct PlayingCardHintTests {
    @Test func aHandOfExamples() {
        let cards = [(1, 0), (1, 1), (2, 1), (5, 2)].map { PlayingCard(rank: $0.0, suit: $0.1) }
        #expect(PlayingCard.hintMatches(in: cards).count == 1, "A♠ A♥ 2♥ pair once; the 5 pairs with nothing")
        #expect(PlayingCard.hintMatches(in: Array(cards.prefix(2))) == [[0, 1]])
        #expect(PlayingCard.hintMatches(in: []) == [])
    }

    @Test("disjoint matching pairs, as many as the best pairing")
    func asManyPairsAsTheBestPairing() async {
        await propertyCheck(count: 300, input: Gen.uint64(), Gen.int(in: 0...10)) { seed, count in
            var generator = SplitMix64(seed: seed)
            let cards = Array(generator.shuffle(PlayingCard.fullDeck).prefix(count))
            let pairs = PlayingCard.hintMatches(in: cards)
            #expect(pairs.allSatisfy { $0.count == 2 && $0[0] < $0[1] && PlayingCard.isMatch([cards[$0[0]], cards[$0[1]]]) })
            #expect(Set(pairs.joined()).count == 2 * pairs.count, "no card in two pairs")
            #expect(pairs.count == Self.bestPairing(cards, from: Array(cards.indices)), "\(cards)")
        }
    }

    /// The most disjoint matching pairs among `indices` of `cards`, by trying every pairing.
    static func bestPairing(_ cards: [PlayingCard], from indices: [Int]) -> Int {
        guard let first = indices.first else { return 0 }
        let rest = Array(indices.dropFirst())
        var best = bestPairing(cards, from: rest)  // the first card left alone
        for (position, other) in rest.enumerated() where PlayingCard.isMatch([cards[first], cards[other]]) {
            var without = rest
            without.remove(at: position)
            best = max(best, 1 + bestPairing(cards, from: without))
        }
        return best
    }
}
