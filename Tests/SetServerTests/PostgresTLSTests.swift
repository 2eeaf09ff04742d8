import EndToEndSupport
import SetTestSupport
import Testing
@testable import SetServer

/// TLS to the shared records, against a throwaway PostgreSQL that takes TLS connections only
/// (`ssl=on`, `hostssl` alone in pg_hba.conf) with a self-signed certificate.
@Suite("TLS to PostgreSQL", .serialized, .timeLimit(.minutes(3)), .takesTurns)
struct PostgresTLSTests {
    /// The TLS-only server, started once for the suite.
    static let cluster = Task { try await PostgresCluster.startWithTLS() }

    /// A new empty database on the TLS-only server, reached with `mode`.
    static func fresh(_ mode: DatabaseURL.SSLMode) async throws -> DatabaseURL {
        let server = try DatabaseURL(parsing: try await cluster.value.url + "?sslmode=require")
        let created = try await TestDatabase.fresh(on: server)
        return DatabaseURL(user: created.user, host: created.host, port: created.port, database: created.database, sslMode: mode)
    }

    @Test("sslmode=require connects over TLS, records a game and reads it back")
    func required() async throws {
        let url = try DatabaseURL(parsing: try await Self.fresh(.require).description)
        #expect(url.sslMode == .require)
        let store = try await PostgresStore.connect(to: url)
        // The server's own view of this connection: encrypted.
        let encrypted = try await store.rows("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()", as: Bool.self)
        #expect(encrypted == [true])
        let room = OnlineStoreTests.finishedRoom()
        let game = try await store.recordFinishedGame(of: room, at: 500)
        let read = try await store.recordedGame(game.id)
        #expect(read?.seed == room.seed)
        #expect(read?.log == room.log)
        #expect(try await store.rating(of: OnlineStoreTests.ada, in: .standard).games == 1)
        await store.close()
    }

    @Test("sslmode=verify-full with a certificate no authority signed is refused, in words")
    func untrusted() async throws {
        let url = try await Self.fresh(.verifyFull)
        let error = await #expect(throws: PostgresStoreError.self) { try await PostgresStore.connect(to: url) }
        let text = error?.description ?? ""
        #expect(text.hasPrefix("cannot use the database \(url): "), "\(text)")
        #expect(
            text.hasSuffix(
                "the server's certificate is not signed by an authority this machine trusts "
                    + "(sslmode=verify-ca and verify-full check it; sslmode=require encrypts without checking)"),
            "in words: \(text)")
    }

    @Test("sslmode=disable against a server that takes TLS only is refused, in the server's words")
    func plainRefused() async throws {
        let url = try await Self.fresh(.disable)
        let error = await #expect(throws: PostgresStoreError.self) { try await PostgresStore.connect(to: url) }
        let text = error?.description ?? ""
        #expect(text.hasPrefix("cannot use the database \(url): "), "\(text)")
        #expect(text.contains("no pg_hba.conf entry for host \"127.0.0.1\""), "\(text)")
        #expect(text.hasSuffix("no encryption"), "\(text)")
    }
}
