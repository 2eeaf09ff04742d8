import FoundationEssentials
import Glibc

/// `bench --startup`: this binary launched as a player launches it (a bare `set-game`, a new
/// game in an empty data directory: `XDG_DATA_HOME` names a fresh one) on a pseudo-terminal,
/// beside the peers named, runs interleaved; medians.
struct StartupBench {
    let width: Int
    let height: Int
    let runs: Int
    /// Other terminal SET games to launch beside this one, by name.
    let peers: [(name: String, path: String)]

    /// The start-up goal lines: ours, each peer's, and the ratios to trigo's if it ran.
    func goals() throws -> [BenchGoal] {
        let dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("set-game-startup-\(getpid())")
        defer { try? FileManager.default.removeItem(at: dataDirectory) }
        let ours = try Self.executablePath()
        var results: [String: [StartupProbe.Result]] = [:]
        for _ in 0..<runs {
            try? FileManager.default.removeItem(at: dataDirectory)
            try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
            let launches = [("set-game", [ours], ["XDG_DATA_HOME": dataDirectory.path])] + peers.map { ($0.name, [$0.path], [:]) }
            for (name, arguments, environment) in launches {
                guard let result = StartupProbe.measure(arguments, environment: environment, width: width, height: height) else {
                    throw BenchError.launchFailed(arguments[0])
                }
                results[name, default: []].append(result)
            }
        }
        let mine = Self.median(results["set-game"] ?? [])
        let trigo = results["trigo"].map(Self.median)
        var goals = [
            BenchGoal("start: first output", figure: mine.firstOutput * 1000, unit: "ms", goal: nil, .atMost),
            BenchGoal("start: first complete frame (≤ 2× trigo's)", figure: mine.firstFrame * 1000, unit: "ms", goal: trigo.map { 2 * $0.firstFrame * 1000 }, .atMost),
            BenchGoal("start: private memory after it (≤ 2× trigo's RSS)", figure: mine.privateMemory / 1_048_576, unit: "MB", goal: trigo.map { 2 * $0.peakResident / 1_048_576 }, .atMost),
            BenchGoal("start: peak RSS", figure: mine.peakResident / 1_048_576, unit: "MB", goal: nil, .atMost),
        ]
        for peer in peers {
            let theirs = Self.median(results[peer.name] ?? [])
            goals += [
                BenchGoal("start: \(peer.name) first output", figure: theirs.firstOutput * 1000, unit: "ms", goal: nil, .atMost),
                BenchGoal("start: \(peer.name) first complete frame", figure: theirs.firstFrame * 1000, unit: "ms", goal: nil, .atMost),
                BenchGoal("start: \(peer.name) peak RSS", figure: theirs.peakResident / 1_048_576, unit: "MB", goal: nil, .atMost),
            ]
        }
        return goals
    }

    /// The median of each figure separately.
    static func median(_ results: [StartupProbe.Result]) -> StartupProbe.Result {
        StartupProbe.Result(
            firstOutput: SetBench.median(results.map(\.firstOutput)), firstFrame: SetBench.median(results.map(\.firstFrame)),
            peakResident: SetBench.median(results.map(\.peakResident)), privateMemory: SetBench.median(results.map(\.privateMemory))
        )
    }

    /// This program's own path (/proc/self/exe), so it launches the binary being measured.
    static func executablePath() throws -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { throw BenchError.launchFailed("/proc/self/exe") }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// Why `bench` could not measure.
enum BenchError: Error, CustomStringConvertible {
    case launchFailed(String)
    case runFailed(String)

    var description: String {
        switch self {
        case .launchFailed(let path): "could not launch \(path) on a pseudo-terminal, or it wrote nothing within 5 seconds"
        case .runFailed(let path): "could not run \(path), or it did not exit with status 0"
        }
    }
}
