/// A signal that asks the game to end (D7): the game is saved, the terminal restored, and
/// the process ends with status 128 + ``rawValue``. Every signal whose default action ends
/// the process and that lets code run is one; fatal faults (SIGSEGV, SIGBUS…) are not.
public enum StopSignal: Int32, Hashable, Sendable, CaseIterable {
    /// SIGHUP: the terminal was closed.
    case hangUp = 1
    /// SIGINT: Ctrl-C.
    case interrupt = 2
    /// SIGQUIT: Ctrl-\.
    case quit = 3
    /// SIGUSR1.
    case user1 = 10
    /// SIGUSR2.
    case user2 = 12
    /// SIGPIPE: a write to a pipe nobody reads (sent with `kill`, in practice).
    case brokenPipe = 13
    /// SIGALRM: a timer ran out.
    case alarm = 14
    /// SIGTERM: `kill`, a shutdown.
    case terminate = 15
    /// SIGXCPU: the soft CPU time limit was reached.
    case cpuLimit = 24
    /// SIGXFSZ: the file size limit was reached.
    case fileSizeLimit = 25
    /// SIGVTALRM: a virtual timer ran out.
    case virtualAlarm = 26
    /// SIGPROF: a profiling timer ran out.
    case profilingAlarm = 27
}
