import SetTestSupport
import Testing

@testable import SetBench

/// The bench is a tool, not the product: one short run of it, so that a change that breaks
/// a probe (a launch that fails, a screen never read, a figure that is not a number) shows.
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
}
