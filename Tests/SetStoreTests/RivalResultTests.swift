import Foundation
import SetCore
import GRDB
import SetTestSupport
import Testing

@testable import SetStore

@Suite("Scores of two-sided games", .timeLimit(.minutes(1)), .takesTurns)
struct RivalResultTests {
    let directory = TemporaryDirectory()
    var store: ScoreStore { ScoreStore(directory: directory.url, clock: { day() }) }

    @Test("a record keeps the other side's result through the file; a solo record has none")
    func roundTrip() throws {
        var versus = record(120, setsFound: 14, mode: GameMode(name: "vs-hard"))
        versus.rival = RivalResult(score: 9, sets: 9)
        _ = try store.append([versus, record(50)])
        let loaded = try store.board().records
        #expect(loaded.first { $0.score == 120 }?.rival == RivalResult(score: 9, sets: 9))
        #expect(loaded.first { $0.score == 50 }?.rival == nil)
        let queue = try DatabaseQueue(path: store.databaseURL.path)
        #expect(try queue.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM game WHERE rivalScore IS NOT NULL") } == 1, "only the two-sided record writes one")
    }

    @Test("a rival result out of range makes the record implausible")
    func validation() {
        var bad = record(1)
        bad.rival = RivalResult(score: 0, sets: StoreLimits.countPerGame + 1)
        #expect(bad.implausibility?.contains("rival") == true)
        bad.rival = RivalResult(score: StoreLimits.score + 1, sets: 0)
        #expect(bad.implausibility?.contains("rival") == true)
        bad.rival = RivalResult(score: -3, sets: 2)
        #expect(bad.implausibility == nil)
    }
}
