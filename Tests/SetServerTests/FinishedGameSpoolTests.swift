import Foundation
import SetOnline
@testable import SetServer
import SetTestSupport
import Testing

/// A game players were told is kept is on disk before they are told, and reaches the
/// records at the next start (issue 43, item 3).
@Suite("finished games spooled while the records are away", .timeLimit(.minutes(2)), .takesTurns)
struct FinishedGameSpoolTests {
    static func directory() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("set-game-spool-\(UUID().uuidString)")
    }

    @Test("a spool gives back the games saved in it, in order, seeds, logs and race days whole")
    func roundTrip() throws {
        let directory = Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spool = FinishedGameSpool(directory: directory)
        #expect(try spool.load().isEmpty)
        let games = [GameRecord(of: OnlineStoreTests.finishedRoom(seed: .max)), GameRecord(of: OnlineStoreTests.finishedRoom(seed: 7), raceDay: 20417)]
        try spool.save([(games[0], 300), (games[1], 400)])
        let loaded = try spool.load()
        #expect(loaded.map(\.game) == games)
        #expect(loaded.map(\.endedAt) == [300, 400])
        try spool.save([])
        #expect(!FileManager.default.fileExists(atPath: spool.file.path))
    }

    @Test("a damaged spool is refused in words, not read as no games")
    func damaged() throws {
        let directory = Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let spool = FinishedGameSpool(directory: directory)
        _ = FileManager.default.createFile(atPath: spool.file.path, contents: Data("{\"version\":1,\"games\":[{\"mode\":\"nope\"".utf8))
        let thrown = #expect(throws: FinishedGameSpool.Damaged.self) { try spool.load() }
        #expect(thrown?.description.contains("move the file away") == true)
    }

    @Test("records away: the game is in the spool when the queue says it waits; the next run writes it and empties the spool")
    func keptAcrossRuns() async throws {
        let directory = Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try RecordsAwayTests.FlakyStore(directory: directory)
        let spool = FinishedGameSpool(directory: directory)
        let game = GameRecord(of: OnlineStoreTests.finishedRoom(seed: 11))
        // The first run: the records are away, and stay away for it (it "dies": its retries
        // must not write the game before the next run reads the spool); the game waits, on disk.
        let first = FinishedGameQueue(store: try RecordsAwayTests.FlakyStore(directory: directory), spool: spool)
        guard case .waiting = await first.record(game, at: 500, whenRecorded: { _ in }) else {
            Issue.record("not kept waiting")
            return
        }
        #expect(try spool.load().map(\.game) == [game])
        // The process dies; the next run finds the records back and the spool full.
        store.isDown.withLock { $0 = false }
        let next = FinishedGameQueue(store: store, spool: spool)
        #expect(try await next.replaySpool() == 1)
        #expect(await next.drained(within: 10) == 0)
        let written = try #require(try await store.records.recordedGame(1))
        #expect(written.seed == 11 && written.log == game.log)
        #expect(!FileManager.default.fileExists(atPath: spool.file.path))
    }

    @Test("a spool that cannot be written: the game is not called kept")
    func unsaved() async throws {
        let directory = Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try RecordsAwayTests.FlakyStore(directory: directory)
        // A directory where the spool file should be: no file can replace it.
        let spool = FinishedGameSpool(directory: directory)
        try FileManager.default.createDirectory(at: spool.file.appendingPathComponent("in-the-way"), withIntermediateDirectories: true)
        let queue = FinishedGameQueue(store: store, spool: spool)
        guard case .unsaved = await queue.record(GameRecord(of: OnlineStoreTests.finishedRoom()), at: 500, whenRecorded: { _ in }) else {
            Issue.record("called kept without a spool on disk")
            return
        }
        #expect(await queue.count == 0)
    }
}
