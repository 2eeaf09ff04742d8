import Foundation
import GRDB
import SetCore
import SetTestSupport
import Testing

@testable import SetStore

/// The score database's migrations and the columns issue 41 added: undos recorded, games
/// played with help ranked after unaided ones.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct ScoreSchemaTests {
    let directory = TemporaryDirectory()
    var file: String { directory.url.appendingPathComponent("scores.sqlite").path }

    @Test("a database of the first schema is brought up to date: its games kept, a daily solved with hints marked aided")
    func firstSchemaMigrates() throws {
        let pool = try DatabasePool(path: file)
        try ScoreSchema.migrator.migrate(pool, upTo: "v1: finished games, imported score lists")
        try pool.write { db in
            for (mode, score, hints) in [("daily", 90, 3), ("daily", 40, 0), ("standard", 10, 2)] {
                try db.execute(
                    sql: """
                        INSERT INTO game (mode, seed, endedAt, score, durationSeconds, setsFound, mistakes, hints)
                        VALUES (?, '20000', 1800000000, ?, 60, 6, 0, ?)
                        """,
                    arguments: [mode, score, hints])
            }
        }
        try pool.close()
        let loaded = try ScoreStore(directory: directory.url).loadBoard()
        #expect(loaded.notice == nil)
        #expect(loaded.board.records(in: .daily).map(\.score) == [40, 90], "the solve with hints after the unaided one")
        #expect(loaded.board.records(in: .daily).map(\.isAided) == [false, true])
        #expect(loaded.board.records(in: .standard).map(\.isAided) == [false], "hints rank as ever outside the daily")
        #expect(loaded.board.records.allSatisfy { $0.undos == 0 })
    }

    @Test("undos go through the database; an aided game ranks after every unaided one of its mode")
    func undosKeptAndRankedApart() throws {
        let store = ScoreStore(directory: directory.url)
        #expect(try store.append([record(10)]).rank == 1)
        var undone = record(90)
        undone.undos = 2
        #expect(try store.append([undone]).rank == 2, "after the unaided 10")
        #expect(try store.append([record(5)]).rank == 2, "before the aided 90")
        let shown = try ScoreStore(directory: directory.url).board().records
        #expect(shown.map(\.score) == [10, 5, 90])
        #expect(shown.map(\.undos) == [0, 0, 2])
        #expect(shown == ScoreBoard(records: [undone, record(10), record(5)]).records, "the database ranks as the list does")
    }
}
