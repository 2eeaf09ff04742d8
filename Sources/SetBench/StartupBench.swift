import FoundationEssentials
import Glibc
import SetStore

/// `set-game-bench --startup`: the game started as a player with a history starts it, on a
/// pseudo-terminal, beside the peers named, runs interleaved; medians.
///
/// Ours is a copy of the game's binary (so that no page of it is shared with a build's)
/// started with `--no-animation` (cards land at once, as the peers show theirs) in a data
/// directory whose scores.sqlite holds 1,000 records in every mode (and the welcome was
/// seen, as by anyone who has played). The figure is the time to
/// the whole first screen (``StartupProbe``), not to a first burst of bytes. With 100,000
/// records, the Scores tab is opened by F2 (``ScoresTabProbe``), where they are first read;
/// and the start with them is measured beside the same with no list: the CPU and the peak
/// memory of the game once quiet (the records are read when first needed, not at launch).
struct StartupBench {
    /// The set-game binary.
    let game: String
    let width: Int
    let height: Int
    let runs: Int
    /// Other terminal SET games to launch beside this one, by name.
    let peers: [(name: String, path: String)]

    /// How long a game must write nothing to count as settled when its score list is
    /// measured: past the read of a long list (which writes nothing), short of the clock's
    /// next second.
    static let quietAfterScores = 0.6
    /// The start-up's span whose peak memory is measured: the board, then what the game does
    /// at its first pause (the files' notices; no records).
    static let firstSeconds = 1.5

    /// The start-up goal lines: ours, each peer's, and the ratios to trigo's if it ran.
    func goals() throws -> [BenchGoal] {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("set-game-startup-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let ours = try Self.copy(of: game, into: scratch)
        var directories: [String: URL] = [:]
        // As many records as 1,000 and 10,000 in each of the 11 modes the game had before
        // its variants, spread over all its modes now.
        for (name, total) in [("history", 11_000), ("long", 110_000), ("none", 0)] {
            directories[name] = scratch.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: directories[name]!.appendingPathComponent("set-game"), withIntermediateDirectories: true)
            // A player who has played before has seen the first-run welcome.
            try Data().write(to: directories[name]!.appendingPathComponent("set-game/\(DataDirectory.welcomeMarkerName)"))
            if total > 0 { try ScoreListFixture(total: total).write(to: directories[name]!) }
        }
        let launches: [(name: String, arguments: [String], data: URL?, quiet: Double)] =
            [("set-game", [ours, "--no-animation"], directories["history"], 0.3)]
            + peers.map { ($0.name, [$0.path], nil, 0.3) }
            + [
                ("scores: 100,000", [ours, "--no-animation"], directories["long"], Self.quietAfterScores),
                ("scores: none", [ours, "--no-animation"], directories["none"], Self.quietAfterScores),
            ]
        var results: [String: [StartupProbe.Result]] = [:]
        var scoresTab: [Double] = []
        for _ in 0..<runs {
            let environment = ["XDG_DATA_HOME": directories["long"]!.path]
            guard let opened = ScoresTabProbe.measure([ours, "--no-animation"], environment: environment, width: width, height: height), opened.listed
            else { throw BenchError.launchFailed("\(ours) (the Scores tab with 100,000 records)") }
            scoresTab.append(opened.seconds)
            for launch in launches {
                let environment = launch.data.map { ["XDG_DATA_HOME": $0.path] } ?? [:]
                guard
                    let result = StartupProbe.measure(
                        launch.arguments, environment: environment, width: width, height: height, quiet: launch.quiet, holding: Self.firstSeconds)
                else { throw BenchError.launchFailed(launch.arguments[0]) }
                results[launch.name, default: []].append(result)
            }
        }
        let mine = Self.median(results["set-game"] ?? [])
        let trigo = results["trigo"].map(Self.median)
        let long = Self.median(results["scores: 100,000"] ?? [])
        let none = Self.median(results["scores: none"] ?? [])
        var goals = [
            BenchGoal("start: first output", figure: mine.firstOutput * 1000, unit: "ms", goal: nil, .atMost),
            BenchGoal(
                "start: whole board on screen, 11,000 scores over the modes (≤ 1.5× trigo's)", figure: mine.wholeScreen * 1000, unit: "ms",
                goal: trigo.map { 1.5 * $0.wholeScreen * 1000 }, .atMost
            ),
            BenchGoal("start: cells filled on that screen", figure: Double(mine.filledCells), unit: "cells", goal: nil, .atLeast),
            BenchGoal(
                "start: peak RSS at that screen (≤ 2.5× trigo's)", figure: mine.peakResidentAtWholeScreen / 1_048_576, unit: "MB",
                goal: trigo.map { 2.5 * $0.peakResidentAtWholeScreen / 1_048_576 }, .atMost
            ),
            BenchGoal(
                "start: peak RSS over the first 1.5 s, no records (≤ 3.5× trigo's)", figure: none.peakResident / 1_048_576, unit: "MB",
                goal: trigo.map { 3.5 * $0.peakResident / 1_048_576 }, .atMost
            ),
            BenchGoal(
                "start: peak RSS over the first 1.5 s, 11,000 records over the modes read", figure: mine.peakResident / 1_048_576, unit: "MB",
                goal: nil, .atMost
            ),
            BenchGoal(
                "scores: 100,000 records, the Scores tab on screen after F2", figure: SetBench.median(scoresTab) * 1000, unit: "ms", goal: 100,
                .atMost
            ),
            BenchGoal(
                "scores: 100,000 kept, the start's CPU beyond no list", figure: (long.cpuSeconds - none.cpuSeconds) * 1000,
                unit: "ms", goal: nil, .atMost
            ),
            BenchGoal(
                "scores: 100,000 kept, the start's peak RSS beyond no list", figure: (long.peakResident - none.peakResident) / 1_048_576, unit: "MB",
                goal: 20, .atMost
            ),
        ]
        for peer in peers {
            let theirs = Self.median(results[peer.name] ?? [])
            goals += [
                BenchGoal("start: \(peer.name) first output", figure: theirs.firstOutput * 1000, unit: "ms", goal: nil, .atMost),
                BenchGoal("start: \(peer.name) whole first screen", figure: theirs.wholeScreen * 1000, unit: "ms", goal: nil, .atMost),
                BenchGoal("start: \(peer.name) cells filled on it", figure: Double(theirs.filledCells), unit: "cells", goal: nil, .atLeast),
                BenchGoal("start: \(peer.name) peak RSS", figure: theirs.peakResidentAtWholeScreen / 1_048_576, unit: "MB", goal: nil, .atMost),
                BenchGoal("start: \(peer.name) peak RSS over the first 1.5 s", figure: theirs.peakResident / 1_048_576, unit: "MB", goal: nil, .atMost),
            ]
        }
        return goals
    }

    /// The median of each figure separately.
    static func median(_ results: [StartupProbe.Result]) -> StartupProbe.Result {
        StartupProbe.Result(
            firstOutput: SetBench.median(results.map(\.firstOutput)), wholeScreen: SetBench.median(results.map(\.wholeScreen)),
            filledCells: Int(SetBench.median(results.map { Double($0.filledCells) })),
            peakResidentAtWholeScreen: SetBench.median(results.map(\.peakResidentAtWholeScreen)),
            peakResident: SetBench.median(results.map(\.peakResident)), cpuSeconds: SetBench.median(results.map(\.cpuSeconds))
        )
    }

    /// A copy of `program` in `directory`: a launch of it maps none of the pages already in
    /// the page cache for the original, so its memory is its own.
    static func copy(of program: String, into directory: URL) throws -> String {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let copy = directory.appendingPathComponent("set-game").path
        try FileManager.default.copyItem(atPath: program, toPath: copy)
        return copy
    }

    /// This program's own path (/proc/self/exe), to find the game beside it.
    static func executablePath() throws -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { throw BenchError.launchFailed("/proc/self/exe") }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// Why `set-game-bench` could not measure.
enum BenchError: Error, CustomStringConvertible {
    case launchFailed(String)
    case runFailed(String)
    case noGame(String)

    var description: String {
        switch self {
        case .launchFailed(let path): "could not launch \(path) on a pseudo-terminal, or it wrote nothing within 5 seconds"
        case .runFailed(let path): "could not run \(path), or it did not exit with status 0"
        case .noGame(let path): "no set-game at \(path): build it (swift build --product set-game) or name one with --game"
        }
    }
}
