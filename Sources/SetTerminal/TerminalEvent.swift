import SetFrame

/// What waiting on the terminal brought (``TerminalBackend/nextEvent(timeout:)``).
public enum TerminalEvent: Hashable, Sendable {
    /// A key, a mouse event or a new size.
    case input(InputEvent)
    /// A signal asks the game to end (Ctrl-C, Ctrl-\, SIGTERM, SIGHUP, SIGUSR1…: ``StopSignal``).
    case signal(StopSignal)
    /// Ctrl-Z: the run loop should ``TerminalBackend/suspend()``.
    case suspendRequested
    /// The time given ran out with nothing to report.
    case timedOut
    /// The input is gone (the terminal was closed): nothing will ever arrive.
    case endOfInput
}
