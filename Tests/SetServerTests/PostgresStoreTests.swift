import Logging
import PostgresNIO
import SetTestSupport
import Testing
@testable import SetServer

/// What only the PostgreSQL store has: its versioned schema, shared by nodes starting at once.
@Suite("PostgreSQL store", .timeLimit(.minutes(3)), .takesTurns)
struct PostgresStoreTests {
    /// The schema versions recorded in `url`'s database.
    static func versions(in url: DatabaseURL) async throws -> [Int] {
        let store = try await PostgresStore.connect(to: url)
        defer { Task { await store.close() } }
        return try await store.rows("SELECT version FROM set_game_migration ORDER BY version", as: Int.self)
    }

    @Test("four nodes starting at once on an empty database apply each migration once")
    func migrationsOnce() async throws {
        let url = try await TestDatabase.fresh()
        let stores = try await withThrowingTaskGroup(of: PostgresStore.self) { group in
            for _ in 0..<4 { group.addTask { try await PostgresStore.connect(to: url) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        for store in stores { await store.close() }
        #expect(try await Self.versions(in: url) == PostgresSchema.migrations.map(\.version))
    }

    @Test("a database nobody listens at is reported with its URL, password hidden")
    func unreachable() async throws {
        let server = try await TestDatabase.server()
        // A port of the test server's host where nothing listens: one above the server's own.
        let url = DatabaseURL(user: "nobody", password: "secret", host: server.host, port: server.port + 1, database: "none")
        let error = await #expect(throws: PostgresStoreError.self) { try await PostgresStore.connect(to: url) }
        let text = error?.description ?? ""
        #expect(text.hasPrefix("cannot use the database postgres://nobody:***@\(server.host):\(server.port + 1)/none: "))
        #expect(!text.contains("secret"))
        #expect(text.hasSuffix("nothing answers at \(server.host):\(server.port + 1) (connection refused)"), "in words: \(text)")
    }
}

@Suite("database URLs", .timeLimit(.minutes(1)), .takesTurns)
struct DatabaseURLTests {
    @Test("user, host, port and database are read; the port is 5432 unless given")
    func parsed() throws {
        #expect(try DatabaseURL(parsing: "postgres://set@db.example/world") == DatabaseURL(user: "set", host: "db.example", database: "world"))
        #expect(
            try DatabaseURL(parsing: "postgresql://set:pw@127.0.0.1:6543/world")
                == DatabaseURL(user: "set", password: "pw", host: "127.0.0.1", port: 6543, database: "world"))
        #expect(try DatabaseURL(parsing: "postgres://set@[::1]:5433/w").host == "::1")
    }

    @Test("what is wrong is said, and a password never shown", arguments: [
        ("mysql://a@b/c", "'mysql://a@b/c' is not postgres://USER@HOST[:PORT]/DATABASE"),
        ("postgres://host/db", "no USER@ in 'postgres://host/db'"),
        ("postgres://u:pw@host", "no /DATABASE in 'postgres://u:***@host'"),
        ("postgres://u@host:99999/db", "'host:99999' is not HOST or HOST:PORT with a port 1…65535"),
        ("postgres://u@host/db?sslmode=maybe", "sslmode 'maybe' is not one of disable, allow, prefer, require, verify-ca, verify-full"),
        ("postgres://u@host/db?connect_timeout=3", "the option 'connect_timeout' is not known here; only sslmode is"),
        ("postgres://u@host/d%zzb", "the database name has a '%' not followed by two hex digits"),
        ("postgres://u@host/d\u{1b}[2Jb/x", "'d\\u{1b}[2Jb/x' is not a database name (no '/')"),
        ("\u{1b}]0;owned\u{7}postgres://u@h/d", "'\\u{1b}]0;owned\\u{7}postgres://u@h/d' is not postgres://USER@HOST[:PORT]/DATABASE"),
    ])
    func problems(text: String, message: String) {
        #expect(throws: DatabaseURL.Problem.self) { try DatabaseURL(parsing: text) }
        do {
            _ = try DatabaseURL(parsing: text)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("percent-encoding is decoded as libpq does; sslmode is read")
    func percentAndSSLMode() throws {
        let url = try DatabaseURL(parsing: "postgres://set%2Bgame:p%40ss%3Aw@db.example:6543/my%20world?sslmode=verify-full")
        #expect(url == DatabaseURL(user: "set+game", password: "p@ss:w", host: "db.example", port: 6543, database: "my world", sslMode: .verifyFull))
        #expect(try DatabaseURL(parsing: "postgres://u@h/d").sslMode == .prefer)
        #expect(try DatabaseURL(parsing: "postgres://u@h/d?sslmode=require").sslMode == .require)
        #expect(url.description == "postgres://set+game:***@db.example:6543/my world?sslmode=verify-full")
    }

    @Test("the description hides the password")
    func description() {
        #expect(DatabaseURL(user: "u", password: "pw", host: "h", database: "d").description == "postgres://u:***@h:5432/d")
    }
}
