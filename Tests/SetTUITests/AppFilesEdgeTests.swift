import Foundation
import GRDB
@testable import SetApp
import SetCore
import SetStore
import SetTestSupport
import Testing

@testable import SetTUI

/// The files behind the app at the edges, through an injected file system: a full disk, a
/// read-only directory, a database another program is writing.
@Suite("The files behind the app at the edges: nothing said kept is lost, nothing hidden", .timeLimit(.minutes(1)), .ownThreads)
struct AppFilesEdgeTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("AppFilesEdgeTests-\(UUID().uuidString)")
    let watched = WatchedFileSystem()

    private func summary(_ score: Int) -> GameSummary {
        GameSummary(score: score, durationSeconds: 30, setsFound: 27, mistakes: 0, hints: 0, mode: .test, seed: 1, secondsPerSet: [])
    }

    private func notSaved(_ messages: [AppMessage]) -> String? {
        messages.lazy.compactMap { if case .scoreNotSaved(let reason) = $0 { reason } else { nil } }.first
    }

    private func notices(_ messages: [AppMessage]) -> [String] {
        messages.compactMap { if case .notice(let text) = $0 { text } else { nil } }
    }

    private func scoresOnDisk() throws -> [Int] {
        let store = ScoreStore(directory: directory)
        _ = try store.load()
        return try store.ranking(of: .test).records.map(\.score)
    }

    @Test("a score kept while another program writes the database is written at quit once it is done")
    func keptScoreWrittenAtQuit() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = AppFiles(dataDirectory: directory.path, settings: AppSettings())
        _ = files.perform(.recordScore(summary(10)))
        let holder = try WriteHolder(directory.appendingPathComponent("scores.sqlite"))
        #expect(notSaved(files.perform(.recordScore(summary(40)))) == "another program is holding scores.sqlite (another set-game writing its scores?)")
        #expect(try scoresOnDisk() == [10])
        holder.stop()
        #expect(files.writeKeptScores() == nil)
        #expect(try scoresOnDisk() == [40, 10])
        #expect(files.writeKeptScores() == nil, "nothing left to write")
    }

    @Test("still held at quit: the player is told which scores are lost and why")
    func stillHeldAtQuit() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = AppFiles(dataDirectory: directory.path, settings: AppSettings())
        _ = files.perform(.recordScore(summary(10)))
        let holder = try WriteHolder(directory.appendingPathComponent("scores.sqlite"))
        defer { holder.stop() }
        _ = files.perform(.recordScore(summary(40)))
        _ = files.perform(.recordScore(summary(50)))
        let told = try #require(files.writeKeptScores())
        #expect(told == "the scores of 2 finished games could not be written, and are lost: another program is holding scores.sqlite (another set-game writing its scores?)")
    }

    @Test("a read-only directory: earlier scores are read, the player is told at launch, a new game ranks among them")
    func readOnlyDirectory() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let records = [30, 60, 20].map { AppFiles.record(summary($0), date: Date(timeIntervalSince1970: 1_800_000_000)) }
        _ = try ScoreStore(directory: directory).append(records)
        watched.fail(.open, with: EROFS, onPathsContaining: "scores.json.lock")
        watched.fail(.makeTemporaryFile, with: EROFS)
        let files = AppFiles(dataDirectory: directory.path, settings: AppSettings(), fileSystem: watched)
        let launch = files.launchMessages() + files.perform(.readRecords)
        #expect(notices(launch) == ["Scores won't be saved: could not write in \(directory.path): Read-only file system — use --data-dir"])
        guard case .scoresChanged(let shown, nil, nil)? = launch.last else {
            Issue.record("\(launch)")
            return
        }
        #expect(shown.listed(in: .test) == 3)
        #expect(listed(files) == [60, 30, 20])
        let finished = files.perform(.recordScore(summary(40)))
        guard case .scoresChanged(let ranked, let rank, _)? = finished.first else {
            Issue.record("\(finished)")
            return
        }
        #expect(ranked.listed(in: .test) == 4 && rank == 2, "rank 2 of 4, not 1 of 1")
        #expect(listed(files) == [60, 40, 30, 20])
    }

    @Test("another program writing the database: launch reads it, game over waits a quarter second, says so, keeps the score")
    func databaseHeldByAnotherProgram() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = AppFiles(dataDirectory: directory.path, settings: AppSettings())
        _ = files.perform(.recordScore(summary(10)))
        _ = files.perform(.markWelcomed)
        let holder = try WriteHolder(directory.appendingPathComponent("scores.sqlite"))
        defer { holder.stop() }
        let started = ContinuousClock.now
        let later = AppFiles(dataDirectory: directory.path, settings: AppSettings())
        let launch = later.launchMessages() + later.perform(.readRecords)
        guard case .scoresChanged(let shown, nil, nil)? = launch.last, launch.count == 1 else {
            Issue.record("\(launch)")
            return
        }
        #expect(shown.listed(in: .test) == 1, "a reader does not wait for a writer (WAL)")
        let finished = files.perform(.recordScore(summary(40)))
        #expect(notSaved(finished) == "another program is holding scores.sqlite (another set-game writing its scores?)")
        #expect(ContinuousClock.now - started < .seconds(2), "a wait of a quarter second, not a block")
        let fresh = AppFiles(dataDirectory: directory.path, settings: AppSettings())
        guard case .scoresChanged(let known, let rank, _)? = fresh.perform(.recordScore(summary(5))).first else {
            Issue.record("no list for a score kept before the records were read")
            return
        }
        #expect(known.listed(in: .test) == 2 && rank == 2, "ranked among the records on disk, not alone")
        holder.stop()
        #expect(files.writeKeptScores() == nil)
        #expect(try scoresOnDisk() == [40, 10])
    }
}

/// Another program in the middle of writing the score database: a connection holding an
/// open write transaction until stopped.
final class WriteHolder: @unchecked Sendable {
    private let release = DispatchSemaphore(value: 0)
    private let done = DispatchSemaphore(value: 0)
    private var stopped = false

    /// Starts the transaction and returns once it holds the database.
    init(_ database: URL) throws {
        let queue = try DatabaseQueue(path: database.path)
        let held = DispatchSemaphore(value: 0)
        let release = release, done = done
        Thread.detachNewThread {
            try? queue.writeWithoutTransaction { db in
                try db.inTransaction(.immediate) {
                    held.signal()
                    release.wait()
                    return .commit
                }
            }
            done.signal()
        }
        held.wait()
    }

    /// Ends the transaction.
    func stop() {
        guard !stopped else { return }
        stopped = true
        release.signal()
        done.wait()
    }
}

/// What the files behind the app clear away and keep at launch and on quitting.
@Suite("The files behind the app: a newer save kept, dead writers' leftovers cleared", .timeLimit(.minutes(1)), .ownThreads)
struct AppFilesKeepTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("AppFilesKeepTests-\(UUID().uuidString)")

    @Test("a newer set-game's save is left alone; the game in progress is saved beside it, the player told where, and offered next launch")
    func newerSaveKept() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let newer = Data(#"{"version": 99, "future": true}"#.utf8)
        try newer.write(to: directory.appendingPathComponent("savedgame.json"))
        var app = AppModel(settings: AppSettings(animated: false), seed: 3, width: 80, height: 24, now: 0)
        app.update(.input(.character("q")), at: 2)
        let files = AppFiles(dataDirectory: directory.path, settings: AppSettings())
        for effect in app.update(.quit, at: 6) { _ = files.perform(effect) }
        #expect(files.saveFailure == nil, "the game in progress is not lost")
        #expect(files.savedElsewhere == [
            "savedgame.json is from a newer set-game (format 99) and was left untouched; this game was saved beside it, in savedgame.format2.json",
        ])
        #expect(try Data(contentsOf: directory.appendingPathComponent("savedgame.json")) == newer)
        let next = AppFiles(dataDirectory: directory.path, settings: AppSettings())
        let offer = try #require(next.resumeOffers.first?.save.snapshot(of: SetCard.self))
        #expect(offer.game == app.game)
    }

    @Test("temporary files of writes killed mid-way are cleared once the board is up: only ours, only those a minute old")
    func leftoversCleared() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let old = Date().addingTimeInterval(-120)
        let ours = [".scores.json.a1B2c3", ".savedgame.json.Zz9yX8", ".savedgame-daily.json.q1w2e3", ".settings.json.000000"]
        let kept = [".scores.json.fresh1", ".notes.json.abc123", ".scores.json.toolong1", "scores.json.abc123", ".scores.json.ab_123"]
        for name in ours + kept {
            let url = directory.appendingPathComponent(name)
            try Data("half".utf8).write(to: url)
            if name != ".scores.json.fresh1" { try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: url.path) }
        }
        let files = AppFiles(dataDirectory: directory.path, settings: AppSettings())
        _ = files.openingMessages()
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: directory.path)) == Set(ours + kept), "not before the first frame")
        _ = files.launchMessages()
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(Set(left) == Set(kept))
    }
}
