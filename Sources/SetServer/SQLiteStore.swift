import FoundationEssentials
import GRDB
import SetCore
import SetOnline
import SetTable

/// The records of one node in SQLite through GRDB, in the data directory (WAL mode, a
/// versioned schema): the default store, with nothing to set up.
public final class SQLiteStore: OnlineStore {
    let pool: DatabasePool

    /// The database file in `directory`.
    public static func file(in directory: URL) -> URL {
        directory.appendingPathComponent("online.sqlite")
    }

    /// Opens (or creates) the records in `directory`, brings the schema up to date, and
    /// makes sure they can be written.
    /// - Throws: ``RecordsFileError`` when the file is empty (0 bytes: records were there
    ///   and are gone), is not a database, or cannot be written; never starts on records that
    ///   would silently lose what is written to them.
    public init(directory: URL) throws {
        let file = Self.file(in: directory)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw RecordsFileError(file: file, problem: .unwritable("the directory cannot be made"))
        }
        if let size = (try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? Int, size == 0 {
            throw RecordsFileError(file: file, problem: .empty)
        }
        var configuration = Configuration()
        // Another process on the same file (a second server, a tool) waits its turn.
        configuration.busyMode = .timeout(10)
        do {
            pool = try DatabasePool(path: file.path, configuration: configuration)
            try Self.migrator.migrate(pool)
        } catch let error as DatabaseError {
            let reason = error.message ?? "\(error.resultCode)"
            // A file SQLite may read but not change (immutable, a read-only mount) fails its
            // first migration check with SQLITE_READONLY.
            throw RecordsFileError(file: file, problem: error.resultCode == .SQLITE_READONLY ? .unwritable(reason) : .unreadable(reason))
        }
        try Self.checkWritable(pool, file: file)
    }

    /// Throws unless `pool` can be written: a change made and rolled back (SQLite opens a file
    /// it may not write read-only, without a word).
    static func checkWritable(_ pool: DatabasePool, file: URL) throws {
        do {
            try pool.writeWithoutTransaction { db in
                try db.inTransaction(.immediate) {
                    try db.execute(sql: "CREATE TABLE write_check (x)")
                    return .rollback
                }
            }
        } catch let error as DatabaseError {
            throw RecordsFileError(file: file, problem: .unwritable(error.message ?? "\(error.resultCode)"))
        }
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
        migrator.registerMigration("v2: name skeletons") { db in
            // Names compared as they look (``NameRules/skeleton(_:)``). Of names registered
            // before that look alike, each keeps its name; the first holds the skeleton.
            try db.alter(table: "player") { table in table.add(column: "skeleton", .text) }
            var held: Set<String> = []
            for row in try Row.fetchAll(db, sql: "SELECT key, name FROM player ORDER BY createdAt") {
                let skeleton = NameRules.skeleton(row["name"])
                guard held.insert(skeleton).inserted else { continue }
                try db.execute(sql: "UPDATE player SET skeleton = ? WHERE key = ?", arguments: [skeleton, row["key"] as String])
            }
            try db.create(index: "player_skeleton", on: "player", columns: ["skeleton"], unique: true)
        }
        migrator.registerMigration("v3: players' settings") { db in
            try db.create(table: "settings") { table in
                table.primaryKey("player", .text)
                table.column("layout", .text).notNull()
                table.column("theme", .text).notNull()
                table.column("palette", .text).notNull()
            }
        }
        migrator.registerMigration("v4: the day's race of a game") { db in
            // Games recorded before read as no day's race.
            try db.alter(table: "game") { table in table.add(column: "raceDay", .integer) }
            try db.create(index: "game_raceDay", on: "game", columns: ["raceDay"])
        }
        return migrator
    }

    public func name(of player: PlayerKey) async throws -> String? {
        try await pool.read { db in try String.fetchOne(db, sql: "SELECT name FROM player WHERE key = ?", arguments: [player.rawValue]) }
    }

    public func register(_ player: PlayerKey, name: String, at now: Double) async throws -> Bool {
        try await pool.write { db in
            let skeleton = NameRules.skeleton(name)
            let taken = try Bool.fetchOne(
                db, sql: "SELECT 1 FROM player WHERE (name = ? COLLATE NOCASE OR skeleton = ?) AND key <> ?",
                arguments: [name, skeleton, player.rawValue]) ?? false
            guard !taken else { return false }
            try db.execute(
                sql: """
                    INSERT INTO player (key, name, skeleton, createdAt) VALUES (?, ?, ?, ?)
                    ON CONFLICT(key) DO UPDATE SET name = excluded.name, skeleton = excluded.skeleton
                    """,
                arguments: [player.rawValue, name, skeleton, now])
            return true
        }
    }

    public func settings(of player: PlayerKey) async throws -> PlayerSettings? {
        try await pool.read { db in
            try Row.fetchOne(db, sql: "SELECT layout, theme, palette FROM settings WHERE player = ?", arguments: [player.rawValue]).map {
                PlayerSettings(stored: $0["layout"], theme: $0["theme"], palette: $0["palette"])
            }
        }
    }

    public func keep(_ settings: PlayerSettings, for player: PlayerKey) async throws {
        try await pool.write { db in
            try db.execute(
                sql: """
                    INSERT INTO settings (player, layout, theme, palette) VALUES (?, ?, ?, ?)
                    ON CONFLICT(player) DO UPDATE SET layout = excluded.layout, theme = excluded.theme, palette = excluded.palette
                    """,
                arguments: [player.rawValue, settings.keyboard.rawValue, settings.themeName, settings.palette.rawValue])
        }
    }

    public func rating(of player: PlayerKey, in mode: Variant) async throws -> Rating {
        try await pool.read { db in try Self.rating(of: player, in: mode, db) }
    }

    public func leaderboard(in mode: Variant, for player: PlayerKey) async throws -> Leaderboard {
        try await pool.read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT player.name, rating.value, rating.games FROM rating JOIN player ON player.key = rating.player
                    WHERE rating.mode = ? AND rating.games > 0 ORDER BY rating.value DESC, player.name LIMIT ?
                    """, arguments: [mode.name, Leaderboard.size])
            let top = Leaderboard.ranked(rows.map { (name: $0[0], value: $0[1], games: $0[2]) })
            let ranked = try Int.fetchOne(db, sql: "SELECT count(*) FROM rating WHERE mode = ? AND games > 0", arguments: [mode.name]) ?? 0
            let mine = try Row.fetchOne(
                db,
                sql: """
                    SELECT player.name, rating.value, rating.games,
                        (SELECT count(*) FROM rating AS better WHERE better.mode = rating.mode AND better.games > 0 AND better.value > rating.value)
                    FROM rating JOIN player ON player.key = rating.player WHERE rating.player = ? AND rating.mode = ? AND rating.games > 0
                    """, arguments: [player.rawValue, mode.name])
            let yours = mine.map { row in
                Leaderboard.Entry(rank: (row[3] as Int) + 1, name: row[0], rating: Int((row[1] as Double).rounded()), games: row[2])
            }
            return Leaderboard(mode: mode, top: top, yours: yours, ranked: ranked)
        }
    }

    public func games(of player: PlayerKey) async throws -> [PlayedGame] {
        try await pool.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT game.id, game.mode, game.endedAt, (SELECT count(*) FROM result AS other WHERE other.game = game.id),
                        result.place, result.sets, result.misses, result.ratingAfter
                    FROM result JOIN game ON game.id = result.game WHERE result.player = ? ORDER BY game.endedAt DESC, game.id DESC LIMIT ?
                    """, arguments: [player.rawValue, PlayedGame.listed]
            ).compactMap { row in
                Variant.named(row[1]).map { mode in
                    PlayedGame(id: row[0], mode: mode, endedAt: row[2], players: row[3], place: row[4], sets: row[5], misses: row[6], ratingAfter: row[7])
                }
            }
        }
    }

    private static func rating(of player: PlayerKey, in mode: Variant, _ db: Database) throws -> Rating {
        guard let row = try Row.fetchOne(db, sql: "SELECT value, games FROM rating WHERE player = ? AND mode = ?", arguments: [player.rawValue, mode.name])
        else { return .initial }
        return Rating(value: row["value"], games: row["games"])
    }

    /// One write transaction: SQLite lets one writer in at a time (an IMMEDIATE transaction,
    /// others wait up to the busy timeout), so the ratings read here cannot change before
    /// they are written.
    @discardableResult
    public func recordFinishedGame(_ room: GameRecord, at now: Double) async throws -> FinishedGame {
        let results = room.results
        return try await pool.write { db in
            try db.execute(
                sql: "INSERT INTO game (mode, seed, startedAt, endedAt, raceDay) VALUES (?, ?, ?, ?, ?)",
                arguments: [room.mode.name, String(room.seed), room.startedAt, now, room.raceDay])
            let id = db.lastInsertedRowID
            for (position, entry) in room.log.enumerated() {
                let (kind, player, cards) = entry.columns
                try db.execute(
                    sql: "INSERT INTO entry (game, position, kind, player, cards, at) VALUES (?, ?, ?, ?, ?, ?)",
                    arguments: [id, position, kind, player, cards, entry.at])
            }
            let rated = room.ratedResults
            var ratings: [PlayerKey: RatingChange] = [:]
            if !rated.isEmpty {
                let before = try rated.map { try Self.rating(of: $0.player, in: room.mode, db) }
                let after = Rating.afterGame(zip(before, rated).map { ($0, $1.sets) })
                for (index, result) in rated.enumerated() {
                    ratings[result.player] = RatingChange(before: before[index], after: after[index])
                    try db.execute(
                        sql: """
                            INSERT INTO rating (player, mode, value, games) VALUES (?, ?, ?, ?)
                            ON CONFLICT(player, mode) DO UPDATE SET value = excluded.value, games = excluded.games
                            """,
                        arguments: [result.player.rawValue, room.mode.name, after[index].value, after[index].games])
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

    public func raceFinished(on day: Int) async throws -> Bool {
        try await pool.read { db in try Bool.fetchOne(db, sql: "SELECT 1 FROM game WHERE raceDay = ? LIMIT 1", arguments: [day]) ?? false }
    }

    public func recordedGame(_ id: Int64) async throws -> RecordedGame? {
        try await pool.read { db in
            guard let game = try Row.fetchOne(db, sql: "SELECT mode, seed, startedAt FROM game WHERE id = ?", arguments: [id]),
                let mode = Variant.named(game["mode"]), let seed = UInt64(game["seed"] as String)
            else { return nil }
            var log: [RoomEntry] = []
            for row in try Row.fetchAll(db, sql: "SELECT kind, player, cards, at FROM entry WHERE game = ? ORDER BY position", arguments: [id]) {
                guard let entry = RoomEntry(kind: row["kind"], player: row["player"], cards: row["cards"], at: row["at"]) else { return nil }
                log.append(entry)
            }
            let results = try Row.fetchAll(db, sql: "SELECT player, name, sets, misses, place FROM result WHERE game = ? ORDER BY place, name", arguments: [id])
                .map { RoomResult(player: PlayerKey($0["player"] as String), name: $0["name"], sets: $0["sets"], misses: $0["misses"], place: $0["place"]) }
            return RecordedGame(mode: mode, seed: seed, startedAt: game["startedAt"], log: log, results: results)
        }
    }
}
