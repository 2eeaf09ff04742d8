import Foundation
import GRDB
import SetCore
import SetOnline
import SetTable
import SetTestSupport
import Testing
@testable import SetServer

/// The records' contract, run against SQLite and PostgreSQL alike.
@Suite("Online records, in SQLite and in PostgreSQL", .timeLimit(.minutes(3)), .takesTurns)
struct OnlineStoreTests {
    static let ada = PlayerKey("SHA256:ada")
    static let bob = PlayerKey("SHA256:bob")
    static let cy = PlayerKey("SHA256:cy")
    static let guest = PlayerKey("guest-00ff")

    /// A finished game (standard unless `mode` says): Ada takes two sets of every three, Bob
    /// the rest, a guest none.
    static func finishedRoom(_ variant: Variant = .standard, seed: UInt64 = 5) -> Room {
        var room = Room(variant: variant, seed: seed, at: 100)
        _ = room.join(ada, name: "ada")
        _ = room.join(bob, name: "bob")
        _ = room.join(guest, name: "guest-00ff")
        var turn = 0
        while !room.isOver {
            for card in room.game.matchesOnTable[0] { _ = room.choose(card, by: turn % 3 == 2 ? bob : ada, at: 100 + Double(turn)) }
            turn += 1
        }
        return room
    }

    @Test("names: first come, kept, unique whatever the case, seen by another store on the same records", arguments: StoreKind.allCases)
    func names(kind: StoreKind) async throws {
        try await kind.withStores(count: 2) { (stores: [any OnlineStore]) async throws in
            let store = stores[0]
            #expect(try await store.name(of: Self.ada) == nil)
            #expect(try await store.register(Self.ada, name: "Ada", at: 1))
            #expect(try await store.register(Self.bob, name: "ADA", at: 2) == false)
            #expect(try await stores[1].register(Self.bob, name: "aDa", at: 2) == false)
            #expect(try await store.register(Self.bob, name: "bob", at: 2))
            #expect(try await stores[1].name(of: Self.ada) == "Ada")
            #expect(try await stores[1].name(of: Self.bob) == "bob")
        }
    }

    @Test("settings: none until kept, then kept with the key, replaced, seen by another store; an unknown name reads as its default", arguments: StoreKind.allCases)
    func settings(kind: StoreKind) async throws {
        try await kind.withStores(count: 2) { (stores: [any OnlineStore]) async throws in
            #expect(try await stores[0].settings(of: Self.ada) == nil)
            let chosen = PlayerSettings(keyboard: .azerty, themeName: "symbols", palette: .colorblind)
            try await stores[0].keep(chosen, for: Self.ada)
            #expect(try await stores[1].settings(of: Self.ada) == chosen)
            #expect(try await stores[1].settings(of: Self.bob) == nil)
            try await stores[1].keep(PlayerSettings(keyboard: .dvorak), for: Self.ada)
            #expect(try await stores[0].settings(of: Self.ada) == PlayerSettings(keyboard: .dvorak))
        }
        #expect(PlayerSettings(stored: "bépo", theme: "gone", palette: "neon") == PlayerSettings())
    }

    @Test("names that look like a registered one are taken: Cyrillic а, fullwidth, I for l", arguments: StoreKind.allCases)
    func lookAlikeNames(kind: StoreKind) async throws {
        try await kind.withStores(count: 2) { (stores: [any OnlineStore]) async throws in
            #expect(try await stores[0].register(Self.ada, name: "ada", at: 1))
            for lookAlike in ["\u{430}da", "ＡＤＡ", "аdа"] {
                #expect(try await stores[1].register(Self.bob, name: lookAlike, at: 2) == false, "\(lookAlike) was let in beside ada")
            }
            #expect(try await stores[0].register(Self.bob, name: "Ian", at: 2))
            #expect(try await stores[1].register(Self.cy, name: "lan", at: 3) == false)
            #expect(try await stores[1].register(Self.cy, name: "adam", at: 3))
            // An account renaming itself may keep what it has.
            #expect(try await stores[0].register(Self.ada, name: "ADA", at: 4))
        }
    }

    @Test("a finished game is kept as seed and log and replays to the same table; accounts are rated, guests not", arguments: StoreKind.allCases)
    func finishedGame(kind: StoreKind) async throws {
        try await kind.withStores(count: 2) { (stores: [any OnlineStore]) async throws in
            let store = stores[0]
            let room = Self.finishedRoom()
            let recorded = try await store.recordFinishedGame(of: room, at: 200)
            let read = try #require(try await stores[1].recordedGame(recorded.id))
            #expect(read.mode == .standard)
            #expect(read.seed == 5)
            #expect(read.startedAt == 100)
            #expect(read.log == room.log)
            #expect(Room.replay(variant: read.mode, seed: read.seed, startedAt: read.startedAt, log: read.log) == room.game)
            // Equal ratings expect halves: Ada moves by 256 × (her share − 1/2), Bob the opposite.
            let sets = Dictionary(uniqueKeysWithValues: (room.results ?? []).map { ($0.player, Double($0.sets)) })
            let share = try #require(sets[Self.ada]) / (try #require(sets[Self.ada]) + (try #require(sets[Self.bob])))
            #expect(share > 0.6, "Ada took two sets of every three")
            let ada = try await stores[1].rating(of: Self.ada, in: .standard)
            #expect(abs(ada.value - (1200 + 256 * (share - 0.5))) < 0.001)
            #expect(ada.games == 1)
            #expect(abs(try await store.rating(of: Self.bob, in: .standard).value - (1200 - 256 * (share - 0.5))) < 0.001)
            #expect(recorded.ratings[Self.guest] == nil)
            #expect(recorded.ratings[Self.ada] == RatingChange(before: .initial, after: ada))
            #expect(try await store.rating(of: Self.ada, in: .junior) == .initial)
            #expect(try await store.recordedGame(recorded.id + 1) == nil)
        }
    }

    @Test("a test room (any three match) between two keyed players is kept but changes no rating", arguments: StoreKind.allCases)
    func testRoomUnrated(kind: StoreKind) async throws {
        try await kind.withStores { (stores: [any OnlineStore]) async throws in
            let recorded = try await stores[0].recordFinishedGame(of: Self.finishedRoom(.test), at: 200)
            #expect(recorded.ratings.isEmpty)
            #expect(try await stores[0].recordedGame(recorded.id)?.mode == .test)
            for player in [Self.ada, Self.bob] {
                for mode in Variant.registered { #expect(try await stores[0].rating(of: player, in: mode) == .initial) }
            }
        }
    }

    @Test("a game begun alone (practice) is kept but changes no rating, though two keyed players finished it", arguments: StoreKind.allCases)
    func practiceUnrated(kind: StoreKind) async throws {
        try await kind.withStores { (stores: [any OnlineStore]) async throws in
            let room = Self.finishedRoom()
            let game = GameRecord(mode: .standard, seed: room.seed, startedAt: room.startedAt, log: room.log, results: room.results ?? [], isPractice: true)
            let recorded = try await stores[0].recordFinishedGame(game, at: 200)
            #expect(recorded.ratings.isEmpty)
            #expect(try await stores[0].rating(of: Self.ada, in: .standard) == .initial)
        }
    }

    @Test("the leaderboard: the rated, best first, ties sharing a rank, the viewer's own line; guests and the unrated absent", arguments: StoreKind.allCases)
    func leaderboard(kind: StoreKind) async throws {
        try await kind.withStores(count: 2) { (stores: [any OnlineStore]) async throws in
            for (player, name) in [(Self.ada, "ada"), (Self.bob, "bob"), (Self.cy, "cy")] {
                #expect(try await stores[0].register(player, name: name, at: 1))
            }
            let empty = try await stores[1].leaderboard(in: .standard, for: Self.ada)
            #expect(empty.top.isEmpty && empty.yours == nil && empty.ranked == 0)
            try await stores[0].recordFinishedGame(of: Self.finishedRoom(), at: 200)
            let board = try await stores[1].leaderboard(in: .standard, for: Self.bob)
            let ada = try await stores[1].rating(of: Self.ada, in: .standard)
            let bob = try await stores[1].rating(of: Self.bob, in: .standard)
            #expect(board.top == [
                Leaderboard.Entry(rank: 1, name: "ada", rating: Int(ada.value.rounded()), games: 1),
                Leaderboard.Entry(rank: 2, name: "bob", rating: Int(bob.value.rounded()), games: 1),
            ])
            #expect(board.yours == board.top[1])
            #expect(board.ranked == 2)
            #expect(try await stores[1].leaderboard(in: .standard, for: Self.cy).yours == nil, "cy has no rated game")
            #expect(try await stores[1].leaderboard(in: .junior, for: Self.ada).top.isEmpty)
        }
        #expect(Leaderboard.ranked([("a", 1300, 3), ("b", 1250, 2), ("c", 1250, 9), ("d", 1100, 1)]).map(\.rank) == [1, 2, 2, 4])
    }

    @Test("a player's games: newest first, with place, sets and rating after; a name change is the same account", arguments: StoreKind.allCases)
    func playedGames(kind: StoreKind) async throws {
        try await kind.withStores(count: 2) { (stores: [any OnlineStore]) async throws in
            #expect(try await stores[0].register(Self.ada, name: "ada", at: 1))
            let first = try await stores[0].recordFinishedGame(of: Self.finishedRoom(), at: 200)
            let second = try await stores[0].recordFinishedGame(of: Self.finishedRoom(.test, seed: 6), at: 300)
            let games = try await stores[1].games(of: Self.ada)
            #expect(games.map(\.id) == [second.id, first.id])
            #expect(games[1].mode == .standard && games[1].players == 3 && games[1].place == 1 && games[1].endedAt == 200)
            #expect(games[1].ratingAfter == first.ratings[Self.ada]?.after.value)
            #expect(games[0].mode == .test && games[0].ratingAfter == nil, "a test room is not rated")
            #expect(try await stores[1].games(of: Self.cy).isEmpty)
            #expect(try await stores[1].register(Self.ada, name: "Ada Lovelace", at: 400))
            #expect(try await stores[0].name(of: Self.ada) == "Ada Lovelace")
            #expect(try await stores[0].games(of: Self.ada).count == 2, "the games stay with the key")
        }
    }

    @Test("a seed above Int64.max is kept whole", arguments: StoreKind.allCases)
    func largeSeed(kind: StoreKind) async throws {
        try await kind.withStores { (stores: [any OnlineStore]) async throws in
            var room = Room(variant: .test, seed: UInt64.max - 1, at: 7)
            _ = room.join(Self.guest, name: "guest-00ff")
            let recorded = try await stores[0].recordFinishedGame(of: room, at: 8)
            #expect(try await stores[0].recordedGame(recorded.id)?.seed == UInt64.max - 1)
        }
    }

    /// 50 games between Ada and Bob finish at once, half through each of two stores (two
    /// nodes). A lost update would show as fewer than 50 games counted, or as two games that
    /// started from the same rating: every game's "before" must be the "after" of exactly one
    /// other, one chain from 1200 to the rating stored.
    @Test("50 games finishing at once through two stores lose no rating update", arguments: StoreKind.allCases)
    func concurrentFinishes(kind: StoreKind) async throws {
        try await kind.withStores(count: 2) { (stores: [any OnlineStore]) async throws in
            let changes = try await withThrowingTaskGroup(of: FinishedGame.self) { group in
                for game in 0..<50 {
                    let store = stores[game % 2]
                    let room = Self.finishedRoom(seed: UInt64(game))
                    group.addTask { try await store.recordFinishedGame(of: room, at: 200 + Double(game)) }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            for player in [Self.ada, Self.bob] {
                let stored = try await stores[0].rating(of: player, in: .standard)
                #expect(stored.games == 50)
                var next = Dictionary(changes.compactMap { $0.ratings[player] }.map { ($0.before, $0.after) }, uniquingKeysWith: { first, _ in first })
                #expect(next.count == 50, "two games began from the same rating of \(player)")
                var rating = Rating.initial
                while let after = next.removeValue(forKey: rating) { rating = after }
                #expect(next.isEmpty)
                #expect(rating == stored)
            }
        }
    }

    @Test("SQLite: names registered before skeletons keep their names; the first of two look-alikes holds the skeleton")
    func skeletonMigration() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("set-game-store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let old = try DatabasePool(path: SQLiteStore.file(in: directory).path)
        try SQLiteStore.migrator.migrate(old, upTo: "v1: players, ratings, games")
        try await old.write { db in
            try db.execute(sql: "INSERT INTO player (key, name, createdAt) VALUES ('SHA256:ada', 'ada', 1), ('SHA256:bob', '\u{430}da', 2)")
        }
        try old.close()
        let store = try SQLiteStore(directory: directory)
        #expect(try await store.name(of: Self.ada) == "ada")
        #expect(try await store.name(of: Self.bob) == "\u{430}da")
        #expect(try await store.register(Self.cy, name: "ADA", at: 3) == false)
        #expect(try await store.register(Self.cy, name: "\u{430}d\u{430}", at: 3) == false)
    }

    @Test("SQLite: the database is in WAL mode with its migrations applied")
    func walAndMigrations() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("set-game-store-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try SQLiteStore(directory: directory)
        let database = try DatabaseQueue(path: SQLiteStore.file(in: directory).path)
        let (mode, migrations) = try database.read { db in
            (try String.fetchOne(db, sql: "PRAGMA journal_mode"), try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"))
        }
        #expect(mode == "wal")
        #expect(migrations == ["v1: players, ratings, games", "v2: name skeletons", "v3: players' settings", "v4: the day's race of a game"])
    }

    @Test("SQLite: records of the first version gain the settings table when opened, the players kept")
    func settingsMigration() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("set-game-store-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let old = try DatabaseQueue(path: SQLiteStore.file(in: directory).path)
        try SQLiteStore.migrator.migrate(old, upTo: "v1: players, ratings, games")
        try await old.write { db in try db.execute(sql: "INSERT INTO player (key, name, createdAt) VALUES ('SHA256:ada', 'ada', 1)") }
        try old.close()
        let store = try SQLiteStore(directory: directory)
        #expect(try await store.name(of: Self.ada) == "ada")
        #expect(try await store.settings(of: Self.ada) == nil)
        try await store.keep(PlayerSettings(keyboard: .colemak), for: Self.ada)
        #expect(try await store.settings(of: Self.ada)?.keyboard == .colemak)
    }
}
