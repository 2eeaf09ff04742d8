import Logging
import PostgresNIO

/// The shared database's schema, one numbered migration per version, applied in order by
/// whichever node starts first (the others wait on an advisory lock and find them applied).
enum PostgresSchema {
    /// A step of the schema: its version, a name for people, and its statements.
    struct Migration: Sendable {
        let version: Int
        let name: String
        let statements: [String]
    }

    /// Every migration, oldest first; a new version is a new entry, never an edit.
    static let migrations: [Migration] = [
        Migration(version: 1, name: "players, ratings, games", statements: [
            """
            CREATE TABLE player (
                key text PRIMARY KEY,
                name text NOT NULL,
                created_at double precision NOT NULL
            )
            """,
            // Names are unique whatever the case, as in SQLite's NOCASE.
            "CREATE UNIQUE INDEX player_name ON player (lower(name))",
            """
            CREATE TABLE rating (
                player text NOT NULL,
                mode text NOT NULL,
                value double precision NOT NULL,
                games integer NOT NULL,
                PRIMARY KEY (player, mode)
            )
            """,
            """
            CREATE TABLE game (
                id bigserial PRIMARY KEY,
                mode text NOT NULL,
                seed text NOT NULL,
                started_at double precision NOT NULL,
                ended_at double precision NOT NULL
            )
            """,
            """
            CREATE TABLE entry (
                game bigint NOT NULL REFERENCES game (id) ON DELETE CASCADE,
                position integer NOT NULL,
                kind text NOT NULL,
                player text,
                cards text,
                at double precision NOT NULL,
                PRIMARY KEY (game, position)
            )
            """,
            """
            CREATE TABLE result (
                game bigint NOT NULL REFERENCES game (id) ON DELETE CASCADE,
                player text NOT NULL,
                name text NOT NULL,
                sets integer NOT NULL,
                misses integer NOT NULL,
                place integer NOT NULL,
                rating_before double precision,
                rating_after double precision,
                PRIMARY KEY (game, player)
            )
            """,
        ]),
        Migration(version: 2, name: "rooms listed across nodes", statements: [
            """
            CREATE TABLE listed_room (
                node text NOT NULL,
                address text NOT NULL,
                code text NOT NULL,
                mode text NOT NULL,
                players text[] NOT NULL,
                connected integer NOT NULL,
                is_over boolean NOT NULL,
                PRIMARY KEY (node, code)
            )
            """,
        ]),
        // A game written again after its commit's reply was lost (a restart at that moment)
        // is known by its room's mode, seed and start, and kept once.
        Migration(version: 3, name: "each game recorded once", statements: [
            "ALTER TABLE game ADD COLUMN token text UNIQUE",
        ]),
        // Each node's listening connection: when it is gone, so is the node (and its rooms).
        Migration(version: 4, name: "nodes and their connections", statements: [
            "CREATE TABLE node (id text PRIMARY KEY, backend integer NOT NULL)",
        ]),
        // Names compared as they look (``NameRules/skeleton(_:)``). Names registered before
        // get their lower case, which their unique index already keeps apart.
        Migration(version: 5, name: "name skeletons", statements: [
            "ALTER TABLE player ADD COLUMN skeleton text",
            "UPDATE player SET skeleton = lower(name)",
            "CREATE UNIQUE INDEX player_skeleton ON player (skeleton)",
        ]),
        Migration(version: 6, name: "players' settings", statements: [
            "CREATE TABLE settings (player text PRIMARY KEY, layout text NOT NULL, theme text NOT NULL, palette text NOT NULL)",
        ]),
        // The day whose race a game was: one race a day across the nodes, never dealt again
        // once recorded. Games recorded before read as no day's race.
        Migration(version: 7, name: "the day's race of a game", statements: [
            "ALTER TABLE game ADD COLUMN race_day integer",
            "CREATE INDEX game_race_day ON game (race_day)",
        ]),
        // How a room shared across nodes is found and whether it waits for its first game.
        // Rows of nodes older than this read as open rooms at play; today's race, until
        // now known by its code, is marked once here.
        Migration(version: 8, name: "shared rooms' access and phase", statements: [
            "ALTER TABLE listed_room ADD COLUMN access text NOT NULL DEFAULT 'open'",
            "ALTER TABLE listed_room ADD COLUMN phase text NOT NULL DEFAULT 'playing'",
            "UPDATE listed_room SET access = 'daily' WHERE code LIKE 'DAY%'",
        ]),
    ]

    /// Any number that no other program on the database uses for an advisory lock.
    static let migrationLock: Int64 = 0x5E7_6A3E

    /// Brings the schema on `connection` up to date in one transaction; returns the versions
    /// it applied.
    @discardableResult
    static func migrate(_ connection: PostgresConnection, logger: Logger) async throws -> [Int] {
        try await connection.query("BEGIN", logger: logger)
        do {
            try await connection.query("SELECT pg_advisory_xact_lock(\(migrationLock))", logger: logger)
            try await connection.query(
                """
                CREATE TABLE IF NOT EXISTS set_game_migration (
                    version integer PRIMARY KEY,
                    name text NOT NULL,
                    applied_at timestamptz NOT NULL DEFAULT now()
                )
                """, logger: logger)
            var applied: Set<Int> = []
            for try await version in try await connection.query("SELECT version FROM set_game_migration", logger: logger).decode(Int.self) {
                applied.insert(version)
            }
            var new: [Int] = []
            for migration in migrations where !applied.contains(migration.version) {
                for statement in migration.statements {
                    try await connection.query(PostgresQuery(unsafeSQL: statement), logger: logger)
                }
                try await connection.query(
                    "INSERT INTO set_game_migration (version, name) VALUES (\(migration.version), \(migration.name))", logger: logger)
                new.append(migration.version)
            }
            try await connection.query("COMMIT", logger: logger)
            return new
        } catch {
            _ = try? await connection.query("ROLLBACK", logger: logger)
            throw error
        }
    }
}
