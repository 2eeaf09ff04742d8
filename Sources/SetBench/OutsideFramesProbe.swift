/// A game's frames measured from outside, the way `strace` and /proc see them: the program
/// runs on a pseudo-terminal whose far side this reads; keys are typed on a script; the CPU
/// its threads used over the script (/proc schedstat) is divided by the frames it wrote,
/// a frame being a burst of output more than 5 ms after the one before.
public enum OutsideFramesProbe {
    /// What the script showed.
    public struct Result: Equatable, Sendable {
        /// Bursts of output during the script.
        public var frames: Int
        /// CPU the program used during the script, seconds.
        public var cpuSeconds: Double

        public init(frames: Int, cpuSeconds: Double) {
            self.frames = frames
            self.cpuSeconds = cpuSeconds
        }

        /// CPU per frame, seconds.
        public var cpuPerFrame: Double { cpuSeconds / Double(max(frames, 1)) }
    }

    /// One step of the script: keys typed, then output read for `seconds`.
    public struct Step: Sendable {
        public var keys: String
        public var seconds: Double

        public init(keys: String, seconds: Double) {
            self.keys = keys
            self.seconds = seconds
        }
    }

    /// Output closer than this to the output before belongs to the same frame.
    static let burstGap = 0.005

    /// Launches `arguments` on a `width` × `height` pseudo-terminal, reads its output for
    /// `settle` seconds, then plays `script` and measures. Nil when it cannot be launched,
    /// writes nothing before the script, or ends during it.
    public static func measure(
        _ arguments: [String], environment: [String: String] = [:], width: Int, height: Int, settle: Double, script: [Step]
    ) -> Result? {
        guard let program = ProgramOnPseudoTerminal(arguments, environment: environment, width: width, height: height) else { return nil }
        defer { program.stop() }
        guard let settled = readOutput(of: program, for: settle), !settled.isEmpty, let before = program.cpuSeconds() else { return nil }
        var reads: [Double] = []
        for step in script {
            program.type(step.keys)
            guard let times = readOutput(of: program, for: step.seconds) else { return nil }
            reads += times
        }
        guard let after = program.cpuSeconds() else { return nil }
        return Result(frames: bursts(in: reads), cpuSeconds: after - before)
    }

    /// How many bursts the reads at `times` (in order) make.
    static func bursts(in times: [Double]) -> Int {
        zip(times.dropFirst(), times).reduce(times.isEmpty ? 0 : 1) { count, pair in
            pair.0 - pair.1 > burstGap ? count + 1 : count
        }
    }

    /// Reads the program's output for `seconds`: the times of the reads, or nil if it ended.
    private static func readOutput(of program: ProgramOnPseudoTerminal, for seconds: Double) -> [Double]? {
        let end = ProgramOnPseudoTerminal.now() + seconds
        var times: [Double] = []
        while case let left = end - ProgramOnPseudoTerminal.now(), left > 0 {
            switch program.readOutput(timeout: left) {
            case .read(let time): times.append(time)
            case .quiet: break
            case .closed: return nil
            }
        }
        return times
    }
}
