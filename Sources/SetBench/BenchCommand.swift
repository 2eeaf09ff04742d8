import ArgumentParser
import FoundationEssentials
import Glibc
import SetCore

/// `set-game-bench`: the speed goals, each measured in this run beside its goal. The engine
/// and the set finder are measured in this process; the game itself (`set-game`, beside this
/// binary unless `--game` names one) only from outside, as a player's machine sees it.
@main
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set-game-bench",
        abstract: "Measure the engine, the set finder, and set-game from outside, against their goals.",
        discussion: """
            Engine: whole games simulated on one thread. Finder: every set among random tables \
            of 12 and 81 cards, its floor (the sets of the 81-card tables, found beforehand, \
            written the same way), and the naive loop over all triples at 81. \
            With --startup, --outside, --marmoset or --online, the game is launched and measured \
            from outside (/proc, a pseudo-terminal). Ratios of 1 or more meet the goal.
            """
    )

    @Option(parsing: .unconditional, help: "The set-game binary to measure (default: set-game beside this binary).") var game: String?
    @Option(parsing: .unconditional, help: "Terminal width (1…1000).") var width = 100
    @Option(parsing: .unconditional, help: "Terminal height (1…1000).") var height = 30
    @Option(parsing: .unconditional, help: "Games to simulate for the engine figure (1…10000000).") var games = 20_000
    @Option(parsing: .unconditional, help: "Seed of the deals.") var seed: UInt64 = 1
    @Flag(help: "Also measure start-up: a copy of the game launched on a pseudo-terminal with 11,000 scores over its modes (and the peers named): first output, the whole first screen, memory; and 100,000 scores read.") var startup = false
    @Option(parsing: .unconditional, help: "Launches of each program for --startup, interleaved; medians (1…100).") var runs = 7
    @Option(parsing: .unconditional, help: "A trigo binary to launch beside the game with --startup (the goals are ratios to it).") var trigo: String?
    @Option(name: .customLong("rust-set"), parsing: .unconditional, help: "A rust-set binary to launch beside the game with --startup.") var rustSet: String?
    @Option(parsing: .unconditional, help: "marmoset's simulate binary (sprang/marmoset, examples/simulate) to run beside the game's simulator, -t 1, alternately; the goal is 5× its games per CPU second.") var marmoset: String?
    @Option(name: .customLong("marmoset-games"), parsing: .unconditional, help: "Games each side simulates per run with --marmoset (1000…10000000).") var marmosetGames = 300_000
    @Flag(help: "Also measure frames from outside: the game launched on a pseudo-terminal, four new games dealt, its CPU (/proc) ÷ the bursts of output it wrote.") var outside = false
    @Flag(help: "Print the result as one JSON object.") var json = false
    @Flag(help: "Measure the online server instead: set-game serve on a loopback port, 200 ssh guests on terminals of --width × --height, 25 test rooms of 8 whose hosts take a set every 4 s or so while the others move their cursors about once a second, for 20 s; its CPU, key → frame at the client, memory per session (needs ssh).") var online = false
    @Option(help: "Measure the online server under load instead: this many players (up to 20,000; 8 to a test room), each an SSH session of this process (NIO), on terminals of --width × --height, playing as --online's for 20 s; the server's CPU and memory, logins a second, key → frame.") var load: Int?
    @Option(name: .customLong("load-seconds"), help: "Seconds of play measured with --load (5…3600).") var loadSeconds = 20
    @Option(name: .customLong("load-threads"), help: "Event-loop threads of the players' side with --load (1…16).") var loadThreads = 1
    @Option(help: ArgumentHelp("With --load: the server also serves its metrics (serve --metrics, on a free loopback port), scraped at the end of the play into this file.", valueName: "file")) var scrape: String?
    @Option(name: .customLong("sshd-user"), help: "Who the players log in as with --sshd (default: this user). sshd runs the user's shell, and bash its ~/.bashrc: a user with a plain shell measures sshd and the game alone.") var sshdUser: String?
    @Flag(help: "With --load: then the same players on OpenSSH's sshd (/usr/sbin/sshd, on a loopback port of its own) running ForceCommand set-game --test-mode, each alone at a game of their own; both tables printed (pseudo-terminals: at most 4,096, so --load up to 1000).") var sshd = false

    init() {}

    func validate() throws {
        guard (1...1000).contains(width) else { throw ValidationError("--width must be 1…1000, not \(width)") }
        guard (1...1000).contains(height) else { throw ValidationError("--height must be 1…1000, not \(height)") }
        guard (1...10_000_000).contains(games) else { throw ValidationError("--games must be 1…10000000") }
        guard (1...100).contains(runs) else { throw ValidationError("--runs must be 1…100") }
        guard (1000...10_000_000).contains(marmosetGames) else { throw ValidationError("--marmoset-games must be 1000…10000000") }
        if let load, !(8...20_000).contains(load) { throw ValidationError("--load must be 8…20000, not \(load)") }
        guard (1...16).contains(loadThreads) else { throw ValidationError("--load-threads must be 1…16") }
        guard (5...3600).contains(loadSeconds) else { throw ValidationError("--load-seconds must be 5…3600") }
        if scrape != nil, load == nil { throw ValidationError("--scrape goes with --load N") }
        if sshdUser != nil, !sshd { throw ValidationError("--sshd-user goes with --sshd") }
        if sshd {
            guard let load else { throw ValidationError("--sshd goes with --load N") }
            guard load <= 1000 else { throw ValidationError("--sshd: --load must be 8…1000 (a pseudo-terminal each; the kernel allows 4,096), not \(load)") }
        }
        for path in [game, trigo, rustSet, marmoset].compactMap({ $0 }) where access(path, X_OK) != 0 {
            throw ValidationError("\(path) is not an executable file")
        }
    }

    func run() throws {
        if let load {
            let bench = LoadBench(game: try gamePath(), players: load, width: width, height: height, seconds: Double(loadSeconds), threads: loadThreads, scrapeTo: scrape, sshdUser: sshdUser)
            for target in sshd ? [LoadBench.Target.ours, .sshd] : [.ours] {
                let figures = try bench.measure(target)
                let title = "set-game-bench --load \(load): \(figures.server), SSH sessions of one process, \(width)×\(height), \(loadSeconds) s"
                try show(title: title, goals: figures.goals, load: figures)
            }
            return
        }
        let goals = try measure()
        let title = if online {
            "set-game-bench --online: 200 ssh guests in 25 rooms of 8, \(width)×\(height), 20 s"
        } else {
            "set-game-bench: \(width)×\(height), seed \(seed), \(games) games"
        }
        try show(title: title, goals: goals)
    }

    /// Prints one table, or with `--json` one JSON object on a line of its own.
    func show(title: String, goals: [BenchGoal], load: LoadFigures? = nil) throws {
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            print(String(decoding: try encoder.encode(BenchJSON(title: title, goals: goals, load: load)), as: UTF8.self))
        } else {
            print(BenchTable(title: title, goals: goals).text)
        }
        fflush(nil)  // each table as soon as it is measured, also into a file
    }

    /// Every goal line the options ask for.
    func measure() throws -> [BenchGoal] {
        if online {
            return try OnlineBench(game: try gamePath(), rooms: 25, playersPerRoom: 8, seconds: 20, width: width, height: height).goals()
        }
        var goals = engineGoals()
        if let marmoset {
            goals += try MarmosetBench(game: try gamePath(), path: marmoset, games: marmosetGames, runs: 3).goals()
        }
        if outside {
            goals += try OutsideFramesBench(game: try gamePath(), width: width, height: height, seed: seed, deals: 4).goals()
        }
        if startup {
            let peers = [("trigo", trigo), ("rust-set", rustSet)].compactMap { name, path in path.map { (name: name, path: $0) } }
            goals += try StartupBench(game: try gamePath(), width: width, height: height, runs: runs, peers: peers).goals()
        }
        return goals
    }

    /// The game to launch: `--game`, else `set-game` in this binary's directory (where
    /// `swift build` puts both).
    func gamePath() throws -> String {
        if let game { return game }
        let here = try StartupBench.executablePath()
        let beside = String(here[..<(here.lastIndex(of: "/") ?? here.startIndex)]) + "/set-game"
        guard access(beside, X_OK) == 0 else { throw BenchError.noGame(beside) }
        return beside
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
}

/// The JSON shape of `set-game-bench --json`.
struct BenchJSON: Codable, Equatable {
    let title: String
    let goals: [BenchGoal]
    /// A `--load` run's figures, by name (none otherwise).
    var load: LoadFigures? = nil
}

/// The table `set-game-bench` prints: one line per goal, figure, goal and ratio.
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
                goal.ratio.map { $0.isFinite ? Self.decimals($0, 2) : "∞" } ?? "—",
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

    /// A figure as a reader takes it in: whole from 1,000, one decimal from 10, else three
    /// significant digits.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        if abs(value) >= 1000 { return "\(Int(value.rounded()))" }
        if abs(value) >= 10 { return decimals(value, 1) }
        if value == 0 { return "0" }
        let digits = max(0, 2 - Int((log10(abs(value))).rounded(.down)))
        return decimals(value, min(digits, 12))
    }

    /// `value` with `places` decimals, rounded half away from zero.
    static func decimals(_ value: Double, _ places: Int) -> String {
        guard abs(value) < 1e15 else { return "\(value)" }
        var scale = 1
        for _ in 0..<places { scale *= 10 }
        let scaled = Int((abs(value) * Double(scale)).rounded())
        let sign = value < 0 && scaled != 0 ? "-" : ""
        guard places > 0 else { return sign + "\(scaled)" }
        let fraction = "\(scaled % scale)"
        return sign + "\(scaled / scale)." + String(repeating: "0", count: places - fraction.count) + fraction
    }
}
