import FoundationEssentials
import Glibc
import NIOPosix
import ServiceLifecycle
import SetOnline

/// What `set-game serve` does once its options are read: the host key, the server, the
/// lines that tell the host how players join, and serving until SIGTERM or SIGINT.
public enum ServerMain {
    /// Serves from `directory` on `address`, printing through `say`; returns after a
    /// graceful shutdown. The records are in `database` when given (shared with other
    /// nodes), in SQLite in `directory` otherwise. The host key is `hostKeyFile` when given
    /// (shared by nodes behind one name), in `directory` otherwise. Connections, rooms and
    /// games are told to the host through `log`. Claims are latency-fair unless `fairness`
    /// is nil (then the first to arrive wins). What `alongside` makes of the running host
    /// (the web page, the metrics) runs beside the server and stops with it.
    /// - Throws: ``HostKeyError``, ``PostgresStoreError``, ``RecordsFileError``, a damaged
    ///   spool, the error binding the port, or ``GamesWaiting`` when it stopped with finished
    ///   games not yet written to the records (they stay in the spool for the next start).
    public static func run(
        on address: ListenAddress, directory: URL, database: DatabaseURL? = nil, publicAddress: ListenAddress? = nil,
        hostKeyFile: URL? = nil, limits: ServerLimits = ServerLimits(), fairness: FairClaims? = FairClaims(), log: HostLog = .silent,
        alongside: (RunningHost) throws -> [any Service] = { _ in [] }, say: @escaping @Sendable (String) -> Void
    ) async throws {
        let keyFile = hostKeyFile ?? HostKey.file(in: directory)
        let (hostKey, created) = try HostKey.loadOrCreate(at: keyFile)
        var shared: PostgresStore?
        if let database { shared = try await PostgresStore.connect(to: database) }
        let records: any CommunityRecords = try shared ?? SQLiteStore(directory: directory)
        let store = MeasuredStore(store: records, metrics: log.metrics)
        let spool = FinishedGameSpool(directory: directory)
        let server: GameServer
        let replayed: Int
        do {
            server = try await GameServer.start(
                on: address, hostKey: hostKey, store: store, spool: spool, limits: limits, fairness: fairness, recordsLoop: recordsThread.next(),
                log: log)
            replayed = try await server.queue?.replaySpool() ?? 0
        } catch {
            await shared?.close()
            throw error
        }
        let port = server.address.port ?? address.port
        let host = address.host == "0.0.0.0" || address.host == "::" ? "HOST" : address.host
        say("set-game serve: listening on \(address.host):\(port)")
        say("records: " + (shared.map { "\($0.url) (shared)" } ?? SQLiteStore.file(in: directory).path))
        if replayed > 0 {
            say("records: \(replayed) finished game\(replayed == 1 ? "" : "s") kept from the last run (\(spool.file.path)) being written")
        }
        let feed = shared.map { store in
            let address = publicAddress ?? ListenAddress(host: host == "HOST" ? hostName() : host, port: port)
            say("other nodes list this node's rooms as: ssh -t -p \(address.port) \(address.host) join CODE")
            return LobbyFeed.start(store: store, address: address) { [server] in server.listElsewhere($0) }
        }
        if let feed { try await server.share(through: feed) }
        say("host key \(hostKey.fingerprint)" + (created ? " (new, in \(keyFile.path))" : hostKeyFile.map { " (\($0.path))" } ?? ""))
        say("join:  ssh -t -p \(port) \(host) new        (a room of your own; others: join CODE, watch CODE)")
        say("guest: ssh -t -p \(port) guest@\(host) new")
        let extras: [any Service]
        do {
            // The join lines a web page shows: the public address, else this machine's name.
            let joinAt = publicAddress ?? ListenAddress(host: host == "HOST" ? hostName() : host, port: port)
            extras = try alongside(RunningHost(records: records, server: server, joinHost: joinAt.host, port: joinAt.port))
        } catch {
            try? await server.close()
            await shared?.close()
            throw error
        }
        let group = ServiceGroup(services: [server] + extras, gracefulShutdownSignals: [.sigterm, .sigint], logger: log.logger)
        try await group.run()
        // Games that ended just before the stop get a moment to reach the records.
        let waiting = await server.queue?.drained(within: 3) ?? 0
        await feed?.close()
        await shared?.close()
        guard waiting == 0 else { throw GamesWaiting(count: waiting, spool: spool.file) }
        say("set-game serve: stopped")
    }

    /// What runs beside the game server is given: the records to read (``CommunityRecords``),
    /// the server (its open rooms), and the host and port players join at.
    public struct RunningHost: Sendable {
        public let records: any CommunityRecords
        public let server: GameServer
        /// The host name the join lines show: the public address's, else the listening
        /// address's, else (listening everywhere) this machine's name.
        public let joinHost: String
        public let port: Int

        /// The command that joins the room `code` on this node.
        public func joinCommand(_ code: String) -> String {
            "ssh -t -p \(port) \(joinHost) join \(code)"
        }
    }

    /// The thread the finished games and their spool are handled on (``FinishedGameQueue``):
    /// one for the life of the process, as games may still be on their way to the records
    /// when ``run(on:directory:database:publicAddress:hostKeyFile:limits:fairness:log:alongside:say:)`` returns.
    private static let recordsThread = MultiThreadedEventLoopGroup(numberOfThreads: 1)

    /// A stop with finished games the records have not taken yet: they are in the spool and
    /// written at the next start, but the host should know, and the exit status says so.
    public struct GamesWaiting: Error, CustomStringConvertible {
        public let count: Int
        public let spool: URL
        public var description: String {
            "stopped with \(count) finished game\(count == 1 ? "" : "s") not yet in the records: kept in \(spool.path), "
                + "written when the server next starts with the records reachable"
        }
    }

    /// This machine's name, for the address other nodes show when the server listens on
    /// every interface and no public address was given.
    static func hostName() -> String {
        var name = [CChar](repeating: 0, count: 256)
        guard gethostname(&name, name.count - 1) == 0 else { return "localhost" }
        return String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
