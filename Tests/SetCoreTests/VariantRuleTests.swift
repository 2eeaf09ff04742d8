import Foundation
import PropertyBased
import SetTestSupport
import Testing
@testable import SetCore

/// The variants' rules by example: UltraSet's two pairs, GhostSet's three, Set-Chain's kept
/// card, Ultra9's table of nine.
@Suite("Variant rules", .timeLimit(.minutes(1)), .takesTurns)
struct VariantRuleTests {
    static let card = SetCard.init(index:)

    @Test("UltraSet: two pairs completed by one card match; the card need not be on the table")
    func ultraSetExample() {
        let a = Self.card(0), b = Self.card(5), c = Self.card(17)
        let ghost = a.completingSet(with: b)
        let d = c.completingSet(with: ghost)
        let judge = TwoPairsAlikeJudge()
        #expect(judge.isMatch([a, b, c, d]))
        #expect(judge.isMatch([a, c, d, b]))  // any order: the split is found
        // The fourth cards that make an UltraSet with a, b and c: one per way to pair them.
        let fourths = SetCard.fullDeck.filter { ![a, b, c].contains($0) && judge.isMatch([a, b, c, $0]) }
        let byPairing = [
            c.completingSet(with: a.completingSet(with: b)), b.completingSet(with: a.completingSet(with: c)),
            a.completingSet(with: b.completingSet(with: c)),
        ]
        #expect(Set(fourths) == Set(byPairing).subtracting([a, b, c]))
        #expect(!judge.isMatch([a, b, c]))
        #expect(judge.matches(in: [a, b, c, d]) == [[0, 1, 2, 3]])
    }

    @Test("GhostSet: three pairs whose completions form a set match")
    func ghostSetExample() {
        // Completions x, y, z make a set; each pair is a card and the card completing it to its ghost.
        let x = Self.card(1), y = Self.card(42), z = x.completingSet(with: y)
        let a = Self.card(7), c = Self.card(60), e = Self.card(33)
        let group = [a, a.completingSet(with: x), c, c.completingSet(with: y), e, e.completingSet(with: z)]
        #expect(Set(group).count == 6)
        let judge = ThreePairsJudge()
        #expect(judge.isMatch(group))
        #expect(judge.isMatch(group.reversed()))
        #expect(judge.matches(in: group) == [[0, 1, 2, 3, 4, 5]])
        var broken = group
        broken[5] = Self.card((group[5].index + 1) % 81)
        #expect(Set(broken).count < 6 || !judge.isMatch(broken))
    }

    @Test("UltraSet's and GhostSet's finders are brute force over every group", arguments: [
        (TwoPairsAlikeJudge() as any GroupJudge, 12), (ThreePairsJudge(), 11),
    ])
    func findersMatchBruteForce(judge: any GroupJudge, tableSize: Int) async {
        let size = judge.groupSize(of: SetCard.self)
        await propertyCheck(count: 15, input: Gen.uint64()) { seed in
            var generator = SplitMix64(seed: seed)
            let cards = Array(generator.shuffle(SetCard.fullDeck).prefix(tableSize))
            let brute = Combinations.of(size: size, from: cards.count).filter { judge.isMatch($0.map { cards[$0] }) }
            #expect(judge.matches(in: cards) == brute)
        }
    }

    @Test("Ultra9 lays out nine cards, GhostSet ten, UltraSet twelve; a match holds 4, 6, 4")
    func tableSizes() {
        #expect(Variant.ultra9.deal(seed: 1, startedAt: 0).table.count == 9)
        #expect(Variant.ghostSet.deal(seed: 1, startedAt: 0).table.count == 10)
        #expect(Variant.ultraSet.deal(seed: 1, startedAt: 0).table.count == 12)
        #expect(Variant.ultra9.deal(seed: 1, startedAt: 0).matchSize == 4)
        #expect(Variant.ghostSet.deal(seed: 1, startedAt: 0).matchSize == 6)
        #expect(Variant.setChain.deal(seed: 1, startedAt: 0).matchSize == 3)
    }

    @Test("after a match the table is dealt back up to its size, never past it, also when a deal grew it", arguments: [
        Variant.ultraSet, .ultra9, .ghostSet,
    ])
    func tableDealtBackToItsSize(variant: Variant) {
        let size = variant.rule.tableSize ?? 12
        var fromGrownTables = 0
        for seed in UInt64(1)...30 {
            var game = variant.deal(seed: seed, startedAt: 0)
            var now = 0.0
            while !game.isOver {
                now += 1
                guard let match = game.matchesOnTable.first else {
                    game.dealMore(at: now)
                    continue
                }
                let (before, deck) = (game.table.count, game.deck.count)
                game.take(match: match, at: now)
                let left = before - game.matchSize
                if before > size { fromGrownTables += 1 }
                // GhostSet's six from 13 leave ten, not seven; SET's three from 15 leave 12.
                #expect(game.table.count == left + min(max(size - left, 0), game.matchSize, deck), "\(variant) seed \(seed)")
            }
        }
        if variant == .ghostSet { #expect(fromGrownTables > 0, "a ten-card table without a GhostSet grew by a deal in 30 games") }
    }

    @Test("Set-Chain: after a set, the next must use exactly one of its cards")
    func chainNeedsOneKeptCard() throws {
        var game = Variant.setChain.deal(seed: 11, startedAt: 0)
        let first = try #require(game.matchesOnTable.first)
        for id in first { game.choose(id, at: 1) }
        game.clearSelection(at: 2)
        #expect(game.chain == first)
        #expect(Array(game.table.suffix(3).map(\.id)) == first)
        #expect(game.table.count == 15)  // twelve, and the chain
        #expect(game.matchesOnTable.allSatisfy { $0.count(where: { first.contains($0) }) == 1 })
        // A set of three other cards is not a match now.
        let others = game.table.filter { !first.contains($0.id) }
        if let plain = game.matches(among: others, chain: []).first {
            #expect(!game.isMatch(plain))
        }
        let next = try #require(game.matchesOnTable.first)
        for id in next { game.choose(id, at: 3) }
        #expect(game.selectionState == .matched)
        game.clearSelection(at: 4)
        let kept = next.filter { first.contains($0) }
        #expect(kept.count == 1)
        #expect(game.chain == kept + next.filter { !first.contains($0) })
        #expect(game.discard.count == 2)  // the two cards of the first set not kept
    }

    @Test("every variant plays to its end by its own matches: cards conserved, matches valid")
    func variantsPlayToTheEnd() async {
        let variants: [Variant] = [.setChain, .ultraSet, .ultra9, .ghostSet]
        await propertyCheck(count: 12, input: Gen.uint64(), Gen.int(in: 0...3)) { seed, which in
            let variant = variants[which]
            var game = variant.deal(seed: seed, startedAt: 0)
            var now = 0.0
            while !game.isOver, now < 400 {
                now += 1
                game.clearSelection(at: now)  // the last match leaves
                if game.isOver { break }
                let matches = game.matchesOnTable
                if let match = matches.first {
                    #expect(matches.allSatisfy { game.isMatch($0) && $0.count == game.matchSize })
                    for id in match { game.choose(id, at: now) }
                    #expect(game.selectionState == .matched || game.isOver)
                } else {
                    game.dealMore(at: now)
                }
                let all = (game.deck + game.table + game.discard).map(\.id)
                #expect(all.count == 81 && Set(all).count == 81)
                #expect(game.table.count - game.chain.count >= 0)
            }
            #expect(game.isOver)
            #expect(game.deck.isEmpty && game.matchesOnTable.isEmpty)
        }
    }

    @Test("a variant's game and its chain survive saving")
    func savedChain() throws {
        var game = Variant.setChain.deal(seed: 11, startedAt: 0)
        let first = try #require(game.matchesOnTable.first)
        for id in first { game.choose(id, at: 1) }
        game.clearSelection(at: 2)
        let data = try JSONEncoder().encode(game)
        let read = try JSONDecoder().decode(MatchingGame<SetCard>.self, from: data)
        #expect(read == game && read.chain == first && read.rule == .setChain)
    }

    @Test("the computer of every level plays every variant to the end by the variant's matches", arguments: OpponentLevel.allCases)
    func computerPlaysVariants(level: OpponentLevel) {
        for variant in [Variant.setChain, .ultraSet, .ultra9, .ghostSet] {
            var versus = VersusComputer(seed: 21, level: level, variant: variant)
            #expect(versus.game.rule == variant.rule, "\(variant)")
            var now = 0.0
            while !versus.game.isOver, now < 20_000 {
                now += 5
                _ = versus.advance(to: now)
            }
            #expect(versus.game.isOver && versus.game.deck.isEmpty && versus.game.matchesOnTable.isEmpty, "\(variant) at \(level)")
            #expect(versus.computerSets > 10, "\(variant) at \(level)")
        }
    }

    @Test("a variant's simulation: same seed, same numbers, however the games are split")
    func simulationSplits() {
        let simulation = VariantSimulation(variant: .ultra9, seed: 4)
        let whole = simulation.run(games: 0..<6)
        #expect(whole == simulation.run(games: 0..<2).merged(with: simulation.run(games: 2..<6)))
        #expect(whole.games == 6 && whole.meanSetsPerGame > 15, "an UltraSet takes 4 of 81 cards")
    }
}
