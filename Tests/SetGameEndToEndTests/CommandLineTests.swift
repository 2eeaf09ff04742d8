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

    @Test("playing without a terminal says so and exits 2")
    func notATerminal() throws {
        let result = try run(["--seed", "1"])
        #expect(result.status == 2)
        #expect(result.error.contains("terminal"))
    }
}
