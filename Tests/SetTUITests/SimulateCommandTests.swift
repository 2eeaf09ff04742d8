import Foundation
import SetCore
import SetTestSupport
import Testing
@testable import SetTUI

@Suite("set-game simulate", .timeLimit(.minutes(1)), .takesTurns)
struct SimulateCommandTests {
    @Test("the same seed gives the same numbers")
    func deterministic() throws {
        let command = try SimulateCommand.parse(["--games", "300", "--seed", "9"])
        #expect(command.simulate() == command.simulate())
        let other = try SimulateCommand.parse(["--games", "300", "--seed", "10"])
        #expect(other.simulate() != command.simulate())
    }

    @Test("every game is accounted for: all 81 cards end as sets or leftovers")
    func accounting() throws {
        let report = try SimulateCommand.parse(["--games", "200", "--seed", "4", "--pick", "first"]).simulate()
        #expect(report.games == 200)
        #expect(report.cardsLeft.values.reduce(0, +) == 200)
        let cardsLeft = report.cardsLeft.reduce(0) { $0 + $1.key * $1.value }
        #expect(report.setsFound * 3 + cardsLeft == 81 * 200)
        #expect(report.tables[12]!.examined > 0)
        #expect(report.tables.values.allSatisfy { $0.withoutSet <= $0.examined })
    }

    @Test("fractions are stable across seeds")
    func stableAcrossSeeds() throws {
        let reports = try [1, 2].map { try SimulateCommand.parse(["--games", "2000", "--seed", "\($0)"]).simulate() }
        let noSetAt12 = reports.map { $0.tables[12]!.fractionWithoutSet }
        #expect(abs(noSetAt12[0] - noSetAt12[1]) < 0.01)
        #expect(abs(reports[0].meanSetsPerGame - reports[1].meanSetsPerGame) < 0.3)
    }

    @Test("--json prints one object with the documented keys")
    func json() throws {
        let command = try SimulateCommand.parse(["--games", "50", "--seed", "2", "--json"])
        let report = command.simulate()
        let text = try command.output(report, gamesPerSecond: 123)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as! [String: Any]
        #expect(Set(object.keys) == ["games", "seed", "meanSetsPerGame", "tables", "cardsLeft", "gamesPerSecond"])
        let tables = object["tables"] as! [String: [String: Int]]
        #expect(tables["12"]?["examined"] == report.tables[12]?.examined)
        #expect(tables["12"]?["noSet"] == report.tables[12]?.withoutSet)
    }

    @Test("bad values are refused", arguments: [["--games", "0"], ["--games", "-3"], ["--games", "many"], ["--seed", "-1"], ["--pick", "best"]])
    func badValues(arguments: [String]) {
        #expect(throws: (any Error).self) { try SimulateCommand.parse(arguments) }
    }

    @Test("the split over cores does not change the totals")
    func splitInvariant() {
        let simulation = Simulation(seed: 5)
        let whole = simulation.run(games: 0..<60)
        let parts = simulation.run(games: 0..<25).merged(with: simulation.run(games: 25..<60))
        #expect(whole == parts)
    }
}
