import FoundationEssentials
import Glibc

/// `set-game serve` on a loopback port of its own, in a fresh data directory, for the online
/// benches: started, measured from outside (/proc), stopped with SIGTERM.
final class ServerUnderTest {
    /// The server's process.
    let pid: pid_t
    /// The port it listens on.
    let port: Int
    /// Its resident memory when it had just started, kilobytes.
    let baseline: Int
    private let directory: String

    /// Starts `game serve` in a data directory named after `name`, with `arguments` more.
    init(game: String, name: String, arguments: [String] = []) throws {
        directory = "/tmp/set-game-\(name)-\(getpid())"
        let (pid, output) = try OnlineBench.spawn([game, "serve", "--listen", "127.0.0.1:0", "--data-dir", directory] + arguments)
        self.pid = pid
        do {
            port = try OnlineBench.port(from: output)
        } catch {
            kill(pid, SIGTERM)
            throw error
        }
        baseline = OnlineBench.residentKilobytes(pid)
    }

    /// Stops it and removes its data directory.
    func stop() {
        kill(pid, SIGTERM)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        _ = try? FileManager.default.removeItem(atPath: directory)
    }
}
