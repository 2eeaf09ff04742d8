import CNcurses
import FoundationEssentials
import Glibc

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
    public static func measure(_ arguments: [String], environment extra: [String: String] = [:], width: Int, height: Int) -> Result? {
        let master = posix_openpt(O_RDWR | O_NOCTTY)
        guard master >= 0 else { return nil }
        defer { close(master) }
        guard grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else { return nil }
        let terminalPath = String(cString: name)
        _ = cn_set_window_size(master, Int32(height), Int32(width))
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, terminalPath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, 0x80)  // POSIX_SPAWN_SETSID (glibc's, not imported): the terminal becomes its controlling one
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        environment["LANG"] = "C.UTF-8"
        environment["LC_ALL"] = nil
        environment.merge(extra) { _, new in new }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let start = now()
        guard posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp) == 0 else { return nil }
        defer {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        var first: Double?
        var last = start
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while now() - start < 5 {  // a program that never stops writing still ends the measure
            var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, first == nil ? 5000 : 10) > 0, read(master, &buffer, buffer.count) > 0 else { break }
            last = now()
            if first == nil { first = last }
        }
        guard let first, let memory = memory(of: pid) else { return nil }
        return Result(firstOutput: first - start, firstFrame: last - start, peakResident: memory.peak, privateMemory: memory.private)
    }

    /// Peak resident and private memory of process `pid`, in bytes, from /proc.
    private static func memory(of pid: pid_t) -> (peak: Double, private: Double)? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let rollup = try? String(contentsOfFile: "/proc/\(pid)/smaps_rollup", encoding: .utf8)
        else { return nil }
        func kilobytes(_ text: String, _ prefix: String) -> Double {
            text.split(separator: "\n").filter { $0.hasPrefix(prefix) }
                .compactMap { $0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.flatMap { Double($0) } }
                .reduce(0, +)
        }
        return (kilobytes(status, "VmHWM:") * 1024, kilobytes(rollup, "Private_") * 1024)
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
