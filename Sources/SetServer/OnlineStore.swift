import FoundationEssentials
import GRDB
import SetCore
import SetOnline

/// The server's records (N5–N7), in SQLite through GRDB in the data directory (WAL mode, a
/// versioned schema): accounts and their names, ratings per mode, and every finished game
/// as its seed and ordered log, so any game replays exactly.
///
/// Calls block: the server makes them off its event loop.
public final class OnlineStore: Sendable {
    private let pool: DatabasePool

    /// The database file in `directory`.
    public static func file(in directory: URL) -> URL {
        directory.appendingPathComponent("online.sqlite")
    }

    /// Opens (or creates) the records in `directory` and brings the schema up to date.
    public init(directory: URL) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        pool = try DatabasePool(path: Self.file(in: directory).path)
        try Self.migrator.migrate(pool)
    }

    /// The schema, one named migration per version.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: players, ratings, games") { db in
            try db.create(table: "player") { table in
                table.primaryKey("key", .text)
                table.column("name", .text).notNull().unique().collate(.nocase)
                table.column("createdAt", .double).notNull()
            }
            try db.create(table: "rating") { table in
                table.column("player", .text).notNull()
                table.column("mode", .text).notNull()
                table.column("value", .double).notNull()
                table.column("games", .integer).notNull()
                table.primaryKey(["player", "mode"])
            }
            try db.create(table: "game") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("mode", .text).notNull()
                // A UInt64 seed as text: SQLite's integers are signed.
                table.column("seed", .text).notNull()
                table.column("startedAt", .double).notNull()
                table.column("endedAt", .double).notNull()
            }
            try db.create(table: "entry") { table in
                table.column("game", .integer).notNull().references("game", onDelete: .cascade)
                table.column("position", .integer).notNull()
                table.column("kind", .text).notNull()
                table.column("player", .text)
                table.column("cards", .text)
                table.column("at", .double).notNull()
                table.primaryKey(["game", "position"])
            }
            try db.create(table: "result") { table in
                table.column("game", .integer).notNull().references("game", onDelete: .cascade)
                table.column("player", .text).notNull()
                table.column("name", .text).notNull()
                table.column("sets", .integer).notNull()
                table.column("misses", .integer).notNull()
                table.column("place", .integer).notNull()
                table.column("ratingBefore", .double)
                table.column("ratingAfter", .double)
                table.primaryKey(["game", "player"])
            }
        }
        return migrator
    }

    /// The name an account chose, or nil on its first visit.
    public func name(of player: PlayerKey) throws -> String? {
        try pool.read { db in try String.fetchOne(db, sql: "SELECT name FROM player WHERE key = ?", arguments: [player.rawValue]) }
    }

    /// Records `name` for a new account; false when another account has it (case ignored).
    public func register(_ player: PlayerKey, name: String, at now: Double) throws -> Bool {
        try pool.write { db in
            let taken = try Bool.fetchOne(db, sql: "SELECT 1 FROM player WHERE name = ? COLLATE NOCASE AND key <> ?", arguments: [name, player.rawValue]) ?? false
            guard !taken else { return false }
            try db.execute(
                sql: "INSERT INTO player (key, name, createdAt) VALUES (?, ?, ?) ON CONFLICT(key) DO UPDATE SET name = excluded.name",
                arguments: [player.rawValue, name, now])
            return true
        }
    }

    /// `player`'s rating in `mode` (the initial one before any rated game).
    public func rating(of player: PlayerKey, in mode: RoomMode) throws -> Rating {
        try pool.read { db in try Self.rating(of: player, in: mode, db) }
    }

    private static func rating(of player: PlayerKey, in mode: RoomMode, _ db: Database) throws -> Rating {
        guard let row = try Row.fetchOne(db, sql: "SELECT value, games FROM rating WHERE player = ? AND mode = ?", arguments: [player.rawValue, mode.rawValue])
        else { return .initial }
        return Rating(value: row["value"], games: row["games"])
    }

    /// A finished game: its mode, seed, start and log, the results, and the rating changes
    /// recorded with it.
    public struct FinishedGame: Sendable {
        public let id: Int64
        public let mode: RoomMode
        public let seed: UInt64
        public let startedAt: Double
        public let log: [RoomEntry]
        public let results: [RoomResult]
        /// Each rated player's rating before and after the game.
        public let ratings: [PlayerKey: RatingChange]
    }

    /// Records the finished game of `room` at `now` in one transaction, and with it the
    /// rating changes of its accounts when two or more took part (guests are unrated).
    @discardableResult
    public func recordFinishedGame(of room: Room, at now: Double) throws -> FinishedGame {
        let results = room.results ?? []
        return try pool.write { db in
            try db.execute(
                sql: "INSERT INTO game (mode, seed, startedAt, endedAt) VALUES (?, ?, ?, ?)",
                arguments: [room.mode.rawValue, String(room.seed), room.startedAt, now])
            let id = db.lastInsertedRowID
            for (position, entry) in room.log.enumerated() {
                let (kind, player, cards) = Self.columns(of: entry)
                try db.execute(
                    sql: "INSERT INTO entry (game, position, kind, player, cards, at) VALUES (?, ?, ?, ?, ?, ?)",
                    arguments: [id, position, kind, player, cards, entry.at])
            }
            let rated = results.filter(\.player.isAccount)
            var ratings: [PlayerKey: RatingChange] = [:]
            if rated.count >= 2 {
                let before = try rated.map { try Self.rating(of: $0.player, in: room.mode, db) }
                let after = Rating.afterGame(zip(before, rated).map { ($0, $1.sets) })
                for (index, result) in rated.enumerated() {
                    ratings[result.player] = RatingChange(before: before[index], after: after[index])
                    try db.execute(
                        sql: """
                            INSERT INTO rating (player, mode, value, games) VALUES (?, ?, ?, ?)
                            ON CONFLICT(player, mode) DO UPDATE SET value = excluded.value, games = excluded.games
                            """,
                        arguments: [result.player.rawValue, room.mode.rawValue, after[index].value, after[index].games])
                }
            }
            for result in results {
                try db.execute(
                    sql: "INSERT INTO result (game, player, name, sets, misses, place, ratingBefore, ratingAfter) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    arguments: [id, result.player.rawValue, result.name, result.sets, result.misses, result.place,
                        ratings[result.player]?.before.value, ratings[result.player]?.after.value])
            }
            return FinishedGame(id: id, mode: room.mode, seed: room.seed, startedAt: room.startedAt, log: room.log, results: results, ratings: ratings)
        }
    }

    /// The seed, start and log of the recorded game `id`, as stored; nil when there is none
    /// or it cannot be read back (an unknown mode or a damaged line).
    public func recordedGame(_ id: Int64) throws -> (mode: RoomMode, seed: UInt64, startedAt: Double, log: [RoomEntry])? {
        try pool.read { db in
            guard let game = try Row.fetchOne(db, sql: "SELECT mode, seed, startedAt FROM game WHERE id = ?", arguments: [id]),
                let mode = RoomMode(rawValue: game["mode"]), let seed = UInt64(game["seed"] as String)
            else { return nil }
            var log: [RoomEntry] = []
            for row in try Row.fetchAll(db, sql: "SELECT kind, player, cards, at FROM entry WHERE game = ? ORDER BY position", arguments: [id]) {
                guard let entry = Self.entry(kind: row["kind"], player: row["player"], cards: row["cards"], at: row["at"]) else { return nil }
                log.append(entry)
            }
            return (mode, seed, game["startedAt"], log)
        }
    }

    private static func columns(of entry: RoomEntry) -> (String, String?, String?) {
        func text(_ cards: [CardID]) -> String { cards.map { String($0.rawValue) }.joined(separator: ",") }
        switch entry {
        case .took(let player, let cards, _): return ("took", player.rawValue, text(cards))
        case .missed(let player, let cards, _): return ("missed", player.rawValue, text(cards))
        case .dealt: return ("dealt", nil, nil)
        }
    }

    private static func entry(kind: String, player: String?, cards: String?, at: Double) -> RoomEntry? {
        let ids = cards.map { $0.split(separator: ",").compactMap { Int($0) }.map(CardID.init) }
        switch (kind, player, ids) {
        case ("took", let player?, let ids?) where ids.count == 3: return .took(PlayerKey(player), cards: ids, at: at)
        case ("missed", let player?, let ids?) where ids.count == 3: return .missed(PlayerKey(player), cards: ids, at: at)
        case ("dealt", _, _): return .dealt(at: at)
        default: return nil
        }
    }
}
