import PropertyBased
import Testing
@testable import SetCore

@Suite("The simulator's followed sets equal a whole search", .timeLimit(.minutes(10)))
struct TableSetsPropertyTests {
    @Test("sets followed from table to table equal brute force, and the game played on them equals the player's actions")
    func followedSetsEqualBruteForce() async {
        await propertyCheck(count: 100, input: Gen.uint64(), Gen.int(in: 0...99).array(of: 0...150)) { seed, moves in
            var tracked = MatchingGame<SetCard>(seed: seed)
            var slow = tracked
            TableSets.with { sets in
                sets.reset(to: tracked.table)
                for (step, move) in moves.enumerated() where !slow.isOver {
                    let now = Double(step) * 1.3
                    switch move {
                    case 0..<12:
                        // Deals with sets on the table too (a penalty), so tables grow past 15.
                        tracked.deal(at: now, tableHoldsMatch: sets.count > 0)
                        sets.dealt(now: tracked.table)
                        tracked.endIfNoMatchesLeft(tableHoldsMatch: sets.count > 0, at: now)
                        slow.dealMore(at: now)
                    case 12..<18:
                        tracked.requestHint(at: now)
                        slow.requestHint(at: now)
                    default:
                        guard sets.count > 0 else {
                            tracked.deal(at: now, tableHoldsMatch: false)
                            sets.dealt(now: tracked.table)
                            tracked.endIfNoMatchesLeft(tableHoldsMatch: sets.count > 0, at: now)
                            slow.dealMore(at: now)
                            break
                        }
                        let taken = sets.set(at: move % sets.count)
                        let ids = [taken.0, taken.1, taken.2].map { slow.table[$0].id }
                        tracked.moveMatch(at: taken, at: now)
                        sets.setTaken(at: taken, now: tracked.table)
                        tracked.endIfNoMatchesLeft(tableHoldsMatch: sets.count > 0, at: now)
                        for id in ids { slow.choose(id, at: now) }
                        slow.clearSelection(at: now)
                    }
                    #expect(tracked == slow)
                    let followed = (0..<sets.count).map { sets.set(at: $0) }.map { [$0.0, $0.1, $0.2] }
                    #expect(followed == bruteForceSets(slow.table.map(\.content)))
                }
            }
        }
    }

    @Test("dealing the whole deck onto the table, sets followed past 64 cards equal brute force", arguments: [UInt64(1), 2, 3])
    func dealWholeDeck(seed: UInt64) {
        var game = MatchingGame<SetCard>(seed: seed)
        TableSets.with { sets in
            sets.reset(to: game.table)
            while !game.deck.isEmpty {
                game.deal(at: 0, tableHoldsMatch: sets.count > 0)
                sets.dealt(now: game.table)
                let followed = (0..<sets.count).map { sets.set(at: $0) }.map { [$0.0, $0.1, $0.2] }
                #expect(followed == bruteForceSets(game.table.map(\.content)))
            }
            #expect(sets.cardCount == 81 && sets.count == 1080)
        }
    }

    @Test("starting over on a table finds its sets, whatever came before", arguments: [0, 1, 2, 3, 12, 21, 40, 81])
    func reset(size: Int) {
        var generator = SplitMix64(seed: UInt64(size) + 7)
        let before = MatchingGame<SetCard>(shuffledBy: &generator).table
        let table = Array(Card<SetCard>.fullDeck.shuffled(using: &generator).prefix(size))
        TableSets.with { sets in
            sets.reset(to: before)
            sets.reset(to: table)
            let found = (0..<sets.count).map { sets.set(at: $0) }.map { [$0.0, $0.1, $0.2] }
            #expect(found == bruteForceSets(table.map(\.content)))
            #expect(sets.cardCount == size)
        }
    }
}
