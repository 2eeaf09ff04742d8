import PropertyBased
import SetTestSupport
import Testing
@testable import SetCore

@Suite("The simulator's table and its followed sets equal the game and a whole search", .timeLimit(.minutes(1)), .takesTurns)
struct TableSetsPropertyTests {
    /// The followed sets as the finder lists them.
    static func followed(_ table: TableSets) -> [[Int]] {
        (0..<table.count).map { table.set(at: $0) }.map { [$0.0, $0.1, $0.2] }
    }

    /// The table's cards, by slot.
    static func cards(_ table: TableSets) -> [Int] {
        (0..<table.cardCount).map { table.card(at: $0) }
    }

    @Test("cards and sets followed through random games equal the game played by the player's actions and brute force")
    func followedSetsEqualBruteForce() async {
        await propertyCheck(count: 100, input: Gen.uint64(), Gen.int(in: 0...99).array(of: 0...150)) { seed, moves in
            var game = MatchingGame<SetCard>(seed: seed)
            TableSets.with { table in
                table.start(deck: (game.table + game.deck).map { UInt8($0.content.index) }, dealing: game.table.count)
                for (step, move) in moves.enumerated() where !game.isOver {
                    let now = Double(step) * 1.3
                    if move < 12 && table.cardCount + 3 <= TableSets.mostCards || table.count == 0 {
                        // Deals with sets on the table too (a penalty), so tables grow past 15.
                        if table.cardsInDeck > 0 { table.deal() }
                        game.dealMore(at: now)
                    } else {
                        let number = move % table.count
                        let taken = table.set(at: number)
                        let ids = [taken.0, taken.1, taken.2].map { game.table[$0].id }
                        if table.cardCount <= 12 && table.cardsInDeck > 0 {
                            table.replace(setNumbered: number)
                        } else {
                            table.remove(setNumbered: number)
                        }
                        for id in ids { game.choose(id, at: now) }
                        game.clearSelection(at: now)
                    }
                    #expect(Self.cards(table) == game.table.map(\.content.index))
                    #expect(table.cardsInDeck == game.deck.count)
                    #expect(Self.followed(table) == bruteForceSets(game.table.map(\.content)))
                }
            }
        }
    }

    @Test("dealing onto the table up to the most cards it holds, sets followed equal brute force", arguments: [UInt64(1), 2, 3])
    func dealUpToTheMostCards(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let deck = generator.shuffle((0..<81).map(UInt8.init))
        TableSets.with { table in
            table.start(deck: deck, dealing: 12)
            for next in stride(from: 12, to: TableSets.mostCards - 2, by: 3) {
                table.deal()
                let cards = deck.prefix(next + 3).map { SetCard(index: Int($0)) }
                #expect(Self.followed(table) == bruteForceSets(cards))
            }
            #expect(table.cardCount == 63)
        }
    }

    @Test("sets taken off the fullest table, the table closing up, equal brute force to the end", arguments: [UInt64(4), 5])
    func removeDownToNothing(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let deck = generator.shuffle((0..<81).map(UInt8.init))
        var cards = Array(deck.prefix(TableSets.mostCards))
        TableSets.with { table in
            table.start(deck: deck, dealing: TableSets.mostCards)
            while table.count > 0 {
                let number = generator.draw(below: table.count)
                let taken = table.set(at: number)
                table.remove(setNumbered: number)
                for slot in [taken.2, taken.1, taken.0] { cards.remove(at: slot) }
                #expect(Self.cards(table) == cards.map(Int.init))
                #expect(Self.followed(table) == bruteForceSets(cards.map { SetCard(index: Int($0)) }))
            }
        }
    }

    @Test("starting over on a deck finds the sets of the cards dealt, whatever came before", arguments: [0, 1, 2, 3, 12, 21, 40, 64])
    func start(size: Int) {
        var generator = SplitMix64(seed: UInt64(size) + 7)
        let before = generator.shuffle((0..<81).map(UInt8.init))
        let deck = generator.shuffle((0..<81).map(UInt8.init))
        let table = deck.prefix(size)
        TableSets.with { sets in
            sets.start(deck: before, dealing: 15)
            sets.start(deck: deck, dealing: size)
            #expect(Self.followed(sets) == bruteForceSets(table.map { SetCard(index: Int($0)) }))
            #expect(Self.cards(sets) == table.map(Int.init))
            #expect(sets.cardsInDeck == 81 - size)
        }
    }

    @Test("a game started from a generator deals the deck in the order MatchingGame shuffles it", arguments: [UInt64(8), 9])
    func startGame(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        var shuffled = generator
        let game = MatchingGame<SetCard>(shuffledBy: &shuffled)
        TableSets.with { table in
            table.startGame(shuffledBy: &generator)
            #expect(Self.cards(table) == game.table.map(\.content.index))
            while table.cardCount + 3 <= TableSets.mostCards { table.deal() }
            #expect(Self.cards(table) == (game.table + game.deck).prefix(table.cardCount).map(\.content.index))
            #expect(generator == shuffled)
        }
    }
}
