import PropertyBased
import SetTestSupport
import Testing
@testable import SetCore

/// The engine follows the sets on its table from move to move (``SetsOnTable``); after
/// every move of random play, what it holds must be what a whole search of the table finds.
@Suite("The sets a game follows equal a whole search of its table", .timeLimit(.minutes(1)), .takesTurns)
struct SetsOnTablePropertyTests {
    /// Every set on `game`'s table by brute force, as card identities.
    static func searched(_ game: MatchingGame<SetCard>) -> [[CardID]] {
        bruteForceSets(game.table.map(\.content)).map { $0.map { game.table[$0].id } }
    }

    /// Checks what `game` says of its table's sets against a whole search.
    static func expectFollowed(_ game: MatchingGame<SetCard>, sourceLocation: SourceLocation = #_sourceLocation) {
        let sets = searched(game)
        #expect(game.matchesOnTable == sets, sourceLocation: sourceLocation)
        #expect(game.matchCount == sets.count, sourceLocation: sourceLocation)
        #expect(game.hintMatches == sets, sourceLocation: sourceLocation)
    }

    @Test("through random play by the player's actions and the computer's, deals past sets included")
    func randomPlay() async {
        await propertyCheck(count: 100, input: Gen.uint64(), Gen.int(in: 0...99).array(of: 0...150)) { seed, moves in
            var game = MatchingGame<SetCard>(seed: seed)
            for (step, move) in moves.enumerated() where !game.isOver {
                let now = Double(step) * 1.3
                let sets = game.matchesOnTable
                switch move {
                case 0..<15:
                    game.dealMore(at: now)  // with sets on the table too (a penalty), so tables grow past 15
                case 15..<20:
                    game.requestHint(at: now)
                case 20..<50 where !sets.isEmpty:
                    for id in sets[move % sets.count] { game.choose(id, at: now) }
                    if move % 2 == 0 { game.clearSelection(at: now) }  // otherwise it leaves with the next action
                case 50..<60:
                    game.choose(game.table[move % game.table.count].id, at: now)  // a stray choice, maybe a mismatch
                default:
                    game.clearSelection(at: now)
                    let sets = game.matchesOnTable
                    if !sets.isEmpty, !game.isOver { game.take(match: sets[move % sets.count], at: now) }  // the computer's move
                }
                Self.expectFollowed(game)
            }
        }
    }

    @Test("a table dealt past 64 cards is searched whole, and followed again once it is smaller", arguments: [UInt64(1), 2, 3])
    func pastTheMostFollowed(seed: UInt64) {
        var game = MatchingGame<SetCard>(seed: seed)
        var sizes: Set<Int> = []
        while !game.deck.isEmpty {
            game.dealMore(at: 0)
            sizes.insert(game.table.count)
            Self.expectFollowed(game)
        }
        #expect(game.table.count == 81)
        var generator = SplitMix64(seed: seed)
        while game.matchCount > 0 {
            game.take(match: game.matchesOnTable[generator.draw(below: game.matchCount)], at: 0)
            sizes.insert(game.table.count)
            Self.expectFollowed(game)
        }
        #expect(game.isOver)
        #expect(sizes.contains(66) && sizes.contains(63))
    }

    @Test("a game restored at a position follows the sets of its table")
    func restored() async {
        await propertyCheck(count: 30, input: Gen.uint64(), Gen.int(in: 0...40)) { seed, moves in
            var game = MatchingGame<SetCard>(seed: seed)
            var generator = SplitMix64(seed: seed)
            for _ in 0..<moves where !game.isOver {
                if game.matchCount == 0 || generator.draw(below: 4) == 0 { game.dealMore(at: 0) } else {
                    game.take(match: game.matchesOnTable[generator.draw(below: game.matchCount)], at: 0)
                }
            }
            let restored = try? MatchingGame<SetCard>(
                deck: Array(game.deck), table: game.table, selection: [], discard: game.discard, score: game.score,
                statistics: game.statistics, hint: HintState(), rule: .standard, scoring: game.scoring,
                lastMarkAt: game.lastMarkAt, isOver: game.isOver)
            #expect(restored == game)
            if let restored { Self.expectFollowed(restored) }
        }
    }
}
