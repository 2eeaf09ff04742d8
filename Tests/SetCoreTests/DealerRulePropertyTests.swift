import PropertyBased
import SetTestSupport
import Testing
@testable import SetCore

/// The dealer answers for the matches on its table under every rule: the content's own (by
/// its index), a rule's judge (UltraSet, GhostSet, test mode) and a chain (Set-Chain), whose
/// matches are searched (``Dealer/searchedMatchSlots``). After every move of random play by
/// ``Dealer/takeMatch(numbered:)`` and ``Dealer/deal()``, what it says must be every group of
/// the table the rule accepts, found by brute force.
@Suite("A dealer's matches under every rule equal a brute-force search", .timeLimit(.minutes(1)), .takesTurns)
struct DealerRulePropertyTests {
    /// Every group of the dealer's table its rule accepts, as ascending slots in slot order:
    /// the rule's judge or SET's own rule, and under a chain exactly
    /// ``MatchRule/chainLength`` cards of the chain.
    static func searched(_ dealer: Dealer<SetCard>) -> [[Int]] {
        let rule = dealer.rule
        return Combinations.of(size: dealer.matchSize, from: dealer.table.count).filter { group in
            let contents = group.map { dealer.table[$0].content }
            let judged = rule.judge?.isMatch(contents) ?? SetCard.isMatch(contents)
            let fromChain = group.count(where: { dealer.chain.contains(dealer.table[$0].id) })
            return judged && (dealer.chain.isEmpty || fromChain == rule.chainLength)
        }
    }

    @Test("from table to table, under SET's rule, test mode's and each variant's", arguments: [
        MatchRule.standard, .anyGroup, .ultraSet, .ultra9, .ghostSet, .setChain,
    ])
    func randomPlay(rule: MatchRule) async {
        await propertyCheck(count: 6, input: Gen.uint64(), Gen.int(in: 0...9).array(of: 40...40)) { seed, moves in
            var generator = SplitMix64(seed: seed)
            var dealer = Dealer(deck: generator.shuffle(Card<SetCard>.fullDeck), rule: rule)
            #expect(dealer.table.count == rule.tableSize ?? 12)
            var taken: [CardID] = []
            for move in moves where !dealer.isDone {
                let matches = Self.searched(dealer)
                #expect(dealer.matchSlots == matches)
                #expect(dealer.matchCount == matches.count)
                #expect(dealer.hasMatch == !matches.isEmpty)
                if matches.isEmpty || (move == 0 && dealer.cardsInDeck > 0) {
                    dealer.deal()  // now and then with matches on the table too, so tables grow
                } else {
                    let number = move % matches.count
                    let before = dealer.table.map(\.id)
                    dealer.takeMatch(numbered: number)
                    if rule.chainLength > 0 {
                        #expect(Set(dealer.chain) == Set(matches[number].map { before[$0] }))
                    }
                    taken += Set(before).subtracting(dealer.table.map(\.id))
                }
                let cards = taken + dealer.table.map(\.id) + dealer.deck.map(\.id)
                #expect(cards.sorted() == Card<SetCard>.fullDeck.map(\.id), "every card once")
            }
        }
    }
}
