import FoundationEssentials
import Glibc

/// `set-game-bench --outside`: the game's frames measured from outside, as `strace` and
/// /proc measure them: the game launched on a pseudo-terminal
/// (a fresh data directory), `deals` new standard games dealt (n opens the menu, s starts
/// one; 2.5 s each to fly in and settle), its CPU ÷ the bursts of output it wrote.
struct OutsideFramesBench {
    /// The set-game binary.
    let game: String
    let width: Int
    let height: Int
    let seed: UInt64
    let deals: Int

    /// The goal line: CPU per frame from outside.
    func goals() throws -> [BenchGoal] {
        let dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("set-game-frames-\(getpid())")
        defer { try? FileManager.default.removeItem(at: dataDirectory) }
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        let binary = game
        let deal = [OutsideFramesProbe.Step(keys: "n", seconds: 0.2), OutsideFramesProbe.Step(keys: "s", seconds: 2.5)]
        guard let result = OutsideFramesProbe.measure(
            [binary, "--seed", "\(seed)", "--data-dir", dataDirectory.path], width: width, height: height, settle: 3,
            script: Array(repeating: deal, count: deals).flatMap { $0 }
        ) else { throw BenchError.launchFailed(binary) }
        let outside = result.cpuPerFrame
        return [
            BenchGoal("frames from outside: CPU per frame over \(deals) deals (/proc ÷ \(result.frames) bursts of output)", figure: outside * 1000, unit: "ms", goal: 0.08, .atMost),
        ]
    }
}
