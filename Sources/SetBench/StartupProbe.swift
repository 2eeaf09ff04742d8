import Glibc

/// A program's start measured from outside, as a player sees it: launched on a new
/// pseudo-terminal of a given size, what it writes is kept as a screen of characters
/// (``ScreenText``) until it has been quiet a while; its whole first screen came with the
/// first read after which the screen held what it holds then (digits masked: a clock may
/// tick). Memory and CPU are read from /proc as it goes; then it is killed.
public enum StartupProbe {
    /// What one launch showed.
    public struct Result: Sendable {
        /// Seconds from the launch to the first byte written.
        public var firstOutput: Double
        /// Seconds from the launch to the read that completed the whole first screen.
        public var wholeScreen: Double
        /// Cells that are not blank on that screen: what the player sees (a board, not an
        /// empty table).
        public var filledCells: Int
        /// Peak resident memory (VmHWM) right after that read, bytes.
        public var peakResidentAtWholeScreen: Double
        /// Peak resident memory once it was quiet and at least `holding` seconds had
        /// passed since the launch, bytes.
        public var peakResident: Double
        /// CPU its threads used until it was quiet and idle, seconds (/proc schedstat).
        public var cpuSeconds: Double

        public init(
            firstOutput: Double, wholeScreen: Double, filledCells: Int, peakResidentAtWholeScreen: Double, peakResident: Double, cpuSeconds: Double
        ) {
            self.firstOutput = firstOutput
            self.wholeScreen = wholeScreen
            self.filledCells = filledCells
            self.peakResidentAtWholeScreen = peakResidentAtWholeScreen
            self.peakResident = peakResident
            self.cpuSeconds = cpuSeconds
        }
    }

    /// The output kept before a program that keeps writing is measured to there: far more
    /// than any first screen, little enough to read as a screen in a moment.
    static let mostBytesKept = 1 << 20

    /// Launches `arguments` (the first is the program's path) on a `width` × `height`
    /// pseudo-terminal with TERM=xterm-256color, a UTF-8 locale and the variables in
    /// `environment`, and measures until it has written nothing for `quiet` seconds and
    /// `holding` seconds have passed since the launch (its peak memory counts to there).
    /// Nil when it cannot be launched or writes nothing within 5 seconds; a program still
    /// writing after 5 seconds or 1 MiB is measured to there.
    public static func measure(
        _ arguments: [String], environment: [String: String] = [:], width: Int, height: Int, quiet: Double = 0.3, holding: Double = 0
    ) -> Result? {
        guard let program = ProgramOnPseudoTerminal(arguments, environment: environment, width: width, height: height) else { return nil }
        defer { program.stop() }
        // The output is drained as a terminal drains it and read as a screen only once the
        // program is quiet: parsing as it came would keep a program writing a large first
        // frame waiting on a full pseudo-terminal, and count the probe's time as its own.
        var reads: [(time: Double, bytes: [UInt8], peak: Double)] = []
        var kept = 0
        while reads.last.map({ $0.time - program.launched }) ?? 0 < 5, kept < Self.mostBytesKept {
            guard case .read(let time) = program.readOutput(timeout: reads.isEmpty ? 5 : quiet) else { break }
            reads.append((time, Array(program.lastRead), program.peakResident() ?? 0))
            kept += reads[reads.count - 1].bytes.count
        }
        guard let first = reads.first, let cpu = cpuWhenIdle(program) else { return nil }
        let waited = ProgramOnPseudoTerminal.now() - program.launched
        if waited < holding { usleep(useconds_t((holding - waited) * 1_000_000)) }
        guard let peak = program.peakResident() else { return nil }
        var screen = ScreenText(width: width, height: height)
        let screens = reads.map { read -> [Character] in
            screen.feed(read.bytes)
            return screen.digitsMasked
        }
        let settled = screens[screens.count - 1]
        let whole = reads[screens.firstIndex(of: settled)!]
        return Result(
            firstOutput: first.time - program.launched, wholeScreen: whole.time - program.launched, filledCells: screen.filledCells,
            peakResidentAtWholeScreen: whole.peak, peakResident: peak, cpuSeconds: cpu
        )
    }

    /// The program's CPU once it has stopped using any (work that writes nothing, such as
    /// reading a file, is done): less than half a millisecond in 50 ms, within 10 seconds of
    /// the launch.
    private static func cpuWhenIdle(_ program: ProgramOnPseudoTerminal) -> Double? {
        guard var cpu = program.cpuSeconds() else { return nil }
        while ProgramOnPseudoTerminal.now() - program.launched < 10 {
            usleep(50_000)
            guard let later = program.cpuSeconds() else { return nil }
            defer { cpu = later }
            if later - cpu < 0.0005 { break }
        }
        return cpu
    }
}
