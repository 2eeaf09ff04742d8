import Glibc

/// A program run to its end with its output thrown away, for the bench's outside measures.
enum ChildProcess {
    /// Runs `program` with `arguments`, waits for it, and returns the CPU it used (user and
    /// system seconds, from `wait4`).
    /// - Throws: `BenchError.runFailed` when it cannot be started or does not exit 0.
    @discardableResult
    static func run(_ program: String, _ arguments: [String]) throws -> Double {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, program, &actions, nil, argv, environ) == 0 else { throw BenchError.runFailed(program) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
        guard status == 0 else { throw BenchError.runFailed(program) }
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
