import Foundation

/// Drives the real `set-game` binary in a detached tmux session, for end-to-end tests:
/// type keys, click, resize, and read the screen as plain text.
///
/// Each session has a tmux server of its own (its own socket, no config file). On a shared
/// server, a test ending its session could make the server exit just as another test's
/// `new-session` connected, which then failed with "server exited unexpectedly" (CI saw it).
public final class TmuxSession {
    public let name: String

    /// Whether tmux is installed (CI installs it; see .ci/run).
    public static let isAvailable: Bool = (try? run(["-V"])) != nil

    /// Whether the end-to-end suites run here: where tmux is installed, and in CI even where
    /// it is not, so that a CI machine without tmux fails them (``TmuxMissing``) instead of
    /// skipping them in silence. Elsewhere, without tmux, they are skipped.
    public static var runsHere: Bool {
        runs(tmuxInstalled: isAvailable, environment: ProcessInfo.processInfo.environment)
    }

    /// Whether the end-to-end suites run with tmux `tmuxInstalled` or not, in `environment`:
    /// always when it is installed; without it, only in CI (`CI` is `true` or `1`), to fail.
    public static func runs(tmuxInstalled: Bool, environment: [String: String]) -> Bool {
        tmuxInstalled || ["true", "1"].contains(environment["CI"]?.lowercased() ?? "")
    }

    /// The `set-game` to drive: the one `SET_GAME_BINARY` names (CI points it at the
    /// release build), else the one built beside the test bundle (the debug build under
    /// `swift test`).
    public static var binary: URL {
        if let path = ProcessInfo.processInfo.environment["SET_GAME_BINARY"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let directory = Bundle.main.executableURL!.deletingLastPathComponent()
        let candidates = [directory, directory.deletingLastPathComponent()].map { $0.appendingPathComponent("set-game") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    /// A fresh data directory (scores, saved game) for this session.
    public let dataDirectory: URL

    /// The socket of this session's tmux server.
    private let socket: URL

    /// The process id of the pane's shell, which leads the pane's process session.
    private var shellPID: Int32 = 0

    /// Starts `set-game arguments…` in a `width` × `height` pane with `environment` (and
    /// without the runner's `NO_COLOR`, unless given), its files in ``dataDirectory``
    /// (`XDG_DATA_HOME`) unless `environment` names one. The shell line after the game prints
    /// `EXIT=<status>` and keeps the pane open, so the tests can read both; its INT trap
    /// keeps the shell alive through a Ctrl-C meant for the game.
    ///
    /// Unless `welcomed` is false, the game's data directory (`--data-dir`, else the one in
    /// `XDG_DATA_HOME`) gets the welcome's marker first, so the first-run welcome does not
    /// cover the board: every session's directory is fresh.
    public convenience init(
        _ arguments: [String], width: Int = 80, height: Int = 24, environment: [String: String] = [:], welcomed: Bool = true
    ) throws {
        let welcome: (URL) -> [URL] = { data in
            guard welcomed else { return [] }
            if let flag = arguments.firstIndex(of: "--data-dir"), flag + 1 < arguments.count {
                return [URL(fileURLWithPath: arguments[flag + 1], isDirectory: true)]
            }
            let home = environment["XDG_DATA_HOME"].map { URL(fileURLWithPath: $0, isDirectory: true) } ?? data
            return [home.appendingPathComponent("set-game", isDirectory: true)]
        }
        try self.init(width: width, height: height, welcomedIn: welcome) { gameCommand in
            "trap 'true' INT; \(gameCommand(arguments, environment)); echo EXIT=$?; sleep 600"
        }
    }

    /// Runs another program, `command` (its arguments quoted for the shell), in a `width` ×
    /// `height` pane, followed by `EXIT=<status>` as for the game: e.g. `ssh` to a server.
    public convenience init(command: [String], width: Int = 80, height: Int = 24) throws {
        try self.init(width: width, height: height) { _ in
            "trap 'true' INT; \(command.map(TmuxSession.quote).joined(separator: " ")); echo EXIT=$?; sleep 600"
        }
    }

    /// An interactive shell (prompt `prompt$ `) in a `width` × `height` pane, for typing
    /// `gameCommand` lines as a player would, e.g. to try Ctrl-Z and `fg`.
    public static func interactiveShell(width: Int = 80, height: Int = 24) throws -> TmuxSession {
        let welcomed = { (data: URL) in [data.appendingPathComponent("set-game", isDirectory: true)] }
        return try TmuxSession(width: width, height: height, welcomedIn: welcomed) { _ in "PS1='prompt$ ' exec bash --norc --noprofile -i" }
    }

    /// The name of the file in a data directory that says the first-run welcome was shown
    /// (the game's `DataDirectory.welcomeMarkerName`).
    public static let welcomeMarkerName = "welcomed"

    private init(
        width: Int, height: Int, welcomedIn: (_ dataDirectory: URL) -> [URL] = { _ in [] },
        script: (_ gameCommand: ([String], [String: String]) -> String) -> String
    ) throws {
        guard TmuxSession.isAvailable else { throw TmuxMissing() }
        name = "set-game-test-\(UUID().uuidString.prefix(8))"
        dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        for directory in welcomedIn(dataDirectory) {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data().write(to: directory.appendingPathComponent(TmuxSession.welcomeMarkerName))
        }
        socket = FileManager.default.temporaryDirectory.appendingPathComponent(name + ".tmux")
        try tmux(["new-session", "-d", "-s", name, "-x", "\(width)", "-y", "\(height)", "sh", "-c", script(gameCommand)])
        let pane = try tmux(["display-message", "-p", "-t", name, "#{pane_pid}"])
        shellPID = Int32(pane.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
    }

    /// The process id of the game running in the pane (the shell's child).
    public func gamePID() throws -> Int32 {
        try ProcessTable.firstChild(of: shellPID)
    }

    /// The shell line that runs `set-game arguments…` with `environment`, without the
    /// runner's `NO_COLOR` (unless given) and with files in ``dataDirectory``.
    public func gameCommand(_ arguments: [String], _ environment: [String: String]) -> String {
        let environment = ["XDG_DATA_HOME": dataDirectory.path].merging(environment) { $1 }
        let command = ([TmuxSession.binary.path] + arguments).map(TmuxSession.quote).joined(separator: " ")
        let variables = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(TmuxSession.quote($0.value))" }.joined(separator: " ")
        return "env -u NO_COLOR \(variables) \(command)"
    }

    /// Ends the tmux server, waits for what ran in the pane to exit (a game saves on the
    /// hang-up), then removes the session's files.
    deinit {
        _ = try? tmux(["kill-server"])
        if shellPID > 0 { ProcessTable.waitUntilEmpty(session: shellPID, seconds: 5) }
        try? FileManager.default.removeItem(at: dataDirectory)
        try? FileManager.default.removeItem(at: socket)
    }

    /// Types `keys` (tmux key names such as `Space`, `Escape`, `Up`, or literal text with `literal`).
    public func send(_ keys: String..., literal: Bool = false) throws {
        try tmux(["send-keys", "-t", name] + (literal ? ["-l"] : []) + keys)
    }

    /// A left click at column `x`, row `y` (0-based): press and release in the SGR mouse
    /// encoding (1006) the game asks for.
    public func click(x: Int, y: Int) throws {
        try send("\u{1b}[<0;\(x + 1);\(y + 1)M", "\u{1b}[<0;\(x + 1);\(y + 1)m", literal: true)
    }

    /// One notch of the mouse wheel at column `x`, row `y`, in the SGR encoding.
    public func wheel(down: Bool, x: Int, y: Int) throws {
        try send("\u{1b}[<\(down ? 65 : 64);\(x + 1);\(y + 1)M", literal: true)
    }

    /// Resizes the pane, as a player dragging the window would.
    public func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", name, "-x", "\(width)", "-y", "\(height)"])
    }

    /// The screen as text, one string per row; with `escapes`, with its SGR color and
    /// attribute sequences.
    public func screen(escapes: Bool = false) throws -> [String] {
        var lines = try tmux(["capture-pane", "-p"] + (escapes ? ["-e"] : []) + ["-t", name]).components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Waits up to `seconds` until `condition` holds for the screen and returns that screen;
    /// throws ``TmuxTimeout`` (with the last screen) when it does not. When `settled`, the
    /// screen must also read the same twice in a row, so a frame tmux caught half-drawn is
    /// never returned; moving screens (animations) pass `false`.
    @discardableResult
    public func waitFor(_ what: String, seconds: Double = 20, settled: Bool = true, _ condition: ([String]) -> Bool) throws -> [String] {
        let deadline = Date().addingTimeInterval(seconds)
        var lines = try screen()
        while true {
            let holds = condition(lines)
            if holds && !settled { return lines }
            Thread.sleep(forTimeInterval: holds ? 0.03 : 0.05)
            let next = try screen()
            if holds && next == lines { return lines }
            lines = next
            guard Date() < deadline else {
                throw TmuxTimeout(what: holds ? "\(what) to settle" : what, screen: lines)
            }
        }
    }

    /// Waits until the screen shows `text` (see the other `waitFor` for `settled`).
    @discardableResult
    public func waitFor(text: String, seconds: Double = 20, settled: Bool = true) throws -> [String] {
        try waitFor("'\(text)'", seconds: seconds, settled: settled) { $0.joined(separator: "\n").contains(text) }
    }

    /// Runs `tmux arguments…` against this session's own server and returns what it printed.
    @discardableResult
    public func tmux(_ arguments: [String]) throws -> String {
        try TmuxSession.run(["-S", socket.path, "-f", "/dev/null"] + arguments)
    }

    /// Runs `tmux arguments…` and returns what it printed (see ``ChildProcess`` for why not
    /// Foundation's `Process`: a `new-session` forks the tmux server).
    @discardableResult
    public static func run(_ arguments: [String]) throws -> String {
        let result = try ChildProcess.run(["tmux"] + arguments)
        guard result.status == 0 else {
            throw TmuxError(arguments: arguments, status: result.status, message: result.error)
        }
        return result.output
    }

    private static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// A tmux command that failed: what was asked, its exit status and what it said.
public struct TmuxError: Error {
    public let arguments: [String]
    public let status: Int32
    public let message: String
}

/// tmux is not installed where the end-to-end tests must run (in CI).
public struct TmuxMissing: Error, CustomStringConvertible {
    public var description: String {
        "tmux is not installed, and CI is set: the end-to-end tests need it (apt-get install tmux)"
    }
}

/// A screen that did not show what a test waited for.
public struct TmuxTimeout: Error, CustomStringConvertible {
    public let what: String
    public let screen: [String]

    public var description: String {
        "timed out waiting for \(what); screen:\n\(screen.joined(separator: "\n"))"
    }
}
