import Foundation
import EndToEndSupport
import Testing

@Suite("the command line, as a player types it")
struct CommandLineTests {
    /// Runs the built binary with `arguments`; returns its status and what it printed.
    private func run(_ arguments: [String]) throws -> ChildProcess.Result {
        try ChildProcess.run([TmuxSession.binary.path] + arguments)
    }

    @Test("solve prints the set and exits 0")
    func solve() throws {
        let result = try run(["solve", "1rsd", "2rsd", "3rsd"])
        #expect(result.status == 0)
        #expect(result.output == "1rsd 2rsd 3rsd\n1 set\n")
    }

    @Test("unknown flags and bad values exit 2 with a message and usage", arguments: [
        ["--bogus"], ["--speed", "9"], ["--theme", "neon"], ["--layout", "klingon"], ["--seed", "x"], ["--palette", "sepia"],
        ["solve", "9zzz"], ["simulate", "--games", "0"],
        ["--mode", "chess"], ["--mode", "standard", "--level", "hard"], ["--level", "hard"], ["--mode", "computer", "--level", "godlike"],
        ["--mode", "junior", "--date", "2026-11-22"], ["--mode", "daily", "--date", "2026-13-01"], ["--mode", "daily", "--date", "1999-12-31"],
        ["--test-mode", "--mode", "junior"], ["daily"],
    ])
    func usageErrors(arguments: [String]) throws {
        let result = try run(arguments)
        #expect(result.status == 2)
        #expect(result.error.contains("Error:"))
        #expect(result.error.contains("Usage:"))
    }

    @Test("a negative number is a bad value, not a missing one", arguments: [
        ["--speed", "-1"], ["--seed", "-1"], ["simulate", "--games", "-5"], ["simulate", "--seed", "-1"],
    ])
    func negativeValues(arguments: [String]) throws {
        let result = try run(arguments)
        #expect(result.status == 2)
        #expect(!result.error.contains("Missing value"))
        #expect(result.error.contains(arguments.last!))
        #expect(result.error.contains("Usage:"))
    }

    @Test("--help and --version exit 0")
    func helpAndVersion() throws {
        let help = try run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("solve"))
        let version = try run(["--version"])
        #expect(version.status == 0)
        #expect(version.output.hasPrefix("set-game "))
    }

    /// The bench launches this very binary on a pseudo-terminal and deals four games in it:
    /// the figure from outside and its distance from the bench's own are goal lines.
    @Test("bench --outside measures the game's frames from outside, beside its own figure")
    func benchOutside() throws {
        let result = try run(["bench", "--games", "100", "--frames", "60", "--ticks", "5", "--outside", "--json"])
        #expect(result.status == 0, "\(result.error)")
        let bench = try JSONDecoder().decode(BenchOutput.self, from: Data(result.output.utf8))
        let outside = try #require(bench.goals.first { $0.name.hasPrefix("frames from outside") })
        #expect(outside.figure > 0 && outside.goal == 0.25)
        let bursts = try #require(outside.name.split(separator: " ").compactMap { Int($0) }.last)
        #expect(bursts >= 100, "four deals of twelve cards flying in: \(outside.name)")
        let agreement = try #require(bench.goals.first { $0.name.hasPrefix("frames: the bench's figure differs") })
        #expect(agreement.figure.isFinite && agreement.goal == 30)
    }

    /// What `bench --json` prints, as far as these tests read it.
    private struct BenchOutput: Decodable {
        struct Goal: Decodable {
            let name: String
            let figure: Double
            let goal: Double?
        }

        let goals: [Goal]
    }

    @Test("playing without a terminal says so and exits 2")
    func notATerminal() throws {
        let result = try run(["--seed", "1"])
        #expect(result.status == 2)
        #expect(result.error.contains("terminal"))
    }
}
