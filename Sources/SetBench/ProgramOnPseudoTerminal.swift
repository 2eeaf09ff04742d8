import FoundationEssentials
import Glibc

/// A program launched on a new pseudo-terminal of a given size, as a player launches it
/// (TERM=xterm-256color, a UTF-8 locale, the terminal its controlling one), seen from
/// outside: what it writes is read from the far side, keys are written to it, its CPU is
/// read from /proc. ``stop()`` kills it.
public final class ProgramOnPseudoTerminal {
    /// The process.
    public let pid: pid_t
    /// When it was launched, on ``now()``'s clock.
    public let launched: Double
    private let master: Int32
    private var buffer = [UInt8](repeating: 0, count: 65_536)
    private var lastReadCount = 0
    private var statusDescriptor: Int32 = -1
    private var statusBuffer = [UInt8](repeating: 0, count: 8_192)

    /// Launches `arguments` (the first is the program's path) with the variables in
    /// `environment` added; nil when there is no pseudo-terminal or it cannot be launched.
    public init?(_ arguments: [String], environment extra: [String: String] = [:], width: Int, height: Int) {
        var master: Int32 = -1
        var terminal: Int32 = -1
        var size = winsize(ws_row: UInt16(clamping: height), ws_col: UInt16(clamping: width), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &terminal, nil, nil, &size) == 0 else { return nil }
        // The child opens the terminal by its name, after setsid, so that it becomes the
        // child's controlling terminal; this side of it is not needed here.
        defer { close(terminal) }
        guard let name = ttyname(terminal) else {
            close(master)
            return nil
        }
        let terminalPath = String(cString: name)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addclose(&actions, terminal)
        posix_spawn_file_actions_addclose(&actions, master)
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
        let launched = Self.now()
        guard posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp) == 0 else {
            close(master)
            return nil
        }
        self.pid = pid
        self.master = master
        self.launched = launched
    }

    /// Kills the program and closes the terminal.
    public func stop() {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(master)
        if statusDescriptor >= 0 { close(statusDescriptor) }
    }

    /// What a wait for output saw.
    public enum Output: Equatable {
        /// Output came and was read, at this time (``now()``).
        case read(at: Double)
        /// Nothing came in time.
        case quiet
        /// The terminal closed: the program is gone.
        case closed
    }

    /// Waits up to `timeout` seconds for output and reads what there is (then in ``lastRead``).
    public func readOutput(timeout: Double) -> Output {
        var poller = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(max(0, (timeout * 1000).rounded(.up)))
        let ready = poll(&poller, 1, milliseconds)
        guard ready != 0 else { return .quiet }
        let count = ready > 0 ? read(master, &buffer, buffer.count) : -1
        guard count > 0 else { return .closed }
        lastReadCount = count
        return .read(at: Self.now())
    }

    /// The far side of its terminal, to poll with others: readable when it wrote.
    public var outputDescriptor: Int32 { master }

    /// The bytes the last ``readOutput(timeout:)`` read.
    public var lastRead: ArraySlice<UInt8> { buffer[..<lastReadCount] }

    /// Types `keys`, as a player at the terminal.
    public func type(_ keys: String) {
        var bytes = Array(keys.utf8)
        _ = write(master, &bytes, bytes.count)
    }

    /// The CPU all its threads have used so far, in seconds (/proc/PID/task/*/schedstat:
    /// nanoseconds on a CPU, user and kernel), or nil once it is gone.
    public func cpuSeconds() -> Double? {
        guard let tasks = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task") else { return nil }
        var nanoseconds = 0.0
        for task in tasks {
            guard let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/schedstat", encoding: .utf8),
                let first = text.split(separator: " ").first, let value = Double(first)
            else { continue }
            nanoseconds += value
        }
        return nanoseconds / 1e9
    }

    /// Peak resident memory of the program (VmHWM), in bytes, from /proc; nil once it is gone.
    /// Cheap enough to ask at every read of its output: /proc/PID/status stays open and is
    /// read again into a kept buffer, its bytes scanned without making strings.
    public func peakResident() -> Double? {
        if statusDescriptor < 0 { statusDescriptor = open("/proc/\(pid)/status", O_RDONLY | O_CLOEXEC) }
        guard statusDescriptor >= 0 else { return nil }
        let count = pread(statusDescriptor, &statusBuffer, statusBuffer.count, 0)
        guard count > 0 else { return nil }
        return Self.kilobytes(after: Array("VmHWM:".utf8), in: statusBuffer[..<count]).map { $0 * 1024 }
    }

    /// The number of kilobytes on the line of /proc/PID/status that starts with `label`.
    static func kilobytes(after label: [UInt8], in status: ArraySlice<UInt8>) -> Double? {
        var lineStart = status.startIndex
        while lineStart < status.endIndex {
            let lineEnd = status[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? status.endIndex
            if status[lineStart..<lineEnd].starts(with: label) {
                var value = 0
                var sawDigit = false
                for byte in status[(lineStart + label.count)..<lineEnd] where byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                    value = value &* 10 &+ Int(byte - UInt8(ascii: "0"))
                    sawDigit = true
                }
                return sawDigit ? Double(value) : nil
            }
            lineStart = lineEnd + 1
        }
        return nil
    }

    /// Seconds on the monotonic clock.
    public static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
