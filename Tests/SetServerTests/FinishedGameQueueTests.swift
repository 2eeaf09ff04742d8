import EndToEndSupport
import Foundation
import SetOnline
import SetTestSupport
import Testing
@testable import SetServer

/// A PostgreSQL that stops and restarts under a running node: no finished game is lost,
/// and beyond the queue's bound the players are told. Each test has a cluster of its own.
@Suite("finished games while the database is away", .serialized, .timeLimit(.minutes(3)), .takesTurns)
struct FinishedGameQueueTests {
    /// A cluster of its own, a fresh database on it, and a store and queue on that.
    struct Setup {
        let cluster: PostgresCluster
        let store: PostgresStore
        let queue: FinishedGameQueue
        let written: AsyncStream<FinishedGame>
        let write: AsyncStream<FinishedGame>.Continuation

        init(limit: Int) async throws {
            cluster = try await PostgresCluster.start()
            let url = try await TestDatabase.fresh(on: try DatabaseURL(parsing: cluster.url))
            store = try await PostgresStore.connect(to: url)
            queue = FinishedGameQueue(store: store, limit: limit)
            (written, write) = AsyncStream.makeStream(of: FinishedGame.self)
        }

        /// Hands game `seed` to the queue.
        func finish(_ seed: UInt64) async -> FinishedGameQueue.Outcome {
            let write = write
            return await queue.record(GameRecord(of: OnlineStoreTests.finishedRoom(seed: seed)), at: 1000 + Double(seed)) { write.yield($0) }
        }

        /// The seeds of the games recorded, in the order they were written.
        func recordedSeeds() async throws -> [UInt64] {
            try await store.rows("SELECT seed FROM game ORDER BY id", as: String.self).compactMap { UInt64($0) }
        }
    }

    static func isRecorded(_ outcome: FinishedGameQueue.Outcome) -> Bool {
        if case .recorded = outcome { true } else { false }
    }

    static func isWaiting(_ outcome: FinishedGameQueue.Outcome) -> Bool {
        if case .waiting = outcome { true } else { false }
    }

    @Test("stopped, then started: games that ended meanwhile wait and are written in order; restarted: the next game is written")
    func stopAndRestart() async throws {
        let setup = try await Setup(limit: 10)
        #expect(Self.isRecorded(await setup.finish(1)))
        try await setup.cluster.stop()
        for seed: UInt64 in 2...4 { #expect(Self.isWaiting(await setup.finish(seed))) }
        #expect(await setup.queue.count == 3)
        try await setup.cluster.startAgain()
        var later: [UInt64] = []
        for await game in setup.written {
            later.append(game.seed)
            if later.count == 3 { break }
        }
        #expect(later == [2, 3, 4])
        // pg_ctl restart: the node's open connections die under it.
        try await setup.cluster.restart()
        let outcome = await setup.finish(5)
        if Self.isWaiting(outcome) { _ = await setup.written.first { $0.seed == 5 } }
        #expect(try await setup.recordedSeeds() == [1, 2, 3, 4, 5])
        let ada = try await setup.store.rating(of: OnlineStoreTests.ada, in: .standard)
        #expect(ada.games == 5)
        await setup.store.close()
    }

    @Test("beyond the bound a game is refused, and the ones kept are written once the database is back")
    func bound() async throws {
        let setup = try await Setup(limit: 2)
        try await setup.cluster.stop()
        #expect(Self.isWaiting(await setup.finish(1)))
        #expect(Self.isWaiting(await setup.finish(2)))
        guard case .refused = await setup.finish(3) else {
            Issue.record("a third game was kept beyond a bound of 2")
            return
        }
        try await setup.cluster.startAgain()
        var seeds: [UInt64] = []
        for await game in setup.written {
            seeds.append(game.seed)
            if seeds.count == 2 { break }
        }
        #expect(try await setup.recordedSeeds() == [1, 2])
        await setup.store.close()
    }

    @Test("a game written twice (its first reply lost) is kept once and rated once")
    func writtenTwice() async throws {
        try await StoreKind.postgres.withStores { (stores: [any OnlineStore]) async throws in
            let room = OnlineStoreTests.finishedRoom()
            let first = try await stores[0].recordFinishedGame(of: room, at: 200)
            let again = try await stores[0].recordFinishedGame(of: room, at: 200)
            #expect(again.id == first.id)
            #expect(again.ratings == first.ratings)
            #expect(try await stores[0].rating(of: OnlineStoreTests.ada, in: .standard).games == 1)
        }
    }
}
