import FoundationEssentials
import Glibc
import Logging
import NIOCore
import NIOPosix
import PostgresNIO
import SetCore
import SetOnline
import SetTable

/// The records many nodes share (N10), in PostgreSQL through postgres-nio: the same records
/// as ``SQLiteStore`` under a versioned schema of its own (``PostgresSchema``).
///
/// Rating updates lock the rows they change (`SELECT … FOR UPDATE`, in player order so two
/// games never wait on each other in a circle): two games finishing at once for the same
/// player, on two nodes, are applied one after the other and neither is lost.
///
/// Connections are opened as needed (``PostgresConnections``): when the database restarts,
/// calls fail until it is back, then succeed again without a restart of the node.
public final class PostgresStore: OnlineStore {
    /// Where it is.
    public let url: DatabaseURL
    let connections: PostgresConnections
    static let logger = Logger(label: "set-game.postgres", factory: { _ in SwiftLogNoOpLogHandler() })

    /// Connects to `url` and brings its schema up to date.
    /// - Throws: ``PostgresStoreError`` when the database cannot be reached or migrated.
    public static func connect(to url: DatabaseURL, connections: Int = 8) async throws -> PostgresStore {
        // On a connection of its own, which fails at once when nothing answers (the pool
        // would keep trying).
        do {
            let connection = try await PostgresConnection.connect(configuration: try url.connectionConfiguration, id: 0, logger: logger)
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
        return try PostgresStore(url: url, connections: connections)
    }

    private init(url: DatabaseURL, connections: Int) throws {
        self.url = url
        self.connections = try PostgresConnections(url: url, limit: connections)
    }

    /// Closes every connection; the store is of no use afterwards.
    public func close() async {
        await connections.close()
    }

    /// Runs `sql` once on a connection of its own to `url` (to make or drop a database).
    static func run(_ sql: String, on url: DatabaseURL) async throws {
        let connection = try await PostgresConnection.connect(configuration: try url.connectionConfiguration, id: 0, logger: logger)
        do {
            try await connection.query(PostgresQuery(unsafeSQL: sql), logger: logger)
        } catch {
            try? await connection.close()
            throw error
        }
        try await connection.close()
    }

    /// Runs `sql` and hands back its rows, all read, decoded as `columns`.
    func rows<each Column: PostgresDecodable & Sendable>(
        _ sql: PostgresQuery, as columns: (repeat each Column).Type
    ) async throws -> [(repeat each Column)] {
        try await connections.withConnection { connection in
            var rows: [(repeat each Column)] = []
            for try await row in try await connection.query(sql, logger: Self.logger).decode(columns) { rows.append(row) }
            return rows
        }
    }

    /// Runs `sql` for its effect.
    func execute(_ sql: PostgresQuery) async throws {
        try await connections.withConnection { connection in
            try await connection.query(sql, logger: Self.logger)
            return ()
        }
    }

    /// Runs `body` in one transaction on one connection: committed when it returns, rolled
    /// back when it throws (its own error is rethrown).
    func transaction<T: Sendable>(_ body: (PostgresConnection) async throws -> T) async throws -> T {
        try await connections.withConnection { connection in
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
        try await rows("SELECT name FROM player WHERE key = \(player.rawValue)", as: String.self).first
    }

    public func register(_ player: PlayerKey, name: String, at now: Double) async throws -> Bool {
        do {
            try await execute(
                """
                INSERT INTO player (key, name, skeleton, created_at)
                VALUES (\(player.rawValue), \(name), \(NameRules.skeleton(name)), \(now))
                ON CONFLICT (key) DO UPDATE SET name = excluded.name, skeleton = excluded.skeleton
                """)
            return true
        } catch let error as PSQLError where error.serverInfo?[.sqlState] == "23505" {
            return false  // unique_violation: another account has the name, or one that looks like it
        }
    }

    public func settings(of player: PlayerKey) async throws -> PlayerSettings? {
        try await rows("SELECT layout, theme, palette FROM settings WHERE player = \(player.rawValue)", as: (String, String, String).self)
            .first.map { PlayerSettings(stored: $0.0, theme: $0.1, palette: $0.2) }
    }

    public func keep(_ settings: PlayerSettings, for player: PlayerKey) async throws {
        try await execute(
            """
            INSERT INTO settings (player, layout, theme, palette)
            VALUES (\(player.rawValue), \(settings.keyboard.rawValue), \(settings.themeName), \(settings.palette.rawValue))
            ON CONFLICT (player) DO UPDATE SET layout = excluded.layout, theme = excluded.theme, palette = excluded.palette
            """)
    }

    public func rating(of player: PlayerKey, in mode: Variant) async throws -> Rating {
        let found = try await rows(
            "SELECT value, games FROM rating WHERE player = \(player.rawValue) AND mode = \(mode.name)", as: (Double, Int).self)
        return found.first.map { Rating(value: $0.0, games: $0.1) } ?? .initial
    }

    public func leaderboard(in mode: Variant, for player: PlayerKey) async throws -> Leaderboard {
        let rows = try await rows(
            """
            SELECT player.name, rating.value, rating.games FROM rating JOIN player ON player.key = rating.player
            WHERE rating.mode = \(mode.name) AND rating.games > 0 ORDER BY rating.value DESC, player.name LIMIT \(Leaderboard.size)
            """, as: (String, Double, Int).self)
        let ranked = try await self.rows("SELECT count(*)::integer FROM rating WHERE mode = \(mode.name) AND games > 0", as: Int.self).first ?? 0
        let mine = try await self.rows(
            """
            SELECT player.name, rating.value, rating.games,
                (SELECT count(*)::integer FROM rating AS better WHERE better.mode = rating.mode AND better.games > 0 AND better.value > rating.value)
            FROM rating JOIN player ON player.key = rating.player
            WHERE rating.player = \(player.rawValue) AND rating.mode = \(mode.name) AND rating.games > 0
            """, as: (String, Double, Int, Int).self)
        let yours = mine.first.map { Leaderboard.Entry(rank: $0.3 + 1, name: $0.0, rating: Int($0.1.rounded()), games: $0.2) }
        return Leaderboard(mode: mode, top: Leaderboard.ranked(rows.map { (name: $0.0, value: $0.1, games: $0.2) }), yours: yours, ranked: ranked)
    }

    public func games(of player: PlayerKey) async throws -> [PlayedGame] {
        try await rows(
            """
            SELECT game.id, game.mode, game.ended_at, (SELECT count(*)::integer FROM result AS other WHERE other.game = game.id),
                result.place, result.sets, result.misses, result.rating_after
            FROM result JOIN game ON game.id = result.game WHERE result.player = \(player.rawValue)
            ORDER BY game.ended_at DESC, game.id DESC LIMIT \(PlayedGame.listed)
            """, as: (Int64, String, Double, Int, Int, Int, Int, Double?).self
        ).compactMap { row in
            Variant.named(row.1).map { PlayedGame(id: row.0, mode: $0, endedAt: row.2, players: row.3, place: row.4, sets: row.5, misses: row.6, ratingAfter: row.7) }
        }
    }

    @discardableResult
    public func recordFinishedGame(_ room: GameRecord, at now: Double) async throws -> FinishedGame {
        let results = room.results
        let mode = room.mode.name
        return try await transaction { connection in
            let logger = Self.logger
            let token = "\(mode):\(room.seed):\(room.startedAt)"
            let inserted = try await connection.query(
                """
                INSERT INTO game (token, mode, seed, started_at, ended_at, race_day)
                VALUES (\(token), \(mode), \(String(room.seed)), \(room.startedAt), \(now), \(room.raceDay))
                ON CONFLICT (token) DO NOTHING RETURNING id
                """, logger: logger)
            var new: Int64?
            for try await value in inserted.decode(Int64.self) { new = value }
            guard let id = new else { return try await Self.recorded(token: token, of: room, on: connection) }
            let lines = room.log.map(\.columns)
            try await connection.query(
                """
                INSERT INTO entry (game, position, kind, player, cards, at)
                SELECT \(id), position - 1, kind, NULLIF(player, ''), NULLIF(cards, ''), at
                FROM unnest(\(lines.map(\.kind)), \(lines.map { $0.player ?? "" }), \(lines.map { $0.cards ?? "" }), \(room.log.map(\.at)))
                    WITH ORDINALITY AS line (kind, player, cards, at, position)
                """, logger: logger)
            let rated = room.ratedResults.sorted { $0.player < $1.player }
            var ratings: [PlayerKey: RatingChange] = [:]
            if !rated.isEmpty {
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

    /// The game `token` names as it was recorded before: its number and rating changes.
    private static func recorded(token: String, of room: GameRecord, on connection: PostgresConnection) async throws -> FinishedGame {
        var id: Int64 = 0
        for try await value in try await connection.query("SELECT id FROM game WHERE token = \(token)", logger: logger).decode(Int64.self) {
            id = value
        }
        var ratings: [PlayerKey: RatingChange] = [:]
        let rows = try await connection.query(
            """
            SELECT result.player, rating_before, rating_after, rating.games FROM result
            JOIN rating ON rating.player = result.player AND rating.mode = \(room.mode.name)
            WHERE game = \(id) AND rating_before IS NOT NULL AND rating_after IS NOT NULL
            """, logger: logger)
        for try await (player, before, after, games) in rows.decode((String, Double, Double, Int).self) {
            ratings[PlayerKey(player)] = RatingChange(before: Rating(value: before, games: games - 1), after: Rating(value: after, games: games))
        }
        return FinishedGame(
            id: id, mode: room.mode, seed: room.seed, startedAt: room.startedAt, log: room.log, results: room.results, ratings: ratings)
    }

    public func raceFinished(on day: Int) async throws -> Bool {
        try await !rows("SELECT 1 FROM game WHERE race_day = \(day) LIMIT 1", as: Int.self).isEmpty
    }

    public func recordedGame(_ id: Int64) async throws -> RecordedGame? {
        let games = try await rows("SELECT mode, seed, started_at FROM game WHERE id = \(id)", as: (String, String, Double).self)
        guard let found = games.first, let mode = Variant.named(found.0), let seed = UInt64(found.1) else { return nil }
        var log: [RoomEntry] = []
        let lines = try await rows("SELECT kind, player, cards, at FROM entry WHERE game = \(id) ORDER BY position", as: (String, String?, String?, Double).self)
        for (kind, player, cards, at) in lines {
            guard let entry = RoomEntry(kind: kind, player: player, cards: cards, at: at) else { return nil }
            log.append(entry)
        }
        let results = try await rows(
            "SELECT player, name, sets, misses, place FROM result WHERE game = \(id) ORDER BY place, name", as: (String, String, Int, Int, Int).self
        ).map { RoomResult(player: PlayerKey($0.0), name: $0.1, sets: $0.2, misses: $0.3, place: $0.4) }
        return RecordedGame(mode: mode, seed: seed, startedAt: found.2, log: log, results: results)
    }
}

extension DatabaseURL {
    /// How postgres-nio reaches it, with TLS as its ``sslMode`` asks (the system's trusted
    /// authorities for `verify-ca` and `verify-full`).
    var connectionConfiguration: PostgresConnection.Configuration {
        get throws {
            var tls = TLSConfiguration.makeClientConfiguration()
            let mode: PostgresConnection.Configuration.TLS
            switch sslMode {
            case .disable: mode = .disable
            case .allow, .prefer:
                tls.certificateVerification = .none
                mode = .prefer(try NIOSSLContext(configuration: tls))
            case .require:
                tls.certificateVerification = .none
                mode = .require(try NIOSSLContext(configuration: tls))
            case .verifyCA:
                tls.certificateVerification = .noHostnameVerification
                mode = .require(try NIOSSLContext(configuration: tls))
            case .verifyFull:
                tls.certificateVerification = .fullVerification
                mode = .require(try NIOSSLContext(configuration: tls))
            }
            return PostgresConnection.Configuration(host: host, port: port, username: user, password: password, database: database, tls: mode)
        }
    }
}

/// The shared database could not be reached or set up.
public struct PostgresStoreError: Error, CustomStringConvertible {
    public let url: DatabaseURL
    public let underlying: any Error

    public var description: String {
        "cannot use the database \(url): " + DatabaseURL.shown(PostgresStoreError.reason(underlying))
    }

    /// What went wrong in words: the server's own message when it sent one, else what the
    /// connection met (refused, closed, no TLS), never a type's name.
    static func reason(_ error: any Error) -> String {
        if let error = error as? PSQLError {
            if let message = error.serverInfo?[.message] { return message }
            switch error.code {
            case .sslUnsupported: return "the server does not offer TLS, which this sslmode asks for (add ?sslmode=disable for plain text)"
            case .serverClosedConnection, .uncleanShutdown:
                return "the server closed the connection before answering (is PostgreSQL listening there, and does it let this address in?)"
            case .failedToAddSSLHandler: return "TLS could not be set up"
            default: return error.underlying.map(reason) ?? "\(error.code)"
            }
        }
        if let error = error as? NIOConnectionError {
            let causes = error.connectionErrors.map { reason($0.error) }
            let dns = [error.dnsAError, error.dnsAAAAError].compactMap { $0 }.isEmpty ? [] : ["the host name is not found"]
            let said = Array(Set(causes + dns)).sorted()
            return "nothing answers at \(error.host):\(error.port)" + (said.isEmpty ? "" : " (" + said.joined(separator: "; ") + ")")
        }
        if let error = error as? IOError { return String(cString: strerror(error.errnoCode)).lowercased() }
        if let error = error as? NIOSSLError {
            // BoringSSL names the reason only in its error's text.
            if "\(error)".contains("CERTIFICATE_VERIFY_FAILED") {
                return "the server's certificate is not signed by an authority this machine trusts "
                    + "(sslmode=verify-ca and verify-full check it; sslmode=require encrypts without checking)"
            }
            return "TLS failed: \(error)"
        }
        if let error = error as? NIOSSLExtraError, error == .failedToValidateHostname {
            return "the server's certificate is not for this host name (sslmode=verify-full checks it; verify-ca does not)"
        }
        if case ChannelError.connectTimeout = error { return "no answer in time" }
        return "\(error)"
    }
}
