import PropertyBased
import SetTestSupport
import Testing
@testable import SetCore

/// A whole game played out by the dealer (``Dealer/playOut(shuffling:by:observing:choosing:)``,
/// where SET's index makes the moves itself on the cards' positions) is the game played move
/// by move: the deck shuffled as SplitMix64 shuffles an array, each
/// table's sets those of a brute-force search, the same tables seen, the same sets taken,
/// the same cards left, the generator drawn alike. Decks of every length (some leave the deck
/// to run out within a set, which the dealer plays itself), tables kept to other sizes
/// (past the 64 cards the index follows too), and games after games on one dealer.
@Suite("A game played out equals the game played move by move", .timeLimit(.minutes(1)), .takesTurns)
struct DealerPlayOutPropertyTests {
    /// A table as seen: its cards and how many sets it holds.
    struct Seen: Equatable {
        let cards: Int
        let sets: Int
    }

    /// `deck` shuffled by `generator` and played move by move on a new dealer under `rule`,
    /// each table's sets checked against a brute-force search; the tables seen and the cards
    /// left.
    static func playedByMoves(
        _ deck: [Card<SetCard>], rule: MatchRule, generator: inout SplitMix64
    ) -> (seen: [Seen], left: [CardID]) {
        var dealer = Dealer(deck: generator.shuffle(deck), rule: rule)
        var seen: [Seen] = []
        while !dealer.isDone {
            let sets = bruteForceSets(dealer.table.map(\.content))
            #expect(dealer.matchSlots == sets)
            seen.append(Seen(cards: dealer.table.count, sets: sets.count))
            if sets.isEmpty {
                dealer.deal()
            } else {
                dealer.takeMatch(numbered: generator.draw(below: sets.count))
            }
        }
        return (seen, dealer.table.map(\.id))
    }

    @Test("the same tables, sets taken and cards left, game after game on one dealer")
    func sameGames() async {
        let rules = [MatchRule.standard, MatchRule(name: "fifteen", tableSize: 15), MatchRule(name: "sixty-six", tableSize: 66)]
        await propertyCheck(count: 40, input: Gen.uint64(), Gen.int(in: 0...2), Gen.int(in: 60...81)) { seed, ruleNumber, deckSize in
            let rule = rules[ruleNumber]
            var dealer = Dealer<SetCard>(deck: [], rule: rule)
            // Two games: the full deck, then one of `deckSize` cards, on the same dealer.
            for (game, deck) in [Card<SetCard>.fullDeck, Array(Card<SetCard>.fullDeck.prefix(deckSize))].enumerated() {
                var generator = SplitMix64.stream(seed: seed, index: UInt64(game))
                var reference = generator
                var seen: [Seen] = []
                dealer.playOut(shuffling: deck, by: &generator) { cards, sets in
                    seen.append(Seen(cards: cards, sets: sets))
                } choosing: { sets, generator in
                    generator.draw(below: sets)
                }
                let expected = Self.playedByMoves(deck, rule: rule, generator: &reference)
                #expect(seen == expected.seen)
                #expect(dealer.table.map(\.id) == expected.left)
                #expect(dealer.isDone && dealer.cardsInDeck == 0)
                #expect(dealer.matchSlots == bruteForceSets(dealer.table.map(\.content)))
                #expect(generator.next() == reference.next())
            }
        }
    }
}
