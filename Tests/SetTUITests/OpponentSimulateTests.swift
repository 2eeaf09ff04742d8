import SetCore
import SetTestSupport
import Testing

@testable import SetTUI

@Suite("set-game simulate --opponent", .timeLimit(.minutes(1)), .takesTurns)
struct OpponentSimulateTests {
    @Test("prints the computer's seconds to a set, the same for any thread split")
    func prints() throws {
        let command = try SimulateCommand.parse(["--opponent", "hard", "--games", "20", "--seed", "3", "-t", "1"])
        let split = try SimulateCommand.parse(["--opponent", "hard", "--games", "20", "--seed", "3"])
        let report = command.simulateOpponent(.hard)
        let splitReport = split.simulateOpponent(.hard)
        #expect(report.secondsToSet == splitReport.secondsToSet && report.games == splitReport.games)
        #expect(abs(report.totalSeconds - splitReport.totalSeconds) < 1e-6)
        let output = command.opponentOutput(report, level: .hard)
        let lines = output.split(separator: "\n").map(String.init)
        #expect(lines[0] == "computer: hard" && lines[1] == "games: 20" && lines[2] == "seed: 3")
        #expect(lines[3] == "sets taken: \(report.secondsToSet.count)")
        #expect(lines[4].hasPrefix("seconds to a set, from the previous set or deal: p10 "))
        #expect(lines[4].contains(String(format: "median %.1f,", report.quantile(0.5))))
    }

    @Test("--variant: the computer plays the variant's matches, and the output names it")
    func variant() throws {
        let command = try SimulateCommand.parse(["--opponent", "hard", "--variant", "ghost", "--games", "4", "--seed", "3", "-t", "1"])
        let report = command.simulateOpponent(.hard)
        // A GhostSet takes six of the 81 cards: at most 13 a game, where SET gives 20 to 27.
        #expect(report.games == 4 && (4 * 9...4 * 13).contains(report.secondsToSet.count), "\(report.secondsToSet.count) matches")
        let lines = command.opponentOutput(report, level: .hard).split(separator: "\n").map(String.init)
        #expect(lines[0] == "computer: hard" && lines[1] == "variant: ghost (a set: one match of the variant)")
        #expect(lines[4] == "sets taken: \(report.secondsToSet.count)")
    }

    @Test("an unknown level is refused")
    func badLevel() {
        #expect(throws: (any Error).self) { try SimulateCommand.parse(["--opponent", "expert"]) }
    }

    @Test("--json is not offered with --opponent")
    func noJSON() {
        #expect {
            try SimulateCommand.parse(["--opponent", "easy", "--json"])
        } throws: { error in
            SimulateCommand.message(for: error).contains("--opponent")
        }
    }

    @Test("--opponent and --deals together are refused")
    func notWithDeals() {
        #expect {
            try SimulateCommand.parse(["--opponent", "easy", "--deals", "12"])
        } throws: { error in
            SimulateCommand.message(for: error).contains("give one")
        }
    }
}
