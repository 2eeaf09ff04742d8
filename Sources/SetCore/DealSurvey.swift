/// Random tables of `cards` cards, each drawn from a full deck, tallied by whether they hold
/// a set: a check of the finder (and of the deal's randomness) against counts published
/// for SET, such as Knuth's exact share of 12-card tables without one.
///
/// Deal number `i` draws from its own stream of `seed`, so any split of the deals gives
/// the same totals.
public struct DealSurvey: Sendable {
    /// Cards on each table, 0…81.
    public let cards: Int
    /// Seed of every deal's generator.
    public let seed: UInt64

    public init(cards: Int, seed: UInt64) {
        precondition((0...81).contains(cards), "a table holds 0…81 cards")
        self.cards = cards
        self.seed = seed
    }

    /// Draws the tables numbered `deals` and tallies them.
    public func run(deals: Range<Int>) -> DealTally {
        var tally = DealTally()
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 81) { deck in
            for number in deals {
                var generator = SplitMix64.stream(seed: seed, index: UInt64(number))
                for index in 0..<81 { deck[index] = UInt8(index) }
                // The first `cards` steps of Fisher–Yates: a uniform random table, in order.
                for position in 0..<cards {
                    deck.swapAt(position, position + generator.draw(below: 81 - position))
                }
                let hasSet = !SetFinder.forEachSet(count: cards, index: { Int(deck[$0]) }) { _, _, _ in false }
                tally.record(hasSet: hasSet)
            }
        }
        return tally
    }
}

/// How many random tables were drawn and how many held no set; tallies of disjoint deals
/// merge into the tally of their union.
public struct DealTally: Hashable, Sendable {
    /// Tables drawn.
    public private(set) var deals = 0
    /// Tables without a set.
    public private(set) var withoutSet = 0

    public init() {}

    /// The share of tables without a set.
    public var fractionWithoutSet: Double { deals == 0 ? 0 : Double(withoutSet) / Double(deals) }

    /// One standard error of ``fractionWithoutSet`` (binomial: √(p(1−p)/n)).
    public var standardError: Double {
        deals == 0 ? 0 : (fractionWithoutSet * (1 - fractionWithoutSet) / Double(deals)).squareRoot()
    }

    mutating func record(hasSet: Bool) {
        deals += 1
        if !hasSet { withoutSet += 1 }
    }

    /// This tally and `other` (of other deals) together.
    public func merged(with other: DealTally) -> DealTally {
        var result = self
        result.deals += other.deals
        result.withoutSet += other.withoutSet
        return result
    }
}
