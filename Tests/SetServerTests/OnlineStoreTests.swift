import Foundation
import GRDB
import SetCore
import SetOnline
import Testing
@testable import SetServer

@Suite("Online records (GRDB)", .timeLimit(.minutes(10)))
struct OnlineStoreTests {
    static let ada = PlayerKey("SHA256:ada")
    static let bob = PlayerKey("SHA256:bob")
    static let guest = PlayerKey("guest-00ff")

    static func directory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("set-game-store-\(UUID().uuidString)")
    }

    /// A finished test-mode game: Ada takes two sets of every three, Bob the rest, a guest none.
    static func finishedRoom() -> Room {
        var room = Room(mode: .test, seed: 5, at: 100)
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

    @Test("names: first come, kept, unique whatever the case")
    func names() throws {
        let directory = Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try OnlineStore(directory: directory)
        #expect(try store.name(of: Self.ada) == nil)
        #expect(try store.register(Self.ada, name: "Ada", at: 1))
        #expect(try store.register(Self.bob, name: "ADA", at: 2) == false)
        #expect(try store.register(Self.bob, name: "bob", at: 2))
        #expect(try OnlineStore(directory: directory).name(of: Self.ada) == "Ada")
    }

    @Test("a finished game is kept as seed and log and replays to the same table; accounts are rated, guests not")
    func finishedGame() throws {
        let directory = Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try OnlineStore(directory: directory)
        let room = Self.finishedRoom()
        let recorded = try store.recordFinishedGame(of: room, at: 200)
        let read = try #require(try OnlineStore(directory: directory).recordedGame(recorded.id))
        #expect(read.mode == .test)
        #expect(read.seed == 5)
        #expect(read.log == room.log)
        #expect(Room.replay(mode: read.mode, seed: read.seed, startedAt: read.startedAt, log: read.log) == room.game)
        // Ada 18 sets, Bob 9: expected halves, so Ada +256 × (2/3 − 1/2), Bob the opposite.
        let ada = try store.rating(of: Self.ada, in: .test)
        #expect(abs(ada.value - (1200 + 256.0 / 6)) < 0.001)
        #expect(ada.games == 1)
        #expect(abs(try store.rating(of: Self.bob, in: .test).value - (1200 - 256.0 / 6)) < 0.001)
        #expect(recorded.ratings[Self.guest] == nil)
        #expect(try store.rating(of: Self.ada, in: .standard) == .initial)
    }

    @Test("the database is in WAL mode with its migrations applied")
    func walAndMigrations() throws {
        let directory = Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try OnlineStore(directory: directory)
        let database = try DatabaseQueue(path: OnlineStore.file(in: directory).path)
        let (mode, migrations) = try database.read { db in
            (try String.fetchOne(db, sql: "PRAGMA journal_mode"), try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations"))
        }
        #expect(mode == "wal")
        #expect(migrations == ["v1: players, ratings, games"])
    }
}
