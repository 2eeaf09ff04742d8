/// A game's frames measured from outside, the way `strace` and /proc see them: the program
/// runs on a pseudo-terminal whose far side this reads; keys are typed on a script; the CPU
/// its threads used over the script (/proc schedstat) is divided by the frames it wrote,
/// a frame being a burst of output more than 5 ms after the one before.
public enum OutsideFramesProbe {
    /// One burst of output: the time since the burst before ended (since the script began,
    /// for the first), and its bytes.
    public struct Burst: Equatable, Sendable {
        public var wait: Double
        public var bytes: [UInt8]
    }

    /// What the script showed.
    public struct Result: Equatable, Sendable {
        /// Bursts of output during the script.
        public var frames: Int
        /// CPU the program used during the script, seconds.
        public var cpuSeconds: Double
        /// The bursts themselves, in order.
        public var bursts: [Burst]

        public init(frames: Int, cpuSeconds: Double, bursts: [Burst] = []) {
            self.frames = frames
            self.cpuSeconds = cpuSeconds
            self.bursts = bursts
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
        var reads: [Read] = []
        let start = ProgramOnPseudoTerminal.now()
        for step in script {
            program.type(step.keys)
            guard let more = readOutput(of: program, for: step.seconds) else { return nil }
            reads += more
        }
        guard let after = program.cpuSeconds() else { return nil }
        let found = bursts(of: reads, since: start)
        return Result(frames: found.count, cpuSeconds: after - before, bursts: found)
    }

    /// Launches `arguments` on a `width` × `height` pseudo-terminal, reads its output for
    /// `seconds` or until `bytes` came, and measures it all: for a program that starts
    /// writing at once (the floor). Nil when it cannot be launched or ends.
    public static func measure(_ arguments: [String], width: Int, height: Int, seconds: Double, bytes: Int) -> Result? {
        guard let program = ProgramOnPseudoTerminal(arguments, width: width, height: height) else { return nil }
        defer { program.stop() }
        let start = ProgramOnPseudoTerminal.now()
        let end = start + seconds
        var reads: [Read] = []
        var count = 0
        while count < bytes, case let left = end - ProgramOnPseudoTerminal.now(), left > 0 {
            switch program.readOutput(timeout: left) {
            case .read(let time):
                reads.append(Read(time: time, bytes: Array(program.lastRead)))
                count += program.lastRead.count
            case .quiet: break
            case .closed: return nil
            }
        }
        guard let cpu = program.cpuSeconds() else { return nil }
        let found = bursts(of: reads, since: start)
        return Result(frames: found.count, cpuSeconds: cpu, bursts: found)
    }

    /// One read of the program's output.
    struct Read {
        var time: Double
        var bytes: [UInt8]
    }

    /// The bursts the reads (in order) make, the first timed from `start`.
    static func bursts(of reads: [Read], since start: Double) -> [Burst] {
        var found: [Burst] = []
        var last = start
        for read in reads {
            if found.isEmpty || read.time - last > burstGap {
                found.append(Burst(wait: read.time - last, bytes: read.bytes))
            } else {
                found[found.count - 1].bytes += read.bytes
            }
            last = read.time
        }
        return found
    }

    /// Reads the program's output for `seconds`, or nil if it ended.
    private static func readOutput(of program: ProgramOnPseudoTerminal, for seconds: Double) -> [Read]? {
        let end = ProgramOnPseudoTerminal.now() + seconds
        var reads: [Read] = []
        while case let left = end - ProgramOnPseudoTerminal.now(), left > 0 {
            switch program.readOutput(timeout: left) {
            case .read(let time): reads.append(Read(time: time, bytes: Array(program.lastRead)))
            case .quiet: break
            case .closed: return nil
            }
        }
        return reads
    }
}
