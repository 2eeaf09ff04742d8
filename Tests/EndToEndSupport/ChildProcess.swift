import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program to its end with `posix_spawn`, polling `waitpid` on its pid.
///
/// Foundation's `Process` can wait forever on Linux for a program that forks a daemon, as
/// `tmux new-session` does when it starts the tmux server: it learns of the exit from a socket
/// the child inherits, the daemon may close its copy before the client has exited, the one
/// `waitpid(WNOHANG)` then finds the client alive, and nothing ever looks again. CI hung
/// there. Waiting on the pid itself cannot miss the exit, and the deadline bounds it anyway.
public enum ChildProcess {
    /// What a finished program left: its exit status and what it wrote.
    public struct Result {
        public let status: Int32
        public let output: String
        public let error: String
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Runs `arguments` (the first found on `PATH` unless it has a slash), its standard input
    /// `/dev/null`, every other descriptor of this process closed; kills it and throws if it
    /// runs past `seconds`.
    public static func run(_ arguments: [String], seconds: Double = 60) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString)")
        let outputPath = scratch.path + ".out", errorPath = scratch.path + ".err"
        defer {
            unlink(outputPath)
            unlink(errorPath)
        }
        let pid = try spawn(arguments, outputPath: outputPath, errorPath: errorPath)
        let status = try wait(for: pid, seconds: seconds, what: arguments.joined(separator: " "))
        let read = { (path: String) in (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }
        return Result(status: status, output: read(outputPath), error: read(errorPath))
    }

    private static func spawn(_ arguments: [String], outputPath: String, errorPath: String) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        for descriptor in inheritedDescriptors() {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        resetSignals(&attributes)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let error = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environ)
        guard error == 0 else { throw Failure(description: "cannot start \(arguments[0]): \(String(cString: strerror(error)))") }
        return pid
    }

    /// Starts the child with no signal blocked and every signal at its default action, as a
    /// shell would. Otherwise it inherits the test thread's mask, which blocks nearly all
    /// signals: a tmux server started that way never sees the SIGTERM of `kill-server`.
    private static func resetSignals(_ attributes: inout posix_spawnattr_t) {
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    }

    /// Descriptors above standard error that the child would otherwise inherit, such as the
    /// pipes of programs other tests are running (glibc skips any closed meanwhile).
    private static func inheritedDescriptors() -> [Int32] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") else {
            return Array(3..<1024)
        }
        return names.compactMap { Int32($0) }.filter { $0 > 2 }
    }

    /// The exit status of `pid` (128 + the signal if one ended it), reaped within `seconds`.
    private static func wait(for pid: pid_t, seconds: Double, what: String) throws -> Int32 {
        let deadline = Date().addingTimeInterval(seconds)
        var status: Int32 = 0
        while true {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid { break }
            if reaped == -1 && errno != EINTR {
                throw Failure(description: "waitpid failed for \(what): \(String(cString: strerror(errno)))")
            }
            if Date() > deadline {
                kill(pid, SIGKILL)
                _ = waitpid(pid, &status, 0)
                throw Failure(description: "\(what) ran past \(seconds) s and was killed")
            }
            usleep(2_000)
        }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }
}
