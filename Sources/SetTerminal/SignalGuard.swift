import CNcurses

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes sure the terminal is restored however the program ends (D7).
///
/// - Quit signals (SIGINT from Ctrl-C, SIGTERM, SIGHUP) only set a flag: a blocking
///   `TerminalScreen.nextInput` returns `.interrupted`, and the run loop sees
///   `pendingSignal`, saves, stops the screen and calls `terminate(by:)`. A second quit
///   signal before that (a stuck loop) restores the terminal and exits at once.
/// - Crash signals (SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE) restore the
///   terminal, then reach the previous handler (Swift's backtracer or the default).
/// - `exit` restores the terminal if the program forgot to.
/// - Ctrl-Z (SIGTSTP) becomes a request that `TerminalScreen.nextInput` carries out in
///   ordinary code: it leaves curses mode, stops the process, and after `fg` restores
///   curses mode (keypad and mouse included) and returns `.resize` so the app repaints.
///   (ncurses' own SIGTSTP handler loses keypad mode across `fg` under tmux.)
/// - SIGWINCH stays with ncurses, which reports resizes as `.resize`.
///
/// All signal state lives in the C shim; only this file calls those functions, because
/// each Swift file gets its own copy of the shim's static storage.
public enum SignalGuard {
    /// The signals that ask the program to quit.
    public static let quitSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

    /// The signals of a crash.
    public static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

    /// Installs all handlers and the exit hook, and unblocks the handled signals in case
    /// the parent blocked them. Call once, after `TerminalScreen.start()` so these handlers
    /// replace the ones ncurses installs for SIGINT and SIGTERM.
    public static func install() {
        for signal in quitSignals { _ = cn_install_quit_handler(signal) }
        for signal in crashSignals { _ = cn_install_crash_handler(signal) }
        _ = cn_install_suspend_handler()
        _ = cn_register_restore_at_exit()
        _ = cn_unblock_handled_signals()
    }

    /// The first quit signal received since `install()`, or nil.
    public static var pendingSignal: Int32? {
        let signal = cn_quit_signal()
        return signal == 0 ? nil : signal
    }

    /// Whether Ctrl-Z was pressed since the last call; clears the request.
    static func takeSuspendRequest() -> Bool {
        cn_take_suspend_request() != 0
    }

    /// Stops the process as Ctrl-Z does by default and returns once it is continued.
    static func stopUntilContinued() {
        signal(SIGTSTP, SIG_DFL)
        raise(SIGTSTP)
        _ = cn_install_suspend_handler()
    }

    /// Leaves curses mode if it is active; safe to call any number of times. Call it
    /// before printing a fatal error.
    public static func restoreTerminal() {
        cn_restore_screen()
    }

    /// Restores the terminal and ends the process as killed by signal `number`, so the shell
    /// sees the usual status (128 + signal).
    public static func terminate(by number: Int32) -> Never {
        restoreTerminal()
        fflush(nil)
        signal(number, SIG_DFL)
        raise(number)
        exit(128 + number)
    }
}
