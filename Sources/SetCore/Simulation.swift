/// Plays whole solo games of SET with an automatic player, for statistics and for checking
/// the engine from outside.
///
/// The player looks at each table, takes one of the sets on it (chosen by ``Pick``), deals
/// more only when the table holds no set, and plays until the game is over. Game number
/// `i` draws from its own stream of `seed`, so any split of the games gives the same totals.
public struct Simulation: Sendable {
    /// How the player chooses among the sets on a table.
    public enum Pick: String, Sendable, CaseIterable {
        /// Uniformly at random, from the game's generator.
        case random
        /// The first set in slot order.
        case first
    }

    /// Seed of every game's generator.
    public let seed: UInt64
    /// How sets are chosen.
    public let pick: Pick

    public init(seed: UInt64, pick: Pick = .random) {
        self.seed = seed
        self.pick = pick
    }

    /// Plays the games numbered `games` and tallies them.
    public func run(games: Range<Int>) -> SimulationReport {
        var report = SimulationReport()
        let fullDeck = Card<SetCard>.fullDeck
        var dealer = Dealer<SetCard>(deck: [])
        for number in games { play(gameNumber: number, dealing: fullDeck, on: &dealer, into: &report) }
        return report
    }

    /// Plays game `gameNumber` (its deck `fullDeck` shuffled) on the engine's own ``Dealer``, the deck and table every
    /// ``MatchingGame`` moves its cards through: the full deck as
    /// ``MatchingGame/init(shuffledBy:rule:scoring:startedAt:)`` shuffles it, a set taken
    /// while the table holds one, otherwise 3 more dealt, until play is done. The rules
    /// (R6, R8, R11) are the dealer's alone; the score and statistics a game keeps besides
    /// are not needed here.
    private func play(
        gameNumber: Int, dealing fullDeck: [Card<SetCard>], on dealer: inout Dealer<SetCard>, into report: inout SimulationReport
    ) {
        var generator = SplitMix64.stream(seed: seed, index: UInt64(gameNumber))
        var setsFound = 0
        // The tallies held once for the game's tables, not checked for a copy at each.
        report.tallies.withUnsafeMutableBufferPointer { tallies in
            dealer.playOut(shuffling: fullDeck, by: &generator) { cards, matches in
                precondition(cards < tallies.count, "a table of at most 81 cards")
                tallies[cards].record(hasSet: matches > 0)
            } choosing: { matches, generator in
                setsFound += 1
                return pick == .first ? 0 : generator.draw(below: matches)
            }
        }
        report.recordTable(size: dealer.table.count, hasSet: false)  // the game ends on a table without a set
        report.recordGame(setsFound: setsFound, cardsLeft: dealer.table.count)
    }
}

/// Totals of a ``Simulation``; reports of disjoint game ranges merge into the report of
/// their union.
public struct SimulationReport: Hashable, Sendable {
    /// Tables of one size: how many the player examined and how many held no set.
    public struct TableTally: Hashable, Sendable {
        public var examined = 0
        public var withoutSet = 0

        /// The fraction of examined tables that held no set.
        public var fractionWithoutSet: Double { examined == 0 ? 0 : Double(withoutSet) / Double(examined) }

        /// Counts one more table examined, and whether it held no set.
        @inline(__always)
        mutating func record(hasSet: Bool) {
            examined &+= 1
            withoutSet &+= hasSet ? 0 : 1
        }
    }

    /// Games played.
    public private(set) var games = 0
    /// Sets found, over all games.
    public private(set) var setsFound = 0
    /// Tallies by table size, indexed by size (0…81).
    fileprivate var tallies = [TableTally](repeating: TableTally(), count: 82)
    /// Games by cards left at the end, indexed by that count (0…81).
    private var leftovers = [Int](repeating: 0, count: 82)

    public init() {}

    /// Tallies by table size, for every size examined.
    public var tables: [Int: TableTally] {
        Dictionary(uniqueKeysWithValues: tallies.indices.filter { tallies[$0].examined > 0 }.map { ($0, tallies[$0]) })
    }

    /// How many games ended with each number of cards left on the table.
    public var cardsLeft: [Int: Int] {
        Dictionary(uniqueKeysWithValues: leftovers.indices.filter { leftovers[$0] > 0 }.map { ($0, leftovers[$0]) })
    }

    /// Mean sets found per game.
    public var meanSetsPerGame: Double { games == 0 ? 0 : Double(setsFound) / Double(games) }

    mutating func recordTable(size: Int, hasSet: Bool) {
        tallies[size].record(hasSet: hasSet)
    }

    mutating func recordGame(setsFound found: Int, cardsLeft left: Int) {
        games += 1
        setsFound += found
        leftovers[left] += 1
    }

    /// This report and `other` (of other games) together.
    public func merged(with other: SimulationReport) -> SimulationReport {
        var result = self
        result.games += other.games
        result.setsFound += other.setsFound
        for size in tallies.indices {
            result.tallies[size].examined += other.tallies[size].examined
            result.tallies[size].withoutSet += other.tallies[size].withoutSet
            result.leftovers[size] += other.leftovers[size]
        }
        return result
    }
}
