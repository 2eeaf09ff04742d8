import FoundationEssentials
import Glibc

/// `bench --outside`: this binary's frames measured from outside, as `strace` and /proc
/// measure them, beside the bench's own figure: the game launched on a pseudo-terminal
/// (a fresh data directory), `deals` new standard games dealt (n opens the menu, s starts
/// one; 2.5 s each to fly in and settle), its CPU ÷ the bursts of output it wrote.
struct OutsideFramesBench {
    let width: Int
    let height: Int
    let seed: UInt64
    let deals: Int

    /// The goal lines: the figure from outside, and how far `benchFigure` (the bench's CPU
    /// per frame, seconds) is from it.
    func goals(benchFigure: Double) throws -> [BenchGoal] {
        let dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("set-game-frames-\(getpid())")
        defer { try? FileManager.default.removeItem(at: dataDirectory) }
        try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
        let binary = try StartupBench.executablePath()
        let deal = [OutsideFramesProbe.Step(keys: "n", seconds: 0.2), OutsideFramesProbe.Step(keys: "s", seconds: 2.5)]
        guard let result = OutsideFramesProbe.measure(
            [binary, "--seed", "\(seed)", "--data-dir", dataDirectory.path], width: width, height: height, settle: 3,
            script: Array(repeating: deal, count: deals).flatMap { $0 }
        ) else { throw BenchError.launchFailed(binary) }
        let outside = result.cpuPerFrame
        return [
            BenchGoal("frames from outside: CPU per frame over \(deals) deals (/proc ÷ \(result.frames) bursts of output)", figure: outside * 1000, unit: "ms", goal: 0.08, .atMost),
            BenchGoal("frames: the bench's figure differs from outside's by", figure: abs(benchFigure - outside) / outside * 100, unit: "%", goal: 30, .atMost),
        ]
    }
}
