import PropertyBased
import SetTestSupport
import Testing
@testable import SetCore

/// S1: hints never pay. Two players take the same sets of the same deal in the same order;
/// one asks for every set with hints and takes it at once, the other finds each on its own
/// at a steady pace. The honest one must end ahead.
@Suite("Hints never pay better than playing (S1)", .timeLimit(.minutes(1)), .takesTurns)
struct HintLoopPropertyTests {
    /// Plays `seed` to the end: before each set, `help` runs (it may ask for hints); the set
    /// taken is the one a hint showed last, or else the first on the table, `seconds` after
    /// the previous set or deal.
    private func play(seed: UInt64, seconds: Double, help: (inout MatchingGame<SetCard>, Double) -> Void) -> MatchingGame<SetCard> {
        var game = MatchingGame<SetCard>(seed: seed)
        var now = 0.0
        while !game.isOver {
            guard let first = game.matchesOnTable.first else {
                game.dealMore(at: now)
                continue
            }
            now += seconds
            help(&game, now)
            for id in game.hinted.isEmpty ? first : game.hinted { game.choose(id, at: now) }
            game.dealMore(at: now)  // Space takes the found set away
        }
        return game
    }

    @Test("h h + the marked set + Space scores less than an honest player at 10 s a set, however often the hint cycles")
    func honestPlayerWins() async {
        await propertyCheck(count: 40, input: Gen.uint64(), Gen.int(in: 0...4)) { seed, cycles in
            let honest = play(seed: seed, seconds: 10) { _, _ in }
            let hinted = play(seed: seed, seconds: 0) { game, now in
                game.requestHint(at: now)  // the count, free
                let sets = game.matchesOnTable.count
                for _ in 0..<(1 + cycles * sets) { game.requestHint(at: now) }  // round and round, back to the first
            }
            #expect(hinted.statistics.matchesFound == honest.statistics.matchesFound)
            #expect(honest.score > hinted.score)
        }
    }

    @Test("a hinted set nets less than an honest set at any pace")
    func hintedSetBelowSlowestHonestSet() async {
        await propertyCheck(count: 100, input: Gen.double(in: 0...600), Gen.double(in: 0...600)) { hintedAfter, honestAfter in
            let rules = ScoringRules.standard
            let hinted = rules.points(forMatchAfter: hintedAfter, afterHint: true) - rules.hintPenalty
            #expect(hinted < rules.points(forMatchAfter: honestAfter))
        }
    }
}
