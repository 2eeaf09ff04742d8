import FoundationEssentials
import Glibc

/// `set-game-bench --outside`: the game's frames measured from outside, as `strace` and
/// /proc measure them: the game launched on a pseudo-terminal
/// (a fresh data directory), `deals` new standard games dealt (n opens the menu, s starts
/// one; 2.5 s each to fly in and settle), its CPU ÷ the bursts of output it wrote; then the
/// same bursts replayed by `set-game-frame-floor` (one ppoll and one write each, in C, beside
/// this binary) on a terminal of the same size, measured the same way: the floor.
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
        var goals = [
            BenchGoal("frames from outside: CPU per frame over \(deals) deals (/proc ÷ \(result.frames) bursts of output)", figure: outside * 1000, unit: "ms", goal: 0.08, .atMost),
        ]
        // The floor's few microseconds a frame move with whatever else the machine runs: the
        // median of three replays.
        let floors = try (0..<3).compactMap { _ in try floor(replaying: result.bursts, in: dataDirectory) }
        if !floors.isEmpty {
            let floor = median(floors.map(\.cpuPerFrame))
            goals.append(BenchGoal("frames: the floor, the same \(floors[0].frames) bursts by one ppoll + one write each, in C (median of 3)", figure: floor * 1000, unit: "ms", goal: nil, .atMost))
            goals.append(BenchGoal("frames: CPU per frame ÷ the floor's", figure: outside / floor, unit: "×", goal: 3, .atMost))
        }
        return goals
    }

    /// `bursts` replayed by `set-game-frame-floor` (beside this binary; nil when it is not
    /// there) and measured from outside; `directory` takes the file it reads them from.
    private func floor(replaying bursts: [OutsideFramesProbe.Burst], in directory: URL) throws -> OutsideFramesProbe.Result? {
        let here = try StartupBench.executablePath()
        let floor = String(here[..<(here.lastIndex(of: "/") ?? here.startIndex)]) + "/set-game-frame-floor"
        guard access(floor, X_OK) == 0, !bursts.isEmpty else { return nil }
        var file: [UInt8] = []
        for burst in bursts {
            withUnsafeBytes(of: Int64((burst.wait * 1e9).rounded())) { file += $0 }
            withUnsafeBytes(of: UInt32(burst.bytes.count)) { file += $0 }
            file += burst.bytes
        }
        let path = directory.appendingPathComponent("bursts").path
        try Data(file).write(to: URL(fileURLWithPath: path))
        let total = bursts.reduce(0) { $0 + $1.bytes.count }
        let seconds = bursts.reduce(1) { $0 + $1.wait }
        guard let replayed = OutsideFramesProbe.measure([floor, path], width: width, height: height, seconds: seconds, bytes: total) else {
            throw BenchError.launchFailed(floor)
        }
        return replayed
    }
}
