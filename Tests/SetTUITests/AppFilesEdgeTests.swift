import Foundation
@testable import SetApp
import SetCore
import SetStore
import SetTestSupport
import Testing

@testable import SetTUI

/// The files behind the app at the edges, through an injected file system: a full disk, a
/// read-only directory, a lock another process holds.
@Suite("The files behind the app at the edges: nothing said kept is lost, nothing hidden", .timeLimit(.minutes(10)))
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
        try ScoreStore(directory: directory).load().board.records.map(\.score)
    }

    @Test("a score kept after a full disk is written at quit once there is space again")
    func keptScoreWrittenAtQuit() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = AppFiles(dataDirectory: directory.path, settings: AppSettings(), fileSystem: watched)
        _ = files.launchMessages()
        watched.fail(.write, with: ENOSPC)
        #expect(notSaved(files.perform(.recordScore(summary(40))))?.hasSuffix("No space left on device") == true)
        #expect(try scoresOnDisk().isEmpty)
        watched.heal()
        #expect(files.writeKeptScores() == nil)
        #expect(try scoresOnDisk() == [40])
        #expect(files.writeKeptScores() == nil, "nothing left to write")
    }

    @Test("still no space at quit: the player is told which scores are lost and why")
    func stillFullAtQuit() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = AppFiles(dataDirectory: directory.path, settings: AppSettings(), fileSystem: watched)
        watched.fail(.write, with: ENOSPC)
        _ = files.perform(.recordScore(summary(40)))
        _ = files.perform(.recordScore(summary(50)))
        let told = try #require(files.writeKeptScores())
        #expect(told.hasPrefix("the scores of 2 finished games could not be written, and are lost: could not write "))
        #expect(told.hasSuffix(": No space left on device"))
    }

    @Test("a read-only directory: earlier scores are read, the player is told at launch, a new game ranks among them")
    func readOnlyDirectory() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let records = [30, 60, 20].map { AppFiles.record(summary($0), date: Date(timeIntervalSince1970: 1_800_000_000)) }
        _ = try ScoreStore(directory: directory).append(records)
        watched.fail(.open, with: EROFS, onPathsContaining: "scores.json.lock")
        watched.fail(.makeTemporaryFile, with: EROFS)
        let files = AppFiles(dataDirectory: directory.path, settings: AppSettings(), fileSystem: watched)
        let launch = files.launchMessages()
        #expect(notices(launch) == ["Scores won't be saved: could not write in \(directory.path): Read-only file system — use --data-dir"])
        guard case .scoresChanged(let shown, nil, nil)? = launch.last else {
            Issue.record("\(launch)")
            return
        }
        #expect(shown.map(\.score) == [60, 30, 20])
        let finished = files.perform(.recordScore(summary(40)))
        guard case .scoresChanged(let ranked, let rank, _)? = finished.first else {
            Issue.record("\(finished)")
            return
        }
        #expect(ranked.map(\.score) == [60, 40, 30, 20] && rank == 2, "rank 2 of 4, not 1 of 1")
    }

    @Test("another process holding the lock: launch and game over wait a quarter second, say so, and keep the score")
    func lockHeldByAnotherProcess() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let files = AppFiles(dataDirectory: directory.path, settings: AppSettings())
        _ = files.perform(.recordScore(summary(10)))
        _ = files.perform(.markWelcomed)
        let holder = try LockHolder(directory.appendingPathComponent("scores.json.lock"))
        defer { holder.stop() }
        let started = ContinuousClock.now
        let launch = AppFiles(dataDirectory: directory.path, settings: AppSettings()).launchMessages()
        #expect(launch.count == 1)
        #expect(notices(launch) == ["Scores are busy (another program holds scores.json.lock): the list is read again when a game ends"])
        let finished = files.perform(.recordScore(summary(40)))
        #expect(notSaved(finished) == "another program is holding scores.json.lock (another set-game writing its scores?)")
        #expect(ContinuousClock.now - started < .seconds(2), "two waits of a quarter second, not a block")
        holder.stop()
        #expect(files.writeKeptScores() == nil)
        #expect(try scoresOnDisk() == [40, 10])
    }
}

/// `flock FILE sleep 30`: another process holding a lock file, until stopped.
final class LockHolder {
    private let process = Process()

    /// Starts the holder and returns once it holds the lock.
    init(_ lockFile: URL) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        process.arguments = [lockFile.path, "sleep", "30"]
        try process.run()
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline {
            let descriptor = open(lockFile.path, O_RDONLY)
            defer { if descriptor >= 0 { close(descriptor) } }
            if descriptor >= 0, flock(descriptor, LOCK_EX | LOCK_NB) != 0 { return }
            if descriptor >= 0 { flock(descriptor, LOCK_UN) }
            usleep(10_000)
        }
        throw CocoaError(.fileLocking)
    }

    /// Ends the holder and its `sleep`, which holds the lock too; waits for them to exit.
    func stop() {
        guard process.isRunning else { return }
        let pid = process.processIdentifier
        let children = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
        // SIGKILL: they may have inherited a test thread's mask, which blocks SIGTERM.
        for child in children.split(separator: " ").compactMap({ Int32($0) }) { kill(child, SIGKILL) }
        kill(pid, SIGKILL)
        process.waitUntilExit()
    }
}

/// What the files behind the app clear away and keep at launch and on quitting.
@Suite("The files behind the app: a newer save kept, dead writers' leftovers cleared", .timeLimit(.minutes(10)))
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
