import FoundationEssentials
import Glibc

/// `bench --instructions`: the instructions of one clock tick, counted by callgrind (this
/// machine has no hardware counters to ask). valgrind cannot read a release binary's debug
/// information, so it runs a copy of this binary stripped of it, with a bench of 20 frames
/// and `ticks` clock ticks, counting only inside the ticks (`measureTicks`).
enum TickInstructions {
    /// Instructions per tick, or nil when valgrind or strip is not on the PATH.
    static func measure(ticks: Int) throws -> Double? {
        guard let valgrind = onPath("valgrind"), let strip = onPath("strip") else { return nil }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("set-game-callgrind-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("set-game").path
        let output = folder.appendingPathComponent("callgrind.out").path
        try ChildProcess.run(strip, ["--strip-debug", "-o", copy, try StartupBench.executablePath()])
        try ChildProcess.run(valgrind, [
            "--tool=callgrind", "--toggle-collect=*measureTicks*", "--callgrind-out-file=\(output)",
            copy, "bench", "--games", "1", "--frames", "20", "--ticks", "\(ticks)",
        ])
        let text = try String(contentsOfFile: output, encoding: .utf8)
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("summary:") || $0.hasPrefix("totals:") }),
            let total = line.split(separator: " ").last.flatMap({ Double($0) })
        else { throw BenchError.launchFailed(valgrind) }
        return total / Double(ticks)
    }

    /// The first executable called `name` in the PATH.
    private static func onPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
    }
}
