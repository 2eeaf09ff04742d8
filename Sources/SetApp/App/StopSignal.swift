/// A signal that asks the game to end (D7): the game is saved, the terminal restored, and
/// the process ends with status 128 + ``rawValue``.
public enum StopSignal: Int32, Hashable, Sendable, CaseIterable {
    /// SIGHUP: the terminal was closed.
    case hangUp = 1
    /// SIGINT: Ctrl-C.
    case interrupt = 2
    /// SIGQUIT: Ctrl-\.
    case quit = 3
    /// SIGTERM: `kill`, a shutdown.
    case terminate = 15

    /// The exit status a shell reports for it.
    public var exitStatus: Int32 { 128 + rawValue }
}
