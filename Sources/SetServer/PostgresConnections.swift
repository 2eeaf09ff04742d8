import Logging
import NIOCore
import PostgresNIO

/// The connections a ``PostgresStore`` uses: at most `limit` open, kept for reuse, each
/// opened when needed and dropped after any failure.
///
/// postgres-nio's own pool backs off for a minute and more after its connections fail, and
/// a call made meanwhile waits that long. Here a call while the database is away fails at
/// once (nothing listens) or after ``connectTimeout`` (nothing answers), and the first call
/// after it is back opens a fresh connection: the retries and their backoff belong to the
/// caller (``FinishedGameQueue``, ``LobbyFeed``), which knows what waiting costs.
actor PostgresConnections {
    /// How long opening a connection may take.
    static let connectTimeout = TimeAmount.seconds(3)
    private let configuration: PostgresConnection.Configuration
    private let limit: Int
    private var idle: [PostgresConnection] = []
    private var open = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var nextID = 1
    private var closed = false

    init(url: DatabaseURL, limit: Int) throws {
        var configuration = try url.connectionConfiguration
        configuration.options.connectTimeout = Self.connectTimeout
        self.configuration = configuration
        self.limit = max(limit, 1)
    }

    /// Runs `body` on a connection of its own; the connection is dropped if `body` throws.
    nonisolated func withConnection<T: Sendable>(_ body: (PostgresConnection) async throws -> T) async throws -> T {
        let connection = try await lease()
        do {
            let value = try await body(connection)
            await release(connection, healthy: true)
            return value
        } catch {
            await release(connection, healthy: false)
            throw error
        }
    }

    /// Closes every idle connection; later calls fail.
    func close() async {
        closed = true
        let connections = idle
        idle = []
        for connection in connections { try? await connection.close() }
    }

    private func lease() async throws -> PostgresConnection {
        while true {
            guard !closed else { throw StoreClosed() }
            while let connection = idle.popLast() {
                if !connection.isClosed { return connection }
                open -= 1
            }
            if open < limit {
                open += 1
                nextID += 1
                do {
                    return try await PostgresConnection.connect(configuration: configuration, id: nextID, logger: PostgresStore.logger)
                } catch {
                    open -= 1
                    wakeOne()
                    throw error
                }
            }
            await withCheckedContinuation { waiting.append($0) }
        }
    }

    private func release(_ connection: PostgresConnection, healthy: Bool) {
        if healthy, !connection.isClosed, !closed {
            idle.append(connection)
        } else {
            open -= 1
            Task { try? await connection.close() }
        }
        wakeOne()
    }

    private func wakeOne() {
        if !waiting.isEmpty { waiting.removeFirst().resume() }
    }
}

/// A call on a store after ``PostgresStore/close()``.
struct StoreClosed: Error, CustomStringConvertible {
    var description: String { "the store is closed" }
}
