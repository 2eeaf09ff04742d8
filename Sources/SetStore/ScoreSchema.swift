import GRDB

/// The score database's schema (B3), one named migration per change. Its `game` table is
/// of the server's family (SQLiteStore): a finished game's mode, its seed as text (SQLite's
/// integers are signed) and when it ended, then the player's figures and the moves.
enum ScoreSchema {
    /// The migrations this build knows, oldest first.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: finished games, imported score lists") { db in
            try db.create(table: "game") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("mode", .text).notNull()
                table.column("seed", .text).notNull()
                // When the game finished, in whole seconds since 1970.
                table.column("endedAt", .double).notNull()
                table.column("score", .integer).notNull()
                table.column("durationSeconds", .double).notNull()
                table.column("setsFound", .integer).notNull()
                table.column("mistakes", .integer).notNull()
                table.column("hints", .integer).notNull()
                // JSON arrays: the seconds each set took; the moves (SaveFormat2.Move).
                table.column("secondsPerSet", .text)
                table.column("moves", .text)
                table.column("rivalScore", .integer)
                table.column("rivalSets", .integer)
            }
            // The ranking of a mode's list: score high to low, the earlier game first.
            try db.execute(sql: "CREATE INDEX game_rank ON game (mode, score DESC, endedAt, id)")
            // Each score list imported, so that it is imported once.
            try db.create(table: "import") { table in
                table.primaryKey("file", .text)
                table.column("records", .integer).notNull()
                table.column("importedAt", .double).notNull()
            }
        }
        migrator.registerMigration("v2: undos; games with help ranked after unaided ones") { db in
            try db.alter(table: "game") { table in
                table.add(column: "undos", .integer).notNull().defaults(to: 0)
                // 1 for a game played with help (ScoreRecord.isAided): ranked after every
                // unaided game of its mode.
                table.add(column: "aided", .integer).notNull().defaults(to: 0)
            }
            try db.execute(sql: "UPDATE game SET aided = 1 WHERE mode = 'daily' AND hints > 0")
            try db.execute(sql: "DROP INDEX game_rank")
            try db.execute(sql: "CREATE INDEX game_rank ON game (mode, aided, score DESC, endedAt, id)")
        }
        migrator.registerMigration("v3: each game's set times, for statistics as queries") { db in
            try db.alter(table: "game") { table in
                // ScoreRecord.setTimes: the seconds the game's sets took and how many they
                // are; NULL for a game without a pace. The Statistics tab sums them.
                table.add(column: "setSeconds", .double)
                table.add(column: "timedSets", .double)
                // The quickest of the per-set times kept; NULL when none was kept.
                table.add(column: "fastestSet", .double)
            }
            try fillSetTimes(db)
        }
        return migrator
    }

    /// Fills the set-time columns of the games recorded before them, from each game's own
    /// figures (``ScoreRecord/setTimes``); a row no game could have made keeps NULLs.
    private static func fillSetTimes(_ db: Database) throws {
        var filled: [(id: Int64, values: [(any DatabaseValueConvertible)?])] = []
        let rows = try Row.fetchCursor(db, sql: "SELECT * FROM game")
        while let row = try rows.next() {
            var problem: String?
            guard let id = row["id"] as Int64?, let record = ScoreRecord(row: row, problem: &problem) else { continue }
            filled.append((id, record.paceValues))
        }
        for (id, values) in filled {
            try db.execute(
                sql: "UPDATE game SET setSeconds = ?, timedSets = ?, fastestSet = ? WHERE id = ?", arguments: StatementArguments(values + [id]))
        }
    }
}
