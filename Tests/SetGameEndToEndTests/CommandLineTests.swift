import Foundation
import EndToEndSupport
import SetTestSupport
import Testing

@Suite("the command line, as a player types it", .timeLimit(.minutes(1)), .ownThreads, .afterUnitTests)
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
        ["help", "bogus"], ["--version", "--bogus"], ["solve"], ["--seed", "1", "--seed", "2"], ["--seed=1", "--seed", "2"],
        ["daily", "--print", "--print"], ["simulate", "-t", "-1"], ["bench"],
    ])
    func usageErrors(arguments: [String]) throws {
        let result = try run(arguments)
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("set-game: "), "one style of message: \(result.error)")
        #expect(!result.error.contains("Error:"))
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

    @Test("--help and --version exit 0; --help lists the game's options too")
    func helpAndVersion() throws {
        let help = try run(["--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("solve"))
        for option in ["--seed <seed>", "--mode <mode>", "--theme <theme>", "--data-dir <data-dir>", "--no-animation"] {
            #expect(help.output.contains(option), "\(option) in --help")
        }
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

/// The edges of the command line: precise messages, bounded sizes and lengths, output that
/// cannot be written.
@Suite("the command line at its edges", .timeLimit(.minutes(1)), .ownThreads, .afterUnitTests)
struct CommandLineEdgeTests {
    private func run(_ arguments: [String]) throws -> ChildProcess.Result {
        try ChildProcess.run([TmuxSession.binary.path] + arguments)
    }

    @Test("messages say what is wrong precisely", arguments: [
        (["--mode", "daily", "--date", "2024-02-30"], "set-game: --date 2024-02-30: that day does not exist (2024-02 has 29 days)"),
        (["--mode", "daily", "--date", "-2026-01-01"], "set-game: --date '-2026-01-01' is not written YYYY-MM-DD (e.g. 2026-11-22)"),
        (["--mode", "daily", "--date", "0000-01-01"], "set-game: --date 0000-01-01: the daily puzzle covers 2000-01-01 … 2099-12-31"),
        (["simulate", "-t", "-1"], "set-game: --threads must be at least 1, not -1"),
        (["--seed", "1", "--seed", "2"], "set-game: --seed is given twice; give it once"),
        (["help", "bogus"], "set-game: there is no command 'bogus' to explain; the commands are play, solve, simulate, daily"),
    ])
    func preciseMessages(arguments: [String], message: String) throws {
        let result = try run(arguments)
        #expect(result.status == 2)
        #expect(result.error.split(separator: "\n").first.map(String.init) == message)
    }

    @Test("an escape character typed in an argument is shown escaped, never sent to the terminal")
    func escapesEchoed() throws {
        let result = try run(["--theme", "\u{1b}[31mred\u{7}"])
        #expect(result.status == 2)
        #expect(!result.error.contains("\u{1b}") && !result.error.contains("\u{7}"))
        #expect(result.error.contains("'\\u{1B}[31mred\\u{7}'"), "\(result.error)")
    }

    @Test("a long argument list is refused at once with a clear message")
    func longLists() throws {
        let started = Date()
        let cards = try run(["solve"] + Array(repeating: "1rsd", count: 20_000))
        let prints = try run(["daily"] + Array(repeating: "--print", count: 20_000))
        #expect(Date().timeIntervalSince(started) < 10, "it took a minute when parsed")
        for result in [cards, prints] {
            #expect(result.status == 2)
            #expect(result.error.hasPrefix("set-game: 20001 arguments is too many: at most 100"))
        }
    }

    @Test("the last '1 game' is singular")
    func singular() throws {
        let result = try run(["simulate", "--games", "1", "-t", "1"])
        #expect(result.status == 0)
        #expect(result.output.contains(": 1 game (100.000%)"), "\(result.output)")
        #expect(!result.output.contains(" 1 games"))
    }

    @Test("output that cannot be written is an error: status 1 and a message", arguments: [
        ["daily", "--print"], ["simulate", "--games", "3", "--json"], ["solve", "1rsd", "2rsd", "3rsd"], ["--help"],
    ])
    func fullDisk(arguments: [String]) throws {
        let command = ([TmuxSession.binary.path] + arguments).joined(separator: " ")
        let result = try ChildProcess.run(["sh", "-c", "\(command) > /dev/full"])
        #expect(result.status == 1)
        #expect(result.error == "set-game: could not write the output: No space left on device\n")
    }

    @Test("a closed standard output is an error too")
    func closedOutput() throws {
        let command = ([TmuxSession.binary.path, "solve", "1rsd", "2rsd", "3rsd"]).joined(separator: " ")
        let result = try ChildProcess.run(["sh", "-c", "\(command) >&-"])
        #expect(result.status == 1)
        #expect(result.error == "set-game: could not write the output: Bad file descriptor\n")
    }
}
