import Foundation
import SetApp
import SetLoop
import SetTerminal
import Testing
@testable import SetBench

/// Serialized: each case starts a terminal screen, which loads its terminfo entry into
/// global state that two threads must not share (run in parallel, the cases once crashed).
@Suite("set-game bench", .serialized, .timeLimit(.minutes(10)))
struct BenchCommandTests {
    @Test("every table size it accepts ends with the frames asked for, most of them animated", arguments: [12, 15, 18, 21])
    func everySizeEnds(cards: Int) throws {
        let command = try BenchCommand.parse(["--cards", "\(cards)", "--frames", "40", "--width", "100", "--height", "40"])
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        let screen = TerminalScreen(colorMode: .ansi256)
        try screen.startOffscreen(width: command.width, height: command.height, output: terminal.output)
        defer { screen.stop() }
        let model = AppModel(settings: AppSettings(colorMode: .ansi256, ascii: false), seed: 1, width: command.width, height: command.height, now: 0)
        var session = BenchSession(model: model, cards: cards)
        let result = session.measure(frames: 40, on: screen)
        #expect(result.deals.frames == 40)
        #expect(result.deals.writes >= 40)  // each frame counted reached the terminal
        #expect(result.deals.turns >= 40)
        #expect(result.deals.animatedFrames >= 20 && result.deals.sprites >= result.deals.animatedFrames)
        #expect(result.deals.seconds > 0)
    }

    /// The deals run at a player's pace, every wait real: a key queued with a pause comes
    /// once the pause has passed, not before, and a frame's wait that ends first is a tick.
    /// The clock ticks measured on a still board skip their waits: the bench's clock moves
    /// on without the real one.
    @Test("during the deals keys come after a real pause; on the still board waits are skipped")
    func playerPace() throws {
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        let screen = TerminalScreen(colorMode: .ansi256)
        try screen.startOffscreen(width: 80, height: 24, output: terminal.output, input: terminal.input)
        defer { screen.stop() }
        let bench = BenchTerminal(screen: screen)
        let clock = MonotonicClock()
        bench.queue([.character("n")], after: 0.1)
        #expect(bench.nextEvent(timeout: 0.01) == .timedOut)
        #expect(bench.nextEvent(timeout: 5) == .input(.character("n")))
        #expect(clock.now >= 0.1)
        bench.waitsAreReal = false
        let (before, realBefore) = (bench.now, clock.now)
        #expect(bench.nextEvent(timeout: 3600) == .timedOut)
        let skipped = (bench.now - before) - (clock.now - realBefore)
        #expect(skipped >= 1.4, "the bench's clock moved on as far as its longest wait, without waiting it")
    }

    @Test("start-up: medians of each figure, and this binary's own path")
    func startupMedians() throws {
        let runs = [(3.0, 9.0), (1.0, 5.0), (2.0, 7.0)].map {
            StartupProbe.Result(
                firstOutput: $0.0, wholeScreen: $0.1, filledCells: Int($0.1), peakResidentAtWholeScreen: $0.0, peakResident: 10, cpuSeconds: $0.1
            )
        }
        let middle = StartupBench.median(runs)
        #expect(middle.firstOutput == 2 && middle.wholeScreen == 7 && middle.filledCells == 7)
        #expect(middle.peakResidentAtWholeScreen == 2 && middle.peakResident == 10 && middle.cpuSeconds == 7)
        #expect(try StartupBench.executablePath().hasPrefix("/"))
    }

    @Test("a ratio of 1 or more meets the goal, whichever way the goal points")
    func ratios() {
        let fast = BenchGoal("rate", figure: 300, unit: "/s", goal: 200, .atLeast)
        let slow = BenchGoal("time", figure: 0.5, unit: "ms", goal: 0.25, .atMost)
        #expect(fast.ratio == 1.5 && fast.isMet == true)
        #expect(slow.ratio == 0.5 && slow.isMet == false)
        #expect(BenchGoal("info", figure: 3, unit: "MB", goal: nil, .atMost).isMet == nil)
        let table = BenchTable(title: "t", goals: [fast, slow]).text
        #expect(table.contains("1.50") && table.contains("met") && table.contains("NOT MET"))
    }

    @Test("bad values are refused", arguments: [
        ["--cards", "13"], ["--cards", "24"], ["--frames", "0"], ["--games", "0"], ["--width", "20"], ["--ticks", "0"], ["--runs", "0"],
        ["--runs", "101"], ["--trigo", "/nonexistent/trigo"], ["--marmoset", "/nonexistent/simulate"], ["--marmoset-games", "999"],
    ])
    func badValues(arguments: [String]) {
        #expect(throws: (any Error).self) { try BenchCommand.parse(arguments) }
    }

    @Test("a program run beside the engine gives its own CPU; one that fails is an error, not a figure")
    func childProcesses() throws {
        let busy = try ChildProcess.run("/bin/sh", ["-c", "i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done"])
        #expect(busy > 0.01)
        #expect(throws: BenchError.self) { try ChildProcess.run("/bin/sh", ["-c", "exit 3"]) }
        #expect(throws: BenchError.self) { try ChildProcess.run("/nonexistent/program", []) }
        #expect(median([3, 1, 2]) == 2 && median([4, 1, 3, 2]) == 2.5)
    }
}
