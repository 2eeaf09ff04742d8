#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How Swift's crash report behaves in the game. By default it asks, on a terminal, for a
/// key for 30 s before the process ends ("Press space to interact…"), drawn into the game's
/// screen. The runtime reads `SWIFT_BACKTRACE` once, before `main`, so the game starts
/// itself again with `interactive=no,output-to=stderr` when the player has not chosen
/// settings of their own: a crash then restores the terminal, prints its report to standard
/// error on the normal screen, and ends.
enum CrashReportSettings {
    static let variable = "SWIFT_BACKTRACE"
    static let nonInteractive = "interactive=no,output-to=stderr"

    /// Re-executes this program with ``nonInteractive`` unless `SWIFT_BACKTRACE` is set;
    /// returns only when it is set already or the program cannot be executed again.
    static func ensureNonInteractive() {
        guard getenv(variable) == nil else { return }
        // The file itself rather than /proc/self/exe, so the process keeps its name
        // (`ps`, `top`, `killall set-game`).
        var path = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard readlink("/proc/self/exe", &path, Int(PATH_MAX)) > 0 else { return }
        setenv(variable, nonInteractive, 1)
        execv(path, CommandLine.unsafeArgv)
    }
}
