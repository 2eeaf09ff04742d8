import FoundationEssentials
import Logging
import NIOCore
import NIOPosix
import PostgresNIO
import SetCore
import SetOnline

/// The records many nodes share (N10), in PostgreSQL through postgres-nio: the same records
/// as ``SQLiteStore`` under a versioned schema of its own (``PostgresSchema``).
///
/// Rating updates lock the rows they change (`SELECT … FOR UPDATE`, in player order so two
/// games never wait on each other in a circle): two games finishing at once for the same
/// player, on two nodes, are applied one after the other and neither is lost.
///
/// Connections come from a pool that opens new ones as needed: when the database restarts,
/// calls fail until it is back, then succeed again without a restart of the node.
public final class PostgresStore: OnlineStore {
    /// Where it is.
    public let url: DatabaseURL
    let client: PostgresClient
    private let runner: Task<Void, Never>
    static let logger = Logger(label: "set-game.postgres", factory: { _ in SwiftLogNoOpLogHandler() })

    /// Connects to `url` and brings its schema up to date.
    /// - Throws: ``PostgresStoreError`` when the database cannot be reached or migrated.
    public static func connect(to url: DatabaseURL, connections: Int = 8) async throws -> PostgresStore {
        // On a connection of its own, which fails at once when nothing answers (the pool
        // would keep trying).
        do {
            let connection = try await PostgresConnection.connect(configuration: url.connectionConfiguration, id: 0, logger: logger)
            do {
                try await PostgresSchema.migrate(connection, logger: logger)
            } catch {
                try? await connection.close()
                throw error
            }
            try await connection.close()
        } catch {
            throw PostgresStoreError(url: url, underlying: error)
        }
        return PostgresStore(url: url, connections: connections)
    }

    private init(url: DatabaseURL, connections: Int) {
        self.url = url
        var configuration = PostgresClient.Configuration(
            host: url.host, port: url.port, username: url.user, password: url.password, database: url.database, tls: .disable)
        configuration.options.minimumConnections = 1
        configuration.options.maximumConnections = connections
        configuration.options.connectTimeout = .seconds(5)
        configuration.options.keepAliveBehavior = .init(frequency: .seconds(10))
        let client = PostgresClient(configuration: configuration, backgroundLogger: Self.logger)
        self.client = client
        runner = Task { await client.run() }
    }

    /// Closes every connection; the store is of no use afterwards.
    public func close() async {
        runner.cancel()
        await runner.value
    }

    /// Runs `body` in one transaction on one connection: committed when it returns, rolled
    /// back when it throws (its own error is rethrown).
    func transaction<T: Sendable>(_ body: (PostgresConnection) async throws -> T) async throws -> T {
        try await client.withConnection { connection in
            try await connection.query("BEGIN", logger: Self.logger)
            do {
                let value = try await body(connection)
                try await connection.query("COMMIT", logger: Self.logger)
                return value
            } catch {
                _ = try? await connection.query("ROLLBACK", logger: Self.logger)
                throw error
            }
        }
    }

    public func name(of player: PlayerKey) async throws -> String? {
        let rows = try await client.query("SELECT name FROM player WHERE key = \(player.rawValue)", logger: Self.logger)
        for try await name in rows.decode(String.self) { return name }
        return nil
    }

    public func register(_ player: PlayerKey, name: String, at now: Double) async throws -> Bool {
        do {
            try await client.query(
                """
                INSERT INTO player (key, name, created_at) VALUES (\(player.rawValue), \(name), \(now))
                ON CONFLICT (key) DO UPDATE SET name = excluded.name
                """, logger: Self.logger)
            return true
        } catch let error as PSQLError where error.serverInfo?[.sqlState] == "23505" {
            return false  // unique_violation: another account has the name
        }
    }

    public func rating(of player: PlayerKey, in mode: RoomMode) async throws -> Rating {
        let rows = try await client.query(
            "SELECT value, games FROM rating WHERE player = \(player.rawValue) AND mode = \(mode.rawValue)", logger: Self.logger)
        for try await (value, games) in rows.decode((Double, Int).self) { return Rating(value: value, games: games) }
        return .initial
    }

    @discardableResult
    public func recordFinishedGame(of room: Room, at now: Double) async throws -> FinishedGame {
        let results = room.results ?? []
        let mode = room.mode.rawValue
        return try await transaction { connection in
            let logger = Self.logger
            var id: Int64 = 0
            let inserted = try await connection.query(
                """
                INSERT INTO game (mode, seed, started_at, ended_at) VALUES (\(mode), \(String(room.seed)), \(room.startedAt), \(now))
                RETURNING id
                """, logger: logger)
            for try await value in inserted.decode(Int64.self) { id = value }
            let lines = room.log.map(\.columns)
            try await connection.query(
                """
                INSERT INTO entry (game, position, kind, player, cards, at)
                SELECT \(id), position - 1, kind, NULLIF(player, ''), NULLIF(cards, ''), at
                FROM unnest(\(lines.map(\.kind)), \(lines.map { $0.player ?? "" }), \(lines.map { $0.cards ?? "" }), \(room.log.map(\.at)))
                    WITH ORDINALITY AS line (kind, player, cards, at, position)
                """, logger: logger)
            let rated = results.filter(\.player.isAccount).sorted { $0.player < $1.player }
            var ratings: [PlayerKey: RatingChange] = [:]
            if rated.count >= 2 {
                let keys = rated.map(\.player.rawValue)
                // A first game has no row to lock: make one (at the initial rating), then lock
                // them all, in key order as every node does.
                try await connection.query(
                    """
                    INSERT INTO rating (player, mode, value, games)
                    SELECT key, \(mode), \(Rating.initial.value), \(Rating.initial.games) FROM unnest(\(keys)) AS key
                    ORDER BY key ON CONFLICT DO NOTHING
                    """, logger: logger)
                var current: [String: Rating] = [:]
                let locked = try await connection.query(
                    """
                    SELECT player, value, games FROM rating WHERE mode = \(mode) AND player = ANY(\(keys))
                    ORDER BY player FOR UPDATE
                    """, logger: logger)
                for try await (player, value, games) in locked.decode((String, Double, Int).self) {
                    current[player] = Rating(value: value, games: games)
                }
                let before = keys.map { current[$0] ?? .initial }
                let after = Rating.afterGame(zip(before, rated).map { ($0, $1.sets) })
                for (index, result) in rated.enumerated() {
                    ratings[result.player] = RatingChange(before: before[index], after: after[index])
                }
                try await connection.query(
                    """
                    UPDATE rating SET value = new.value, games = new.games
                    FROM unnest(\(keys), \(after.map(\.value)), \(after.map(\.games))) AS new (player, value, games)
                    WHERE rating.player = new.player AND rating.mode = \(mode)
                    """, logger: logger)
            }
            for result in results {
                try await connection.query(
                    """
                    INSERT INTO result (game, player, name, sets, misses, place, rating_before, rating_after)
                    VALUES (\(id), \(result.player.rawValue), \(result.name), \(result.sets), \(result.misses), \(result.place),
                        \(ratings[result.player]?.before.value), \(ratings[result.player]?.after.value))
                    """, logger: logger)
            }
            return FinishedGame(id: id, mode: room.mode, seed: room.seed, startedAt: room.startedAt, log: room.log, results: results, ratings: ratings)
        }
    }

    public func recordedGame(_ id: Int64) async throws -> RecordedGame? {
        var found: (mode: String, seed: String, startedAt: Double)?
        let games = try await client.query("SELECT mode, seed, started_at FROM game WHERE id = \(id)", logger: Self.logger)
        for try await row in games.decode((String, String, Double).self) { found = row }
        guard let found, let mode = RoomMode(rawValue: found.mode), let seed = UInt64(found.seed) else { return nil }
        var log: [RoomEntry] = []
        let lines = try await client.query(
            "SELECT kind, player, cards, at FROM entry WHERE game = \(id) ORDER BY position", logger: Self.logger)
        for try await (kind, player, cards, at) in lines.decode((String, String?, String?, Double).self) {
            guard let entry = RoomEntry(kind: kind, player: player, cards: cards, at: at) else { return nil }
            log.append(entry)
        }
        return RecordedGame(mode: mode, seed: seed, startedAt: found.startedAt, log: log)
    }
}

extension DatabaseURL {
    /// How postgres-nio reaches it (no TLS: loopback or a private network).
    var connectionConfiguration: PostgresConnection.Configuration {
        PostgresConnection.Configuration(host: host, port: port, username: user, password: password, database: database, tls: .disable)
    }
}

/// The shared database could not be reached or set up.
public struct PostgresStoreError: Error, CustomStringConvertible {
    public let url: DatabaseURL
    public let underlying: any Error

    public var description: String {
        "cannot use the database \(url): \(PostgresStoreError.reason(underlying))"
    }

    /// What went wrong in words: the server's own message when it sent one.
    static func reason(_ error: any Error) -> String {
        if let error = error as? PSQLError {
            if let message = error.serverInfo?[.message] { return message }
            return "\(error.code)" + (error.underlying.map { " (\($0))" } ?? "")
        }
        return "\(error)"
    }
}
