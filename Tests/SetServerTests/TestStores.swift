import EndToEndSupport
import Foundation
import Logging
import PostgresNIO
@testable import SetServer
import Testing

/// The two stores, for the tests that run against both.
enum StoreKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case sqlite
    case postgres

    var testDescription: String { rawValue }

    /// Runs `body` with `count` stores open on the same fresh, empty records (as `count`
    /// nodes or processes would have them), then closes them and throws the records away.
    func withStores(count: Int = 1, _ body: ([any OnlineStore]) async throws -> Void) async throws {
        switch self {
        case .sqlite:
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("set-game-store-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: directory) }
            try await body((0..<count).map { _ in try SQLiteStore(directory: directory) })
        case .postgres:
            let url = try await TestDatabase.fresh()
            var stores: [PostgresStore] = []
            do {
                for _ in 0..<count { stores.append(try await PostgresStore.connect(to: url)) }
                try await body(stores)
            } catch {
                for store in stores { await store.close() }
                throw error
            }
            for store in stores { await store.close() }
        }
    }
}

/// Fresh databases on the test PostgreSQL (``PostgresCluster``), one per test.
enum TestDatabase {
    static let logger = Logger(label: "set-game-tests", factory: { _ in SwiftLogNoOpLogHandler() })

    /// The server's superuser URL.
    static func server() async throws -> DatabaseURL {
        try DatabaseURL(parsing: await PostgresCluster.shared().url)
    }

    /// A new empty database on the test server.
    static func fresh(on server: DatabaseURL? = nil) async throws -> DatabaseURL {
        let server = if let server { server } else { try await Self.server() }
        let name = "set_game_\(UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: ""))"
        try await PostgresStore.run("CREATE DATABASE \(name)", on: server)
        return DatabaseURL(user: server.user, password: server.password, host: server.host, port: server.port, database: name)
    }
}
