import SetTestSupport
import Testing

@testable import SetBench

/// The bench is a tool, not the product: one short run of its start-up and engine probes and
/// one of its load generator, so that a change that breaks a probe (a launch that fails, a
/// screen never read, a figure that is not a number) shows.
@Suite("set-game-bench, a short run", .timeLimit(.minutes(3)), .ownThreads)
struct BenchSmokeTests {
    /// Measures the engine in process and the `set-game` built beside the tests from outside
    /// (its start-up with 11,000 scores over its modes, once), as `set-game-bench --startup` does.
    @Test("the engine and the game's start-up are measured, every figure a number")
    func shortRun() throws {
        let command = try BenchCommand.parse(["--games", "2000", "--startup", "--runs", "1", "--width", "80", "--height", "24"])
        let goals = try command.measure()
        func figure(_ prefix: String) -> Double? { goals.first { $0.name.hasPrefix(prefix) }?.figure }
        let prefixes = [
            "engine: games simulated", "finder: all sets among 12", "start: first output", "start: whole board on screen",
            "start: peak RSS at that screen", "scores: 100,000 records, the Scores tab on screen",
        ]
        for prefix in prefixes {
            let value = try #require(figure(prefix), "\(prefix) measured")
            #expect(value > 0 && value.isFinite, "\(prefix): \(value)")
        }
        #expect(goals.allSatisfy { $0.figure.isFinite })
        // An 80×24 board of twelve cards fills far more than a message or an empty table does.
        #expect(try #require(figure("start: cells filled")) > 500)
        let table = BenchTable(title: "short run", goals: goals).text.split(separator: "\n")
        #expect(table.count == goals.count + 3, "a title, a header, a rule, then a line per goal")
    }

    /// `set-game-bench --load`, small and short: 16 real SSH sessions of this process in two
    /// rooms of the `serve` built beside the tests (a login, a room code never read, a key
    /// that draws nothing would show).
    @Test("16 players in 2 rooms: every login played, keys came back as frames, the figures are numbers")
    func shortLoad() throws {
        let game = try BenchCommand.parse([]).gamePath()
        let figures = try LoadBench(game: game, players: 16, width: 80, height: 24, seconds: 3, threads: 1).measure(.ours)
        #expect(figures.server == "set-game serve")
        #expect(figures.players == 16 && figures.rooms == 2)
        #expect(figures.logins == 14, "the guests' logins are timed, the hosts' are not")
        #expect(figures.ended == 0)
        #expect(figures.keys > 10, "about one cursor key a second from each of 14 guests")
        #expect(figures.cores > 0 && figures.kilobytesPerPlayer > 0 && figures.loginsPerSecond > 0 && figures.cpuMillisecondsPerLogin > 0)
        #expect(figures.medianMilliseconds > 0 && figures.medianMilliseconds <= figures.p99Milliseconds)
        #expect(figures.machineCores >= figures.cores * 0.5, "the machine was at least as busy as the server")
        #expect(figures.goals.allSatisfy { $0.figure.isFinite })
    }
}
