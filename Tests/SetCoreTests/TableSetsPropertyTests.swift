import PropertyBased
import Testing
@testable import SetCore

@Suite("The simulator's table and its followed sets equal the game and a whole search", .timeLimit(.minutes(10)))
struct TableSetsPropertyTests {
    /// The followed sets as the finder lists them.
    static func followed(_ table: TableSets) -> [[Int]] {
        (0..<table.count).map { table.set(at: $0) }.map { [$0.0, $0.1, $0.2] }
    }

    /// The table's cards, by slot.
    static func cards(_ table: TableSets) -> [Int] {
        (0..<table.cardCount).map { table.card(at: $0) }
    }

    /// The next three cards of `game`'s deck, as indices.
    static func nextThree(_ game: MatchingGame<SetCard>) -> (UInt8, UInt8, UInt8) {
        let next = game.deck.prefix(3).map { UInt8($0.content.index) }
        return (next[0], next[1], next[2])
    }

    @Test("cards and sets followed through random games equal the game played by the player's actions and brute force")
    func followedSetsEqualBruteForce() async {
        await propertyCheck(count: 100, input: Gen.uint64(), Gen.int(in: 0...99).array(of: 0...150)) { seed, moves in
            var game = MatchingGame<SetCard>(seed: seed)
            TableSets.with { table in
                table.reset(to: game.table.map { UInt8($0.content.index) })
                for (step, move) in moves.enumerated() where !game.isOver {
                    let now = Double(step) * 1.3
                    if move < 12 || table.count == 0 {
                        // Deals with sets on the table too (a penalty), so tables grow past 15.
                        if !game.deck.isEmpty { table.deal(Self.nextThree(game)) }
                        game.dealMore(at: now)
                    } else {
                        let taken = table.set(at: move % table.count)
                        let ids = [taken.0, taken.1, taken.2].map { game.table[$0].id }
                        if table.cardCount <= 12 && !game.deck.isEmpty {
                            table.replace(setAt: taken, with: Self.nextThree(game))
                        } else {
                            table.remove(setAt: taken)
                        }
                        for id in ids { game.choose(id, at: now) }
                        game.clearSelection(at: now)
                    }
                    #expect(Self.cards(table) == game.table.map(\.content.index))
                    #expect(Self.followed(table) == bruteForceSets(game.table.map(\.content)))
                }
            }
        }
    }

    @Test("dealing the whole deck onto the table, sets followed past 64 cards equal brute force", arguments: [UInt64(1), 2, 3])
    func dealWholeDeck(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let deck = generator.shuffle((0..<81).map(UInt8.init))
        TableSets.with { table in
            table.reset(to: deck.prefix(12))
            for next in stride(from: 12, to: 81, by: 3) {
                table.deal((deck[next], deck[next + 1], deck[next + 2]))
                let cards = deck.prefix(next + 3).map { SetCard(index: Int($0)) }
                #expect(Self.followed(table) == bruteForceSets(cards))
            }
            #expect(table.cardCount == 81 && table.count == 1080)
        }
    }

    @Test("sets taken off a full deck, the table closing up, equal brute force to the end", arguments: [UInt64(4), 5])
    func removeDownToNothing(seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        var cards = generator.shuffle((0..<81).map(UInt8.init))
        TableSets.with { table in
            table.reset(to: cards)
            while table.count > 0 {
                let taken = table.set(at: generator.draw(below: table.count))
                table.remove(setAt: taken)
                for slot in [taken.2, taken.1, taken.0] { cards.remove(at: slot) }
                #expect(Self.cards(table) == cards.map(Int.init))
                #expect(Self.followed(table) == bruteForceSets(cards.map { SetCard(index: Int($0)) }))
            }
        }
    }

    @Test("starting over on a table finds its sets, whatever came before", arguments: [0, 1, 2, 3, 12, 21, 40, 81])
    func reset(size: Int) {
        var generator = SplitMix64(seed: UInt64(size) + 7)
        let before = generator.shuffle((0..<81).map(UInt8.init)).prefix(15)
        let table = generator.shuffle((0..<81).map(UInt8.init)).prefix(size)
        TableSets.with { sets in
            sets.reset(to: before)
            sets.reset(to: table)
            #expect(Self.followed(sets) == bruteForceSets(table.map { SetCard(index: Int($0)) }))
            #expect(Self.cards(sets) == table.map(Int.init))
        }
    }
}
