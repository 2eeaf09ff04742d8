import PropertyBased
import SetTestSupport
import Testing
@testable import SetCore

/// A match taken by its number (``Dealer/takeMatch(numbered:)``) is moved as R6 says, by the
/// index's own move on the table and its record at once: the match numbered in a brute-force
/// search of the table, its cards replaced in slot order by the deck's next while the table
/// holds no more than its size and the deck has cards enough, otherwise removed, the later
/// cards closing up. SET's sets followed from table to table (tables dealt past the 64 it
/// follows too, then searched whole) and playing cards' whole search (``WholeSearch``) alike.
@Suite("A match taken by its number moves the cards as R6 says", .timeLimit(.minutes(1)), .takesTurns)
struct DealerTakeMatchPropertyTests {
    /// Every match on `table` by brute force: every group of the match size the content accepts.
    static func searched<Content: Matchable>(_ table: [Card<Content>]) -> [[Int]] {
        Combinations.of(size: Content.matchSize, from: table.count).filter { group in
            Content.isMatch(group.map { table[$0].content })
        }
    }

    /// Plays `moves` on `dealer`: a deal when the move is 0 (or no match is left), else the
    /// match numbered by the move; after each take, the table and deck must be as R6 moves them.
    /// `searched` finds every match on a table by brute force.
    static func play<Content: Matchable>(_ dealer: inout Dealer<Content>, moves: [Int], searched: ([Card<Content>]) -> [[Int]]) {
        for move in moves where !dealer.isDone {
            let matches = searched(dealer.table)
            #expect(dealer.matchSlots == matches)
            if matches.isEmpty || move == 0 {
                dealer.deal()
                continue
            }
            let number = move % matches.count
            var table = dealer.table
            var deck = Array(dealer.deck)
            let slots = matches[number]
            if Content.refillsTable, table.count <= dealer.tableSize, deck.count >= slots.count {
                for slot in slots { table[slot] = deck.removeFirst() }
            } else if !Content.refillsTable || table.count > dealer.tableSize || deck.isEmpty {
                for slot in slots.reversed() { table.remove(at: slot) }
            } else {
                continue  // the deck runs out within the match: DealerDeckRunsOutTests
            }
            dealer.takeMatch(numbered: number)
            // A card's identity names its content. The first wrong move ends the game, so a
            // failing input shrinks quickly.
            let moved = dealer.table.map(\.id) == table.map(\.id) && dealer.deck.map(\.id) == deck.map(\.id)
            #expect(moved, "match \(slots) taken from \(table.count) cards: table \(dealer.table.map(\.id)), expected \(table.map(\.id))")
            if !moved { return }
        }
    }

    @Test("SET: replaced in place or closed up, tables dealt past 64 cards included")
    func setCards() async {
        await propertyCheck(count: 30, input: Gen.uint64(), Gen.int(in: 0...20)) { seed, deals in
            var generator = SplitMix64(seed: seed)
            var dealer = Dealer(deck: generator.shuffle(Card<SetCard>.fullDeck))
            for _ in 0..<deals { dealer.deal() }  // up to 72 cards, past the 64 whose sets are followed
            let moves = (0..<60).map { _ in generator.draw(below: 10) }
            Self.play(&dealer, moves: moves) { bruteForceSets($0.map(\.content)) }
        }
    }

    @Test("playing cards: removed, the table closing up, by a whole search")
    func playingCards() async {
        await propertyCheck(count: 30, input: Gen.uint64()) { seed in
            var generator = SplitMix64(seed: seed)
            var dealer = Dealer(deck: generator.shuffle(Card<PlayingCard>.fullDeck))
            let moves = (0..<40).map { _ in generator.draw(below: 10) }
            Self.play(&dealer, moves: moves, searched: Self.searched)
        }
    }
}
