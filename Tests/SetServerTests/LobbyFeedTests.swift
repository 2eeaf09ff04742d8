import PostgresNIO
import SetOnline
import SetTestSupport
import Testing
@testable import SetServer

/// Rooms across nodes through LISTEN/NOTIFY, on the test PostgreSQL.
@Suite("lobby across nodes", .timeLimit(.minutes(3)), .takesTurns)
struct LobbyFeedTests {
    /// A node's feed and what it has heard, in order.
    final class Node: Sendable {
        let store: PostgresStore
        let feed: LobbyFeed
        let heard: AsyncStream<[Lobby.Listing]>

        init(_ url: DatabaseURL, address: ListenAddress) async throws {
            store = try await PostgresStore.connect(to: url)
            let (heard, tell) = AsyncStream.makeStream(of: [Lobby.Listing].self)
            self.heard = heard
            feed = LobbyFeed.start(store: store, address: address) { tell.yield($0) }
        }

        /// The first list heard that `matches`.
        func waitFor(_ matches: ([Lobby.Listing]) -> Bool) async -> [Lobby.Listing]? {
            for await listings in heard where matches(listings) { return listings }
            return nil
        }

        func close() async {
            await feed.close()
            await store.close()
        }
    }

    static let room = Lobby.Listing(code: "BCDF", mode: .standard, players: ["ada", "bob"], connected: 2, isOver: false)

    @Test("a room opened on A is listed on B with the command that joins it on A; closed, it goes")
    func openAndClose() async throws {
        let url = try await TestDatabase.fresh()
        let a = try await Node(url, address: ListenAddress(host: "a.example", port: 2201))
        let b = try await Node(url, address: ListenAddress(host: "b.example", port: 2202))
        // B listens once it has read the (empty) table.
        #expect(await b.waitFor { $0.isEmpty } == [])
        a.feed.changed(code: "BCDF", listing: Self.room)
        let listed = await b.waitFor { !$0.isEmpty }
        #expect(
            listed == [
                Lobby.Listing(
                    code: "BCDF", mode: .standard, players: ["ada", "bob"], connected: 2, isOver: false,
                    joinCommand: "ssh -t -p 2201 a.example join BCDF")
            ])
        a.feed.changed(code: "BCDF", listing: nil)
        #expect(await b.waitFor { $0.isEmpty } == [])
        await a.close()
        await b.close()
    }

    @Test("a room closed while its listing is still being written is taken out of the lobby all the same")
    func closedWhileListing() async throws {
        let url = try await TestDatabase.fresh()
        let a = try await Node(url, address: ListenAddress(host: "a.example", port: 2201))
        let b = try await Node(url, address: ListenAddress(host: "b.example", port: 2202))
        #expect(await b.waitFor { $0.isEmpty } == [])
        // A third connection holds the rooms' table for a moment, so A's listing waits in its write.
        let holder = try await PostgresStore.connect(to: url)
        let holding = Task {
            try await holder.execute("DO $$ BEGIN LOCK TABLE listed_room IN EXCLUSIVE MODE; PERFORM pg_sleep(1.5); END $$")
        }
        try await Task.sleep(for: .milliseconds(300))
        a.feed.changed(code: "BCDF", listing: Self.room)
        try await Task.sleep(for: .milliseconds(300))
        a.feed.changed(code: "BCDF", listing: nil)
        try await holding.value
        // B hears the listing once the table is free, then its closing; within seconds, not never.
        let closed = await withTaskGroup(of: [Lobby.Listing]?.self) { group in
            group.addTask { _ = await b.waitFor { !$0.isEmpty }; return await b.waitFor { $0.isEmpty } }
            group.addTask { try? await Task.sleep(for: .seconds(10)); return nil }
            defer { group.cancelAll() }
            return await group.next() ?? nil
        }
        #expect(closed == [])
        await holder.close()
        await a.close()
        await b.close()
    }

    /// A room of ada's waiting for its first game, and today's race at play.
    static let waiting = Lobby.Listing(code: "KLMN", mode: .junior, players: ["ada"], connected: 1, isOver: false, isWaiting: true)
    static let race = Lobby.Listing(code: "DAY20417", mode: .standard, players: ["bob", "cy"], connected: 2, isOver: false, isDaily: true)

    @Test("a waiting room and today's race read on B as waiting and as the race, heard at once and read by a node starting later")
    func accessAndPhase() async throws {
        let url = try await TestDatabase.fresh()
        let a = try await Node(url, address: ListenAddress(host: "a.example", port: 2201))
        let b = try await Node(url, address: ListenAddress(host: "b.example", port: 2202))
        #expect(await b.waitFor { $0.isEmpty } == [])
        a.feed.changed(code: "KLMN", listing: Self.waiting)
        a.feed.changed(code: "DAY20417", listing: Self.race)
        let heard = await b.waitFor { $0.count == 2 }
        let c = try await Node(url, address: ListenAddress(host: "c.example", port: 2203))
        let read = await c.waitFor { _ in true }
        for listings in [heard, read] {
            let rooms = Dictionary(uniqueKeysWithValues: (listings ?? []).map { ($0.code, $0) })
            #expect(rooms["KLMN"]?.isWaiting == true && rooms["KLMN"]?.isDaily == false)
            #expect(rooms["DAY20417"]?.isDaily == true && rooms["DAY20417"]?.isWaiting == false)
        }
        // The race starts: B hears it at play.
        a.feed.changed(code: "KLMN", listing: Lobby.Listing(code: "KLMN", mode: .junior, players: ["ada", "dee"], connected: 2, isOver: false))
        #expect(await b.waitFor { $0.contains { $0.code == "KLMN" && !$0.isWaiting } } != nil)
        await a.close()
        await b.close()
        await c.close()
    }

    @Test("rows listed before access and phase were kept read as open rooms at play; today's race is marked by the migration")
    func oldRows() async throws {
        let url = try await TestDatabase.fresh()
        try await PostgresStore.run(
            "CREATE TABLE set_game_migration (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())", on: url)
        for migration in PostgresSchema.migrations where migration.version < 8 {
            for statement in migration.statements { try await PostgresStore.run(statement, on: url) }
            try await PostgresStore.run("INSERT INTO set_game_migration (version, name) VALUES (\(migration.version), 'before')", on: url)
        }
        // An old node's rows, on its connection: it stays connected, so the new node does not
        // take them out as a dead node's.
        let old = try await PostgresConnection.connect(configuration: try url.connectionConfiguration, id: 0, logger: TestDatabase.logger)
        try await old.query(
            """
            WITH me AS (INSERT INTO node (id, backend) VALUES ('old', pg_backend_pid()))
            INSERT INTO listed_room (node, address, code, mode, players, connected, is_over)
            VALUES ('old', 'o.example:2200', 'BCDF', 'standard', ARRAY['ada'], 1, false),
                ('old', 'o.example:2200', 'DAY20417', 'standard', ARRAY['bob'], 1, false)
            """, logger: TestDatabase.logger)
        let b = try await Node(url, address: ListenAddress(host: "b.example", port: 2202))
        let read = await b.waitFor { _ in true } ?? []
        #expect(read.map(\.code) == ["BCDF", "DAY20417"])
        #expect(read.map(\.isDaily) == [false, true])
        #expect(read.map(\.isWaiting) == [false, false])
        await b.close()
        try await old.close()
    }

    @Test("a notice from a node older than access and phase reads as an open room at play")
    func oldNotice() {
        let payload = #"{"node":"n","address":"a.example:2201","code":"BCDF","room":{"mode":"standard","players":["ada"],"connected":1,"isOver":false}}"#
        let listing = SharedRoomNotice(payload: payload)?.listing
        #expect(listing?.code == "BCDF" && listing?.isWaiting == false && listing?.isDaily == false)
    }

    @Test("a node starting later finds the rooms already open; a node that stops takes its rooms with it")
    func later() async throws {
        let url = try await TestDatabase.fresh()
        let a = try await Node(url, address: ListenAddress(host: "a.example", port: 2201))
        let b = try await Node(url, address: ListenAddress(host: "b.example", port: 2202))
        a.feed.changed(code: "BCDF", listing: Self.room)
        _ = await b.waitFor { !$0.isEmpty }
        let c = try await Node(url, address: ListenAddress(host: "c.example", port: 2203))
        let first = await c.waitFor { _ in true }
        #expect(first?.map(\.joinCommand) == ["ssh -t -p 2201 a.example join BCDF"])
        // A node never lists its own rooms as elsewhere.
        b.feed.changed(code: "GHJK", listing: Self.room)
        let both = await c.waitFor { $0.count == 2 }
        #expect(both?.map(\.code) == ["BCDF", "GHJK"])
        await a.close()
        #expect(await c.waitFor { $0.count == 1 }?.map(\.code) == ["GHJK"])
        await b.close()
        await c.close()
    }

    @Test("a node that dies without a word: the next node to start takes its rooms out of every lobby")
    func died() async throws {
        let url = try await TestDatabase.fresh()
        let a = try await Node(url, address: ListenAddress(host: "a.example", port: 2201))
        let b = try await Node(url, address: ListenAddress(host: "b.example", port: 2202))
        a.feed.changed(code: "BCDF", listing: Self.room)
        #expect(await b.waitFor { !$0.isEmpty }?.map(\.code) == ["BCDF"])
        // A stops listening and publishing and closes its connections, telling nobody.
        await a.feed.stop()
        await a.store.close()
        // As a node that died a while ago: the server has seen its connections go (a backend
        // outlives its closed socket by a moment, and a node still connected is not dead).
        for _ in 0..<1_000 {
            let connected = try await b.store.rows(
                "SELECT count(*) FROM node JOIN pg_stat_activity ON pid = backend WHERE id = \(a.feed.node)", as: Int.self)
            if connected.first == 0 { break }
            try await Task.sleep(for: .milliseconds(10))
        }
        let c = try await Node(url, address: ListenAddress(host: "c.example", port: 2203))
        #expect(await c.waitFor { _ in true } == [])
        #expect(await b.waitFor { $0.isEmpty } == [])
        await b.close()
        await c.close()
    }
}
