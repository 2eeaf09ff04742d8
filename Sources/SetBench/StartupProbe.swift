/// A program's start measured from outside, as a player sees it: launched on a new
/// pseudo-terminal of a given size, the time to its first byte of output and to the end
/// of its first burst of output (the first complete frame: nothing more for 10 ms), and its
/// memory at that moment; then it is killed.
public enum StartupProbe {
    /// What one launch showed.
    public struct Result: Sendable {
        /// Seconds from the launch to the first byte written.
        public var firstOutput: Double
        /// Seconds from the launch to the last byte of the first burst.
        public var firstFrame: Double
        /// Peak resident memory (VmHWM), bytes.
        public var peakResident: Double
        /// Memory only this process uses (Private_Clean + Private_Dirty), bytes.
        public var privateMemory: Double

        public init(firstOutput: Double, firstFrame: Double, peakResident: Double, privateMemory: Double) {
            self.firstOutput = firstOutput
            self.firstFrame = firstFrame
            self.peakResident = peakResident
            self.privateMemory = privateMemory
        }
    }

    /// Launches `arguments` (the first is the program's path) on a `width` × `height`
    /// pseudo-terminal with TERM=xterm-256color, a UTF-8 locale and the variables in
    /// `environment`, and measures it.
    /// Nil when it cannot be launched or writes nothing within 5 seconds; a first burst
    /// still going after 5 seconds ends there.
    public static func measure(_ arguments: [String], environment: [String: String] = [:], width: Int, height: Int) -> Result? {
        guard let program = ProgramOnPseudoTerminal(arguments, environment: environment, width: width, height: height) else { return nil }
        defer { program.stop() }
        var first: Double?
        var last = program.launched
        while last - program.launched < 5 {  // a program that never stops writing still ends the measure
            guard case .read(let read) = program.readOutput(timeout: first == nil ? 5 : 0.01) else { break }
            last = read
            if first == nil { first = read }
        }
        guard let first, let memory = program.memory() else { return nil }
        return Result(firstOutput: first - program.launched, firstFrame: last - program.launched, peakResident: memory.peak, privateMemory: memory.private)
    }
}
