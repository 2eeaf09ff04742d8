import ArgumentParser
import Dispatch
import FoundationEssentials
import Glibc
import Logging
import SetOnline
import SetServer
import SetStore
import SetWeb

/// `set-game-server` (what `set-game serve` runs): hosts games for players who join with
/// `ssh` (N1). A program of its own so the local game links none of the server's libraries
/// (Foundation among them, whose start-up code would run at every launch of the game).
@main
struct ServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set-game serve",
        abstract: "Host online games for players who join with ssh.",
        discussion: """
            Makes an Ed25519 host key in the data directory on first start and prints its \
            fingerprint and the command players join with. SIGTERM or Ctrl-C tells the \
            players and stops; it exits 1 if finished games are still waiting for the \
            records (they are kept in waiting-games.json and written at the next start).
            """
    )

    @Option(help: "HOST:PORT to listen on; 0.0.0.0:2222 opens it to the network.")
    var listen = ListenAddress.standard.description

    @Option(name: .customLong("data-dir"), help: "Where the host key and the records are kept (default: as the game's).")
    var dataDir: String?

    @Option(
        help: ArgumentHelp(
            "Keep the records in PostgreSQL, shared with other nodes: postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE[?sslmode=MODE], %-escapes as libpq reads them; sslmode disable, prefer (default), require, verify-ca or verify-full (default: $SET_GAME_DATABASE, else SQLite in the data directory).",
            valueName: "url"))
    var database: String?

    @Option(
        name: .customLong("public-address"),
        help: "HOST:PORT players reach this node at, shown in other nodes' lobbies (default: from --listen).")
    var publicAddress: String?

    @Option(
        name: .customLong("host-key"),
        help: ArgumentHelp(
            "The host key file, made there on first start (default: in the data directory). Nodes players reach under one name share one: copy it to each, mode 600.",
            valueName: "file"))
    var hostKey: String?

    @Option(name: .customLong("login-grace"), help: "Seconds a connection has to log in, 1…30.")
    var loginGrace = ServerLimits().loginGraceSeconds

    @Option(name: .customLong("idle-minutes"), help: "Minutes without a key before a player's session ends, 1…1440.")
    var idleMinutes = ServerLimits().idleSeconds / 60

    @Option(name: .customLong("per-address"), help: "Connections at once from one address, 1…1000.")
    var perAddress = ServerLimits().connectionsPerAddress

    @Option(
        name: .customLong("max-connections"),
        help: "Connections at once, in all, 1…100000; when all are taken a newcomer pushes out the one longest without a session, else is refused.")
    var maxConnections = ServerLimits().connections

    @Option(name: .customLong("max-rooms"), help: "Rooms open at once, 1…100000; beyond them a new room is refused (\"the server is full\").")
    var maxRooms = ServerLimits().rooms

    @Option(
        help: ArgumentHelp(
            "on: claims on the same cards are won by the first pressed, each player's delay to the server measured and allowed for (up to 150 ms); off: by the first to arrive.",
            valueName: "on|off"))
    var fairness = "on"

    @Option(
        name: .customLong("log-level"),
        help: "What the log on stderr tells: trace, debug, info (connections, rooms, games), notice (refusals), warning, error.")
    var logLevel = "info"

    @Option(
        help: ArgumentHelp(
            "Serve the host's figures in Prometheus's text format at http://HOST:PORT/metrics (default: off). Listens only where told: 127.0.0.1:9100 keeps it on this machine.",
            valueName: "host:port"))
    var metrics: String?

    @Option(
        help: ArgumentHelp(
            "Serve the community's read-only web site at http://HOST:PORT/: leaderboards, players' pages, rooms now, replays (default: off).",
            valueName: "host:port"))
    var http: String?

    /// Parses and runs; usage errors exit with status 2, as every tool of this project does.
    static func main() {
        do {
            var command = try parseAsRoot(Array(CommandLine.arguments.dropFirst()))
            try command.run()
            Glibc.exit(0)
        } catch {
            let code = exitCode(for: error)
            guard code == .validationFailure else { exit(withError: error) }
            writeLine(fullMessage(for: error), to: 2)
            Glibc.exit(2)
        }
    }

    func validate() throws {
        guard ListenAddress(parsing: listen) != nil else {
            throw ValidationError("--listen '\(listen)' is not HOST:PORT with a port 0…65535 (e.g. 127.0.0.1:2222)")
        }
        if let publicAddress, ListenAddress(parsing: publicAddress).map({ $0.port > 0 }) != true {
            throw ValidationError("--public-address '\(publicAddress)' is not HOST:PORT with a port 1…65535")
        }
        guard (1...30).contains(loginGrace) else { throw ValidationError("--login-grace \(loginGrace): give 1…30 seconds") }
        guard (1...1440).contains(idleMinutes) else { throw ValidationError("--idle-minutes \(idleMinutes): give 1…1440 minutes") }
        guard (1...1000).contains(perAddress) else { throw ValidationError("--per-address \(perAddress): give 1…1000 connections") }
        guard (1...100_000).contains(maxConnections) else { throw ValidationError("--max-connections \(maxConnections): give 1…100000 connections") }
        guard (1...100_000).contains(maxRooms) else { throw ValidationError("--max-rooms \(maxRooms): give 1…100000 rooms") }
        for (name, value) in [("--metrics", metrics), ("--http", http)] {
            if let value, ListenAddress(parsing: value) == nil {
                throw ValidationError("\(name) '\(value)' is not HOST:PORT with a port 0…65535 (e.g. 127.0.0.1:9100)")
            }
        }
        guard ["on", "off"].contains(fairness) else { throw ValidationError("--fairness '\(fairness)': give on or off") }
        guard Logger.Level(rawValue: logLevel) != nil else {
            throw ValidationError("--log-level '\(logLevel)': give trace, debug, info, notice, warning, error or critical")
        }
    }

    /// Starts the host's log (once, before serving): swift-log's lines on stderr, from
    /// `--log-level` up.
    func startLog(metrics: ServerMetrics) -> HostLog {
        let level = Logger.Level(rawValue: logLevel) ?? .info
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        return HostLog(logger: Logger(label: "set-game"), metrics: metrics)
    }

    /// The shared database `--database` or `SET_GAME_DATABASE` names; nil for SQLite.
    var databaseURL: DatabaseURL? {
        get throws {
            let (text, source) = database.map { ($0, "--database") } ?? (getenv("SET_GAME_DATABASE").map { String(cString: $0) }, "SET_GAME_DATABASE")
            guard let text, !text.isEmpty else { return nil }
            do {
                return try DatabaseURL(parsing: text)
            } catch {
                throw ValidationError("\(source): \(error)")
            }
        }
    }

    /// The limits the options set.
    var limits: ServerLimits {
        var limits = ServerLimits()
        limits.loginGraceSeconds = loginGrace
        limits.idleSeconds = idleMinutes * 60
        limits.connectionsPerAddress = perAddress
        limits.connections = maxConnections
        limits.rooms = maxRooms
        return limits
    }

    func run() throws {
        let address = ListenAddress(parsing: listen) ?? .standard
        let directory = try DataDirectory(override: dataDir).url
        let limits = limits
        if let warning = Self.allowOpenFiles(for: limits.connections) { Self.writeLine("set-game serve: \(warning)", to: 2) }
        let database = try databaseURL
        let publicAddress = publicAddress.flatMap(ListenAddress.init(parsing:))
        // Counted only when served: without --metrics the server counts into nothing.
        let figures = metrics.flatMap(ListenAddress.init(parsing:)).map { (address: $0, figures: HostMetrics()) }
        let log = startLog(metrics: figures?.figures.server ?? .none)
        let web = WebOptions(metrics: figures, http: http.flatMap(ListenAddress.init(parsing:)))
        let finished = DispatchSemaphore(value: 0)
        let outcome = Outcome()
        Task {
            do {
                try await ServerMain.run(
                    on: address, directory: directory, database: database, publicAddress: publicAddress,
                    hostKeyFile: hostKey.map { URL(fileURLWithPath: $0) }, limits: limits, fairness: fairness == "on" ? FairClaims() : nil, log: log,
                    alongside: { web.services(for: $0, logger: log.logger) { Self.writeLine($0, to: 1) } }
                ) { Self.writeLine($0, to: 1) }
            } catch {
                outcome.error = error
            }
            finished.signal()
        }
        finished.wait()
        if let error = outcome.error {
            Self.writeLine("set-game serve: \(error)", to: 2)
            throw ExitCode(1)
        }
    }

    /// Files the server keeps open besides its connections: the listening sockets, the
    /// records, the log, the web and metrics listeners, with room to spare.
    static let filesBesideConnections = 256

    /// Raises this process's open-file limit (`ulimit -n`, soft) towards its hard limit so
    /// that `connections` sockets fit; a warning when the hard limit is too low, else nil.
    static func allowOpenFiles(for connections: Int) -> String? {
        let needed = rlim_t(connections + filesBesideConnections)
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0, limit.rlim_cur < needed else { return nil }
        limit.rlim_cur = min(needed, limit.rlim_max)
        _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        guard limit.rlim_cur < needed else { return nil }
        return "--max-connections \(connections) needs about \(needed) open files, but this process may open only \(limit.rlim_max) (ulimit -Hn): connections past that are refused"
    }

    /// Writes `line` to `descriptor` at once (the host may be reading it from a pipe).
    @Sendable static func writeLine(_ line: String, to descriptor: Int32) {
        let bytes = Array((line + "\n").utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { return }
            written += result
        }
    }

    /// The server task's error, read after it has signalled.
    private final class Outcome: @unchecked Sendable {
        var error: (any Error)?
    }
}
