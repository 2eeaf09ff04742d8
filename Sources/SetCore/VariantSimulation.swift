/// Plays whole solo games of any ``Variant`` through the engine itself (``MatchingGame``),
/// with ``Simulation``'s automatic player: it takes one of the matches on each table (chosen
/// by the ``Simulation/Pick``), deals more only when the table holds none, and plays until
/// the game is over. Game number `i` draws from its own stream of `seed`.
///
/// Slower than ``Simulation``, which follows standard SET's sets on card indices; the
/// variants' figures (mean matches a game, share of tables without one) need no more.
public struct VariantSimulation: Sendable {
    /// What is played.
    public let variant: Variant
    /// Seed of every game's generator.
    public let seed: UInt64
    /// How matches are chosen.
    public let pick: Simulation.Pick

    public init(variant: Variant, seed: UInt64, pick: Simulation.Pick = .random) {
        self.variant = variant
        self.seed = seed
        self.pick = pick
    }

    /// Plays the games numbered `games` and tallies them; a table is counted at its size
    /// without a chain (Set-Chain's last set).
    public func run(games: Range<Int>) -> SimulationReport {
        var report = SimulationReport()
        for number in games {
            var generator = SplitMix64.stream(seed: seed, index: UInt64(number))
            var game = variant.deal(seed: generator.next(), startedAt: 0)
            var now = 0.0
            var found = 0
            while !game.isOver {
                now += 1
                let matches = game.matchesOnTable
                report.recordTable(size: game.table.count - game.chain.count, hasSet: !matches.isEmpty)
                guard !matches.isEmpty else {
                    game.dealMore(at: now)
                    continue
                }
                game.take(match: matches[pick == .first ? 0 : generator.draw(below: matches.count)], at: now)
                found += 1
            }
            report.recordTable(size: game.table.count - game.chain.count, hasSet: false)  // the game ends on a table without a match
            report.recordGame(setsFound: found, cardsLeft: game.table.count)
        }
        return report
    }
}
