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
        let deck = Card<SetCard>.fullDeck
        TableSets.with { sets in
            for number in games { play(gameNumber: number, deck: deck, sets: &sets, into: &report) }
        }
        return report
    }

    /// Plays game `gameNumber` from `deck` (the full deck, shuffled for the game), following
    /// each table's sets in `sets` rather than searching every table.
    private func play(gameNumber: Int, deck: [Card<SetCard>], sets: inout TableSets, into report: inout SimulationReport) {
        var generator = SplitMix64.stream(seed: seed, index: UInt64(gameNumber))
        var game = MatchingGame<SetCard>(deck: generator.shuffle(deck))
        sets.reset(to: game.table)
        while !game.isOver {
            let found = sets.count
            report.recordTable(size: game.table.count, hasSet: found > 0)
            if found == 0 {
                game.deal(at: 0, tableHoldsMatch: false)
                sets.dealt(now: game.table)
            } else {
                let taken = sets.set(at: pick == .first ? 0 : generator.draw(below: found))
                game.moveMatch(at: taken, at: 0)
                sets.setTaken(at: taken, now: game.table)
            }
            game.endIfNoMatchesLeft(tableHoldsMatch: sets.count > 0, at: 0)
        }
        report.recordTable(size: game.table.count, hasSet: false)  // the game ends on a table without a set
        report.recordGame(setsFound: game.statistics.matchesFound, cardsLeft: game.table.count)
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
    }

    /// Games played.
    public private(set) var games = 0
    /// Sets found, over all games.
    public private(set) var setsFound = 0
    /// Tallies by table size, indexed by size (0…81).
    private var tallies = [TableTally](repeating: TableTally(), count: 82)
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
        tallies[size].examined += 1
        if !hasSet { tallies[size].withoutSet += 1 }
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
