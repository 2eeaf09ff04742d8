import FoundationEssentials
import Glibc
import SetCore

/// The engine's half of `set-game-bench`: whole games simulated on this thread, and the set
/// finder against the naive loop over all triples, timed by this thread's CPU clock.
enum EngineBench {
    /// Games per second of CPU, playing `games` games of `seed` on this thread.
    static func gamesPerSecond(games: Int, seed: UInt64) -> Double {
        let simulation = Simulation(seed: seed)
        let start = threadCPUSeconds()
        let report = simulation.run(games: 0..<games)
        return Double(report.games) / max(threadCPUSeconds() - start, 1e-9)
    }

    /// Seconds per call of the finder (every set, its positions written into a reused
    /// buffer) over random tables of `cards` cards.
    static func finderSeconds(cards: Int, seed: UInt64) -> Double {
        let tables = randomTables(cards: cards, count: 256, seed: seed)
        let repeats = max(1, 400_000 / (cards * cards))
        return withUnsafeTemporaryAllocation(of: (Int, Int, Int).self, capacity: 1080) { found in
            var total = 0
            let start = threadCPUSeconds()
            for _ in 0..<repeats {
                for table in tables {
                    var count = 0
                    SetCard.forEachSet(in: table) {
                        found[count] = ($0, $1, $2)
                        count &+= 1
                    }
                    total &+= count
                }
            }
            let seconds = threadCPUSeconds() - start
            precondition(total > 0 || cards < 3, "the finder found nothing")
            return seconds / Double(repeats * tables.count)
        }
    }

    /// Seconds per call of the finder's floor in this measure: the same tables' sets, found
    /// beforehand, written into the same buffer the same way, with no search. What the
    /// finder's figure cannot go below however fast it finds.
    static func storeSeconds(cards: Int, seed: UInt64) -> Double {
        let found = randomTables(cards: cards, count: 256, seed: seed).map(setPositions)
        let repeats = max(1, 400_000 / (cards * cards))
        return withUnsafeTemporaryAllocation(of: (Int, Int, Int).self, capacity: 1080) { stored in
            var total = 0
            let start = threadCPUSeconds()
            for _ in 0..<repeats {
                for positions in found {
                    var count = 0
                    positions.withUnsafeBufferPointer { positions in
                        var next = 0
                        while next < positions.count {
                            stored[count] = (Int(positions[next]), Int(positions[next &+ 1]), Int(positions[next &+ 2]))
                            count &+= 1
                            next &+= 3
                        }
                    }
                    total &+= count
                }
            }
            let seconds = threadCPUSeconds() - start
            precondition(total > 0 || cards < 3, "no sets to write")
            return seconds / Double(repeats * found.count)
        }
    }

    /// The positions of every set on `table`, three bytes a set, in the finder's order.
    static func setPositions(_ table: [SetCard]) -> [UInt8] {
        var positions: [UInt8] = []
        SetCard.forEachSet(in: table) { positions += [UInt8($0), UInt8($1), UInt8($2)] }
        return positions
    }

    /// Seconds per call of the naive loop: every triple, each checked by the rule (in every
    /// attribute the three values sum to a multiple of 3). Each card's four values are read
    /// out before the clock starts, so the loop pays only for the rule.
    static func naiveSeconds(cards: Int, seed: UInt64) -> Double {
        let tables = randomTables(cards: cards, count: 8, seed: seed).map { $0.map(Attributes.init) }
        return withUnsafeTemporaryAllocation(of: (Int, Int, Int).self, capacity: 1080) { found in
            var total = 0
            let start = threadCPUSeconds()
            for table in tables {
                var count = 0
                for first in table.indices {
                    for second in (first + 1)..<max(first + 1, table.count) {
                        for third in (second + 1)..<max(second + 1, table.count)
                        where isSet(table[first], table[second], table[third]) {
                            found[count] = (first, second, third)
                            count &+= 1
                        }
                    }
                }
                total &+= count
            }
            let seconds = threadCPUSeconds() - start
            precondition(total > 0 || cards < 3, "the naive loop found nothing")
            return seconds / Double(tables.count)
        }
    }

    /// A card's four values, as the naive loop reads them.
    private struct Attributes {
        let count: Int, shape: Int, shading: Int, color: Int

        init(_ card: SetCard) {
            (count, shape, shading, color) = (card.count.rawValue, card.shape.rawValue, card.shading.rawValue, card.color.rawValue)
        }
    }

    private static func isSet(_ a: Attributes, _ b: Attributes, _ c: Attributes) -> Bool {
        (a.count + b.count + c.count) % 3 == 0
            && (a.shape + b.shape + c.shape) % 3 == 0
            && (a.shading + b.shading + c.shading) % 3 == 0
            && (a.color + b.color + c.color) % 3 == 0
    }

    static func randomTables(cards: Int, count: Int, seed: UInt64) -> [[SetCard]] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in Array(generator.shuffle(SetCard.fullDeck).prefix(cards)) }
    }
}

/// CPU seconds this thread has used, kernel time included.
func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
