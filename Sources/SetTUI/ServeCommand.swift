import ArgumentParser
import Glibc

/// `set-game serve …`: runs `set-game-server …`, the server built beside this program (see
/// its own `--help`). The game itself links none of the server's libraries.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Host online games for players who join with ssh (runs set-game-server; see set-game serve --help).",
        helpNames: []
    )

    @Argument(parsing: .captureForPassthrough, help: "The server's options: --listen HOST:PORT, --data-dir, --host-key, --log-level, --login-grace, --idle-minutes, --per-address, --max-connections, --max-rooms, --metrics, --http.")
    var arguments: [String] = []

    /// The server program: beside this one, else on the PATH.
    static var server: String {
        var path = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &path, path.count - 1)
        guard length > 0 else { return "set-game-server" }
        let own = String(decoding: path[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let sibling = own.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/") + "/set-game-server"
        return access(sibling, X_OK) == 0 ? sibling : "set-game-server"
    }

    func run() throws {
        let program = Self.server
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        execvp(program, argv)
        StandardError.writeLine(
            "set-game serve: cannot run \(program): \(String(cString: strerror(errno))); build it with: swift build -c release --product set-game-server")
        throw ExitCode(1)
    }
}
