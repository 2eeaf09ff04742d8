import Foundation
import GRDB
import NIOCore
import NIOPosix
import SetOnline
import SetTestSupport
import Testing
@testable import SetServer

/// The day's race, once played to its end, is kept in the records: a node started since, or
/// another node on the same records, deals its deal as practice instead of a second race.
@Suite("The finished day's race, remembered in the records", .timeLimit(.minutes(1)), .takesTurns)
struct FinishedRaceTests {
    static let day = 20417
    /// A moment of ``day``, UTC.
    static let noon = Double(day) * 86_400 + 43_200

    /// The race of ``day`` as a room leaves it: a standard game on the day's seed.
    static let race = GameRecord(of: OnlineStoreTests.finishedRoom(seed: RoomAccess.dailySeed(day)), raceDay: day)

    /// What `d` opens at `now` on a node just started on `store`: the room's access and the
    /// day whose deal it plays as practice, if any.
    static func daily(on store: any OnlineStore, at now: Double) async throws -> (access: RoomAccess, practisedDay: Int?) {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let loop = group.next()
        let opened = try await loop.flatSubmit {
            let hub = RoomHub.standing(at: now, seed: 3)
            let opened = loop.makePromise(of: (access: RoomAccess, practisedDay: Int?).self)
            hub.learnWhetherTodaysRaceIsOver(from: Records(store: store), on: loop) {
                switch hub.daily() {
                case .success(let room): opened.succeed((room.access, room.practisedDay))
                case .failure(let refusal): opened.fail(refusal)
                }
            }
            return opened.futureResult
        }.get()
        try await group.shutdownGracefully()
        return opened
    }

    @Test("a race's day is kept with its game and seen by another node; other games are no day's race", arguments: StoreKind.allCases)
    func kept(kind: StoreKind) async throws {
        try await kind.withStores(count: 2) { (stores: [any OnlineStore]) async throws in
            #expect(try await stores[1].raceFinished(on: Self.day) == false)
            // A practice of the day's deal, begun earlier (a game is known by its mode, seed and start).
            let practice = GameRecord(mode: .standard, seed: Self.race.seed, startedAt: Self.race.startedAt - 50, log: Self.race.log, results: Self.race.results)
            try await stores[0].recordFinishedGame(practice, at: Self.noon)
            #expect(try await stores[1].raceFinished(on: Self.day) == false, "a game on the day's deal that was not its race")
            try await stores[0].recordFinishedGame(Self.race, at: Self.noon)
            #expect(try await stores[1].raceFinished(on: Self.day))
            #expect(try await stores[1].raceFinished(on: Self.day + 1) == false)
        }
    }

    @Test("d on a node started after the day's race was recorded opens its deal as practice; the next day, a race", arguments: StoreKind.allCases)
    func notDealtAgain(kind: StoreKind) async throws {
        try await kind.withStores(count: 2) { (stores: [any OnlineStore]) async throws in
            #expect(try await Self.daily(on: stores[1], at: Self.noon) == (.daily(day: Self.day), nil))
            try await stores[0].recordFinishedGame(Self.race, at: Self.noon)
            let practice = try await Self.daily(on: stores[1], at: Self.noon + 60)
            #expect(practice.access == .unlisted && practice.practisedDay == Self.day)
            #expect(try await Self.daily(on: stores[1], at: Self.noon + 86_400) == (.daily(day: Self.day + 1), nil))
        }
    }

    @Test("a race learned over tells the open lobbies once, and the hub says today's race is over until the next day")
    func lobbiesTold() {
        var now = Self.noon
        let hub = RoomHub(clock: { now }, schedule: { _, _ in })
        var told = 0
        hub.lobbyChanged = { told += 1 }
        #expect(!hub.todaysRaceIsOver)
        hub.raceFinished(on: Self.day)
        hub.raceFinished(on: Self.day)
        #expect(hub.todaysRaceIsOver && told == 1)
        now += 86_400
        #expect(!hub.todaysRaceIsOver)
    }

    /// Today's race as another node lists it, over or not.
    static func raceElsewhere(day: Int, isOver: Bool) -> Lobby.Listing {
        let code = RoomAccess.dailyCode(day)
        return Lobby.Listing(code: code, mode: .standard, players: ["ada", "bob"], connected: 2, isOver: isOver, isDaily: true, joinCommand: "ssh -t -p 2222 a.example join \(code)")
    }

    @Test("today's race listed as over by another node stays over here once its room there closes; d then plays its deal as practice")
    func learnedFromAnotherNode() throws {
        let hub = RoomHub.standing(at: Self.noon, seed: 3)
        var told = 0
        hub.lobbyChanged = { told += 1 }
        let over = Lobby.Listing(code: "BCDF", mode: .standard, players: ["cy"], connected: 1, isOver: true, joinCommand: "ssh -t -p 2222 a.example join BCDF")
        hub.elsewhere = [Self.raceElsewhere(day: Self.day - 1, isOver: true), over, Self.raceElsewhere(day: Self.day, isOver: false)]
        #expect(!hub.todaysRaceIsOver, "yesterday's race, a room that is no race, today's race at play")
        hub.elsewhere = [Self.raceElsewhere(day: Self.day, isOver: true)]
        #expect(hub.todaysRaceIsOver && told == 2)
        hub.elsewhere = []
        #expect(hub.todaysRaceIsOver && told == 3)
        let practice = try hub.daily().get()
        #expect(practice.access == .unlisted && practice.practisedDay == Self.day)
    }

    @Test("a server started after today's race was recorded knows it is over, so its lobbies say so")
    func knownAtStart() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("set-game-race-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try SQLiteStore(directory: directory)
        let today = RoomAccess.day(at: Date().timeIntervalSince1970)
        try await store.recordFinishedGame(GameRecord(of: OnlineStoreTests.finishedRoom(seed: RoomAccess.dailySeed(today)), raceDay: today), at: 100)
        let (hostKey, _) = try HostKey.loadOrCreate(in: directory)
        let server = try await GameServer.start(on: ListenAddress(host: "127.0.0.1", port: 0), hostKey: hostKey, store: store)
        let shared = server.shared
        #expect(try await RecordsAwayTests.eventually(on: shared.eventLoop) { shared.value.hub.todaysRaceIsOver })
        try await server.close()
    }

    @Test("records that cannot be read: d opens the race as the node knows it")
    func recordsAway() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("set-game-race-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try RecordsAwayTests.FlakyStore(directory: directory)
        try await store.records.recordFinishedGame(Self.race, at: Self.noon)
        #expect(try await Self.daily(on: store, at: Self.noon) == (.daily(day: Self.day), nil))
        store.isDown.withLock { $0 = false }
        #expect(try await Self.daily(on: store, at: Self.noon).practisedDay == Self.day)
    }

    @Test("SQLite: games recorded before the race column still read, as no day's race")
    func sqliteOldGames() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("set-game-race-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let old = try DatabaseQueue(path: SQLiteStore.file(in: directory).path)
        try SQLiteStore.migrator.migrate(old, upTo: "v3: players' settings")
        try await old.write { db in
            try db.execute(sql: "INSERT INTO game (mode, seed, startedAt, endedAt) VALUES ('standard', ?, 100, ?)", arguments: [String(RoomAccess.dailySeed(Self.day)), Self.noon])
        }
        try old.close()
        let store = try SQLiteStore(directory: directory)
        #expect(try await store.recordedGame(1)?.seed == RoomAccess.dailySeed(Self.day))
        #expect(try await store.raceFinished(on: Self.day) == false)
        try await store.recordFinishedGame(Self.race, at: Self.noon)
        #expect(try await store.raceFinished(on: Self.day))
    }

    @Test("PostgreSQL: games recorded before the race column still read, as no day's race")
    func postgresOldGames() async throws {
        let url = try await TestDatabase.fresh()
        try await PostgresStore.run(
            "CREATE TABLE set_game_migration (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())", on: url)
        for migration in PostgresSchema.migrations where migration.version < 7 {
            for statement in migration.statements { try await PostgresStore.run(statement, on: url) }
            try await PostgresStore.run("INSERT INTO set_game_migration (version, name) VALUES (\(migration.version), 'before')", on: url)
        }
        try await PostgresStore.run(
            "INSERT INTO game (token, mode, seed, started_at, ended_at) VALUES ('old', 'standard', '\(RoomAccess.dailySeed(Self.day))', 100, \(Self.noon))",
            on: url)
        let store = try await PostgresStore.connect(to: url)
        do {
            #expect(try await store.recordedGame(1)?.seed == RoomAccess.dailySeed(Self.day))
            #expect(try await store.raceFinished(on: Self.day) == false)
            try await store.recordFinishedGame(Self.race, at: Self.noon)
            #expect(try await store.raceFinished(on: Self.day))
        } catch {
            await store.close()
            throw error
        }
        await store.close()
    }
}
