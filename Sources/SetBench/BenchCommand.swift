import ArgumentParser
import FoundationEssentials
import Glibc
import SetApp
import SetCore
import SetRender
import SetTerminal

/// `set-game bench`: the speed goals, each measured in this run beside its goal — the
/// engine, the set finder, animation frames and memory.
public struct BenchCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure the engine, the set finder, animation frames and memory against their goals.",
        discussion: """
            Engine: whole games simulated on one thread. Finder: every set among random tables \
            of 12 and 81 cards, its floor (the sets of the 81-card tables, found beforehand, \
            written the same way), and the naive loop over all triples at 81. Frames: a scripted \
            game (fill the table to --cards, then a new game whose cards fly in, over and \
            over) played through the game's own run loop on a pseudo-terminal of the given \
            size, at a player's pace: every wait is real (the next frame, the clock's next \
            second, a second's look at each dealt table, a fifth of a second between keys). \
            Counted as from outside the game: this thread's CPU over every turn of the \
            loop (render, diff, the write(), the poll for input and the read, the model's \
            update, keys and menus included) divided by the frames that reached the terminal. \
            Beside it, two floors: one poll and one write of a frame's bytes, in C; and the \
            frame path with no game (three cached cards moved over a kept board, diffed, \
            written, a frame's wait). \
            Clock tick: the same loop once the cards are still, when only the clock moves \
            (its waits skipped on the clock). \
            Ratios of 1 or more meet the goal.
            """
    )

    @Option(parsing: .unconditional, help: "Terminal width (1…1000).") var width = 100
    @Option(parsing: .unconditional, help: "Terminal height (1…1000).") var height = 30
    @Option(parsing: .unconditional, help: "Cards on the table while measuring frames (12, 15, 18 or 21).") var cards = 12
    @Option(parsing: .unconditional, help: "Frames to measure over the deals (1…100000; about 70 a deal).") var frames = 300
    @Option(parsing: .unconditional, help: "Games to simulate for the engine figure (1…10000000).") var games = 20_000
    @Option(parsing: .unconditional, help: "Clock ticks to measure once the cards are still (1…100000).") var ticks = 60
    @Option(parsing: .unconditional, help: "Seed of the deals.") var seed: UInt64 = 1
    @Flag(help: "Also measure start-up: a copy of this binary launched on a pseudo-terminal with 1,000 scores in each mode (and the peers named): first output, the whole first screen, memory; and 100,000 scores read.") var startup = false
    @Option(parsing: .unconditional, help: "Launches of each program for --startup, interleaved; medians (1…100).") var runs = 7
    @Option(parsing: .unconditional, help: "A trigo binary to launch beside this one with --startup (the goals are ratios to it).") var trigo: String?
    @Option(name: .customLong("rust-set"), parsing: .unconditional, help: "A rust-set binary to launch beside this one with --startup.") var rustSet: String?
    @Option(parsing: .unconditional, help: "marmoset's simulate binary (sprang/marmoset, examples/simulate) to run beside this engine, -t 1, alternately; the goal is 5× its games per CPU second.") var marmoset: String?
    @Option(name: .customLong("marmoset-games"), parsing: .unconditional, help: "Games each side simulates per run with --marmoset (1000…10000000).") var marmosetGames = 300_000
    @Flag(help: "Also measure frames from outside: this binary launched on a pseudo-terminal, four new games dealt, its CPU (/proc) ÷ the bursts of output it wrote; and how far the bench's own figure is from it (≤ 30 %).") var outside = false
    @Flag(help: "Also count the instructions of a clock tick under callgrind (needs valgrind and strip).") var instructions = false
    @Flag(help: "Print the result as one JSON object.") var json = false
    @Flag(help: "Measure the online server instead: set-game serve on a loopback port, 200 ssh guests in 20 rooms moving their cursors about once a second for 20 s; its CPU, key → frame at the client, memory per session (needs ssh).") var online = false

    public init() {}

    public func validate() throws {
        guard (1...1000).contains(width) else { throw ValidationError("--width must be 1…1000, not \(width)") }
        guard (1...1000).contains(height) else { throw ValidationError("--height must be 1…1000, not \(height)") }
        guard (12...21).contains(cards), cards % 3 == 0 else { throw ValidationError("--cards must be 12, 15, 18 or 21") }
        guard (1...100_000).contains(frames) else { throw ValidationError("--frames must be 1…100000") }
        guard (1...10_000_000).contains(games) else { throw ValidationError("--games must be 1…10000000") }
        guard (1...100_000).contains(ticks) else { throw ValidationError("--ticks must be 1…100000") }
        guard (1...100).contains(runs) else { throw ValidationError("--runs must be 1…100") }
        guard (1000...10_000_000).contains(marmosetGames) else { throw ValidationError("--marmoset-games must be 1000…10000000") }
        for path in [trigo, rustSet, marmoset].compactMap({ $0 }) where access(path, X_OK) != 0 {
            throw ValidationError("\(path) is not an executable file")
        }
        guard BoardGeometry.fits(cardCount: cards, width: width, height: height) else {
            throw ValidationError("\(cards) cards do not fit on \(width)×\(height)")
        }
    }

    public func run() throws {
        if online {
            let goals = try OnlineBench(rooms: 20, playersPerRoom: 10, seconds: 20).goals()
            print(BenchTable(title: "set-game bench --online: 200 ssh guests in 20 rooms, 20 s", goals: goals).text)
            return
        }
        var goals = engineGoals()
        if let marmoset {
            goals += try MarmosetBench(path: marmoset, games: marmosetGames, runs: 3).goals()
        }
        let frameResult = try measureFrames()
        goals += frameResult.goals
        goals += try FrameFloor(bytes: Int(frameResult.bytesPerFrame.rounded())).goals(cpuPerFrame: frameResult.cpuPerFrame)
        goals += try SpriteFloor(width: width, height: height).goals(cpuPerFrame: frameResult.cpuPerFrame)
        if outside {
            goals += try OutsideFramesBench(width: width, height: height, seed: seed, deals: 4).goals(benchFigure: frameResult.cpuPerFrame)
        }
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        goals.append(BenchGoal("memory: peak RSS of this bench", figure: Double(usage.ru_maxrss) / 1024, unit: "MB", goal: nil, .atMost))
        if instructions {
            guard let perTick = try TickInstructions.measure(ticks: 200) else {
                throw ValidationError("--instructions needs valgrind and strip on the PATH")
            }
            goals.append(BenchGoal("clock tick: instructions per tick (callgrind)", figure: perTick, unit: "instructions", goal: 100_000, .atMost))
        }
        if startup {
            let peers = [("trigo", trigo), ("rust-set", rustSet)].compactMap { name, path in path.map { (name: name, path: $0) } }
            goals += try StartupBench(width: width, height: height, runs: runs, peers: peers).goals()
        }
        let title = "set-game bench: \(width)×\(height), \(cards) cards, seed \(seed), \(frameResult.deals.frames) frames, \(games) games"
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            print(String(decoding: try encoder.encode(BenchJSON(title: title, goals: goals)), as: UTF8.self))
        } else {
            print(BenchTable(title: title, goals: goals).text)
        }
    }

    private func engineGoals() -> [BenchGoal] {
        let gamesPerSecond = EngineBench.gamesPerSecond(games: games, seed: seed)
        let twelve = EngineBench.finderSeconds(cards: 12, seed: seed)
        let all = EngineBench.finderSeconds(cards: 81, seed: seed)
        let stores = EngineBench.storeSeconds(cards: 81, seed: seed)
        let naive = EngineBench.naiveSeconds(cards: 81, seed: seed)
        return [
            BenchGoal("engine: games simulated per second, one core", figure: gamesPerSecond, unit: "games/s", goal: 220_000, .atLeast),
            BenchGoal("finder: all sets among 12 cards", figure: twelve * 1e9, unit: "ns", goal: 100, .atMost),
            BenchGoal("finder: all sets among 81 cards", figure: all * 1e6, unit: "µs", goal: 1, .atMost),
            BenchGoal("finder: its floor at 81, the same sets written, no search", figure: stores * 1e6, unit: "µs", goal: nil, .atMost),
            BenchGoal("finder: naive all-triples loop at 81 ÷ finder", figure: naive / all, unit: "×", goal: 50, .atLeast),
        ]
    }

    private func measureFrames() throws -> BenchSession.Result {
        let terminal = try PseudoTerminal()
        defer { terminal.close() }
        let screen = TerminalScreen(colorMode: .ansi256)
        try screen.startOffscreen(width: width, height: height, output: terminal.output, input: terminal.input)
        defer { screen.stop() }
        let settings = AppSettings(colorMode: screen.colorMode, ascii: !screen.isUTF8)
        var session = BenchSession(model: AppModel(settings: settings, seed: seed, width: width, height: height, now: 0), cards: cards)
        return session.measure(frames: frames, ticks: ticks, on: screen)
    }
}

/// The JSON shape of `bench --json`.
struct BenchJSON: Codable, Equatable {
    let title: String
    let goals: [BenchGoal]
}

/// The table `bench` prints: one line per goal, figure, goal and ratio.
struct BenchTable {
    let title: String
    let goals: [BenchGoal]

    var text: String {
        let rows = goals.map { goal -> [String] in
            let sign = goal.direction == .atLeast ? "≥" : "≤"
            return [
                goal.name,
                "\(Self.number(goal.figure)) \(goal.unit)",
                goal.goal.map { "\(sign) \(Self.number($0)) \(goal.unit)" } ?? "—",
                goal.ratio.map { $0.isFinite ? String(cFormat: "%.2f", $0) : "∞" } ?? "—",
                goal.isMet.map { $0 ? "met" : "NOT MET" } ?? "",
            ]
        }
        let header = ["goal", "figure", "target", "ratio", ""]
        let widths = (0..<header.count).map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            let padded = zip(cells, widths).map { $0 + String(repeating: " ", count: max(0, $1 - $0.count)) }
            return String(padded.joined(separator: " | ").reversed().drop { $0 == " " }.reversed())
        }
        return ([title, line(header), widths.map { String(repeating: "-", count: $0) }.joined(separator: "-|-")] + rows.map(line))
            .joined(separator: "\n")
    }

    static func number(_ value: Double) -> String {
        if value >= 1000 { return String(cFormat: "%.0f", value) }
        if value >= 10 { return String(cFormat: "%.1f", value) }
        return String(cFormat: "%.3g", value)
    }
}
