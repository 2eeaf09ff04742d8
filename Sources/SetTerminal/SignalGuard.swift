import CTerminal
import SetFrame

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's signals, seen from Swift (D7). The handlers live in the CTerminal target
/// (one copy of their state per process) and do only async-signal-safe work:
///
/// - Quit signals (``StopSignal``: SIGHUP, SIGINT, SIGQUIT, SIGTERM and every other signal
///   whose default ends the process and that lets code run), Ctrl-Z (SIGTSTP) and resizes
///   (SIGWINCH) set a flag and write a byte to a pipe that `TerminalScreen.nextEvent`
///   polls beside the input, so one arriving mid-frame is never lost. The run loop then
///   saves and ends with ``terminate(by:)``. A second Ctrl-C or Ctrl-\ before the first is
///   handled (a stuck loop) restores the terminal and exits at once.
/// - Fatal signals (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGSYS) restore the
///   terminal first (saved settings, prepared reset bytes), then reach Swift's backtracer,
///   and the process ends. `exit` restores the terminal too.
public enum SignalGuard {
    /// Installs every handler, keeping `terminal`'s settings to restore on a crash.
    static func install(terminal: Int32) {
        _ = ct_install(terminal)
    }

    /// The quit signal that arrived, the first time it is asked for.
    static func takeStopSignal() -> StopSignal? {
        StopSignal(rawValue: ct_take_quit_signal())
    }

    /// Whether Ctrl-Z arrived since the last call.
    static func takeSuspendRequest() -> Bool { ct_take_suspend_request() != 0 }

    /// Whether the terminal was resized since the last call.
    static func takeResize() -> Bool { ct_take_resize() != 0 }

    /// Restores the terminal and ends the process as killed by `signal`, so the shell sees
    /// its usual status (128 + the signal number).
    public static func terminate(by signal: StopSignal) -> Never {
        fflush(nil)
        ct_exit_by_signal(signal.rawValue)
    }
}
