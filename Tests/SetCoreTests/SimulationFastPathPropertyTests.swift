import PropertyBased
import SetTestSupport
import Testing
@testable import SetCore

/// The simulator plays on the engine's ``Dealer`` alone (the sets it follows from table to
/// table, a set taken by its number, a deal, play done). The same games played by the
/// player's own actions on a ``MatchingGame`` — a whole search of each table, three choices
/// and a clear, a deal asked for — must end with the very same report, game after game.
@Suite("The simulator's whole games equal the player's actions", .timeLimit(.minutes(1)), .takesTurns)
struct SimulationFastPathPropertyTests {
    /// Game `number` of `seed` played as ``Simulation`` plays it, through public actions only.
    static func playedByActions(seed: UInt64, pick: Simulation.Pick, number: Int) -> SimulationReport {
        var report = SimulationReport()
        var generator = SplitMix64.stream(seed: seed, index: UInt64(number))
        var game = MatchingGame<SetCard>(deck: generator.shuffle(Card<SetCard>.fullDeck))
        while !game.isOver {
            let sets = bruteForceSets(game.table.map(\.content))
            report.recordTable(size: game.table.count, hasSet: !sets.isEmpty)
            if sets.isEmpty {
                game.dealMore(at: 0)
            } else {
                let taken = sets[pick == .first ? 0 : generator.draw(below: sets.count)].map { game.table[$0].id }
                for id in taken { game.choose(id, at: 0) }
                game.clearSelection(at: 0)
            }
        }
        report.recordTable(size: game.table.count, hasSet: false)
        report.recordGame(setsFound: game.statistics.matchesFound, cardsLeft: game.table.count)
        return report
    }

    @Test("each game's report is the same both ways, to the end of the game")
    func sameReports() async {
        await propertyCheck(count: 40, input: Gen.uint64(), Gen.int(in: 0...1_000_000), Gen.bool) { seed, number, first in
            let pick: Simulation.Pick = first ? .first : .random
            let fast = Simulation(seed: seed, pick: pick).run(games: number..<(number + 1))
            #expect(fast == Self.playedByActions(seed: seed, pick: pick, number: number))
            #expect(fast.games == 1 && fast.setsFound > 0)
        }
    }
}
