import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A PostgreSQL server for tests on loopback: the one `SET_GAME_TEST_DATABASE` names (CI
/// starts it), else a throwaway cluster this process starts in a temporary directory and
/// stops when it exits, so a plain `swift test` works wherever PostgreSQL is installed.
/// Where neither is possible the tests that need it fail, saying why: they never skip.
public final class PostgresCluster: @unchecked Sendable {
    /// `postgres://USER@127.0.0.1:PORT/postgres`, a superuser's URL.
    public let url: String
    /// The port it listens on.
    public let port: Int
    /// Its data directory (nil for one started outside).
    private let dataDirectory: String?
    private let scratch: String?
    /// Server settings beyond the usual (TLS's, for a cluster started ``startWithTLS()``).
    private let settings: String

    /// Why no server could be had.
    public struct Unavailable: Error, CustomStringConvertible {
        public let description: String
    }

    private init(url: String, port: Int, dataDirectory: String?, scratch: String?, settings: String = "") {
        self.url = url
        self.port = port
        self.dataDirectory = dataDirectory
        self.scratch = scratch
        self.settings = settings
    }

    /// The server every storage test shares: started once per test process.
    public static func shared() async throws -> PostgresCluster {
        try await sharedStart.value
    }

    private static let sharedStart = Task {
        if let url = ProcessInfo.processInfo.environment["SET_GAME_TEST_DATABASE"], !url.isEmpty {
            let port = url.split(separator: "@").last?.split(separator: "/").first?.split(separator: ":").last.flatMap { Int($0) } ?? 5432
            return PostgresCluster(url: url, port: port, dataDirectory: nil, scratch: nil)
        }
        return try await start()
    }

    /// Runs `work` on a thread of its own: initdb and pg_ctl take seconds (minutes on a
    /// loaded machine), and a test task waiting that long on a thread of Swift's shared
    /// pool (as many threads as cores) would hold up every other test's tasks.
    private static func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread { continuation.resume(with: Result { try work() }) }
            thread.start()
        }
    }

    /// The directory holding `initdb` and `pg_ctl`: the newest under /usr/lib/postgresql, or
    /// the one on `PATH`.
    static func binaries() throws -> String {
        let root = "/usr/lib/postgresql"
        let versions = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).compactMap(Int.init).sorted()
        if let newest = versions.last { return "\(root)/\(newest)/bin" }
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        where FileManager.default.isExecutableFile(atPath: "\(directory)/initdb") {
            return String(directory)
        }
        throw Unavailable(description: "PostgreSQL is not installed (apt-get install postgresql), and SET_GAME_TEST_DATABASE names no server")
    }

    /// Starts a new cluster of its own (for a test that restarts it); stopped at exit.
    public static func start() async throws -> PostgresCluster {
        try await offThePool { try startHere(tls: false) }
    }

    /// Starts a new cluster of its own that takes TLS connections only (`ssl=on`, and
    /// pg_hba.conf lets TCP clients in by `hostssl` alone), with a self-signed certificate
    /// for `localhost` made by `openssl`; stopped at exit.
    public static func startWithTLS() async throws -> PostgresCluster {
        try await offThePool { try startHere(tls: true) }
    }

    /// Makes a self-signed certificate and its key in `data`, owned by the account
    /// PostgreSQL runs as, and lets TCP clients in over TLS only.
    private static func setUpTLS(in data: String) throws {
        let made = try ChildProcess.run([
            "openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2",
            "-subj", "/CN=localhost", "-keyout", data + "/server.key", "-out", data + "/server.crt",
        ])
        guard made.status == 0 else { throw Unavailable(description: "openssl could not make a certificate: \(made.error)") }
        let hba = "local all all trust\nhostssl all all 127.0.0.1/32 trust\n"
        try hba.write(toFile: data + "/pg_hba.conf", atomically: true, encoding: .utf8)
        chmod(data + "/server.key", 0o600)
        if geteuid() == 0, let account = getpwnam("postgres") {
            for file in ["server.key", "server.crt", "pg_hba.conf"] { chown(data + "/" + file, account.pointee.pw_uid, account.pointee.pw_gid) }
        }
    }

    private static func startHere(tls: Bool) throws -> PostgresCluster {
        let bin = try binaries()
        var template = Array("/tmp/set-game-pg-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw Unavailable(description: "no temporary directory: \(errno)") }
        let scratch = String(cString: made)
        let data = scratch + "/data"
        // initdb and postgres refuse to run as root: as root, they run as `postgres`.
        if geteuid() == 0 {
            guard let account = getpwnam("postgres") else {
                throw Unavailable(description: "running as root and there is no `postgres` user to run PostgreSQL as")
            }
            chown(scratch, account.pointee.pw_uid, account.pointee.pw_gid)
        }
        try run(bin + "/initdb", ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync"])
        if tls { try setUpTLS(in: data) }
        let port = try freePort()
        let cluster = PostgresCluster(
            url: "postgres://postgres@127.0.0.1:\(port)/postgres", port: port, dataDirectory: data, scratch: scratch,
            settings: tls ? " -c ssl=on -c ssl_cert_file=server.crt -c ssl_key_file=server.key" : "")
        lock.lock()
        started.append(cluster)
        if started.count == 1 { atexit { PostgresCluster.stopAll() } }
        lock.unlock()
        try cluster.pgctl(["start"])
        return cluster
    }

    /// The clusters this process started, to stop at its exit; under ``lock``.
    nonisolated(unsafe) private static var started: [PostgresCluster] = []
    private static let lock = NSLock()

    private static func stopAll() {
        lock.lock()
        defer { lock.unlock() }
        for cluster in started {
            _ = try? cluster.pgctl(["stop", "-m", "immediate"])
            if let scratch = cluster.scratch { _ = try? FileManager.default.removeItem(atPath: scratch) }
        }
    }

    /// A new empty database on this server, by `createdb`; its URL.
    public func freshDatabase() async throws -> String {
        try await Self.offThePool { try self.freshDatabaseHere() }
    }

    private func freshDatabaseHere() throws -> String {
        // postgres://USER@HOST:PORT/DATABASE, as this type makes it or CI gives it.
        let rest = url.drop { $0 != "@" }.dropFirst()
        let user = url.dropFirst("postgres://".count).prefix { $0 != "@" && $0 != ":" }
        let host = rest.prefix { $0 != ":" && $0 != "/" }
        let name = "set_game_\(UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: ""))"
        let result = try ChildProcess.run(
            [try Self.binaries() + "/createdb", "-h", String(host), "-p", "\(port)", "-U", String(user), name], seconds: 60)
        guard result.status == 0 else { throw Unavailable(description: "createdb \(name) failed: \(result.error)") }
        return "postgres://\(user)@\(host):\(port)/\(name)"
    }

    /// What `psql` prints for `sql` in `database` on this server (tuples only, unaligned).
    public func query(_ sql: String, in database: String) throws -> String {
        let result = try ChildProcess.run(
            [try Self.binaries() + "/psql", "-h", "127.0.0.1", "-p", "\(port)", "-U", "postgres", "-d", database, "-tAc", sql], seconds: 60)
        guard result.status == 0 else { throw Unavailable(description: "psql \(sql): \(result.error)") }
        return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Stops and starts the server again (its clients see their connections close).
    public func restart() async throws {
        try await Self.offThePool { try self.pgctl(["restart", "-m", "fast"]) }
    }

    /// Stops the server (``startAgain()`` brings it back).
    public func stop() async throws {
        try await Self.offThePool { try self.pgctl(["stop", "-m", "fast"]) }
    }

    /// Starts the server again after ``stop()``.
    public func startAgain() async throws {
        try await Self.offThePool { try self.pgctl(["start"]) }
    }

    private func pgctl(_ arguments: [String]) throws {
        guard let dataDirectory, let scratch else { throw Unavailable(description: "a server started outside the tests cannot be restarted by them") }
        let options = "-p \(port) -k \(scratch) -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" + settings
        try Self.run(try Self.binaries() + "/pg_ctl", ["-D", dataDirectory, "-l", scratch + "/log", "-w", "-t", "60", "-o", options] + arguments)
    }

    /// Runs a PostgreSQL program, as `postgres` when this process is root.
    private static func run(_ program: String, _ arguments: [String]) throws {
        let command = (geteuid() == 0 ? ["runuser", "-u", "postgres", "--"] : []) + [program] + arguments
        let result = try ChildProcess.run(command, seconds: 120)
        guard result.status == 0 else {
            throw Unavailable(description: "\(command.joined(separator: " ")) failed (\(result.status)): \(result.error)\(result.output)")
        }
    }

    /// A loopback port nothing listens on now.
    private static func freePort() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Unavailable(description: "no socket: \(errno)") }
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(socket, pointer, length) == 0 && getsockname(socket, pointer, &length) == 0
            }
        }
        guard bound else { throw Unavailable(description: "no free port: \(errno)") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}
