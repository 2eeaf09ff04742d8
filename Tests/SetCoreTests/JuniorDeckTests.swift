import PropertyBased
import SetTestSupport
import Testing

@testable import SetCore

@Suite("Junior deck", .timeLimit(.minutes(1)), .takesTurns)
struct JuniorDeckTests {
    @Test("27 distinct solid cards: every count × shape × color once")
    func cards() {
        let cards = JuniorDeck.cards.map(\.content)
        #expect(cards.count == 27 && Set(cards).count == 27)
        #expect(cards.allSatisfy { $0.shading == .a })
        #expect(Set(cards.map { [$0.count, $0.shape, $0.color] }).count == 27)
    }

    @Test("a Junior set is three cards where count, shape and color are each all equal or all different")
    func rule() {
        let cards = JuniorDeck.cards.map(\.content)
        for i in cards.indices {
            for j in cards.indices where j > i {
                for k in cards.indices where k > j {
                    let ok = [\SetCard.count, \.shape, \.color].allSatisfy { attribute in
                        Set([cards[i][keyPath: attribute], cards[j][keyPath: attribute], cards[k][keyPath: attribute]]).count != 2
                    }
                    #expect(SetCard.isMatch([cards[i], cards[j], cards[k]]) == ok)
                }
            }
        }
    }

    @Test("a Junior game deals 12 of the 27 and plays to its end with Junior cards only")
    func playsToEnd() async {
        await propertyCheck(count: 30, input: Gen.uint64()) { seed in
            var game = JuniorDeck.game(seed: seed)
            #expect(game.table.count == 12 && game.deck.count == 15)
            var now = 0.0
            while !game.isOver {
                now += 1
                if let set = game.matchesOnTable.first {
                    for id in set { game.choose(id, at: now) }
                    game.clearSelection(at: now)
                } else {
                    game.dealMore(at: now)
                }
            }
            #expect((game.discard + game.table).allSatisfy { $0.content.shading == .a })
            #expect(game.discard.count + game.table.count == 27)
            #expect(game.statistics.matchesFound == game.discard.count / 3)
        }
    }

    @Test("same seed, same Junior deal")
    func deterministic() {
        #expect(JuniorDeck.game(seed: 8) == JuniorDeck.game(seed: 8))
        #expect(JuniorDeck.game(seed: 8).table != JuniorDeck.game(seed: 9).table)
    }
}
