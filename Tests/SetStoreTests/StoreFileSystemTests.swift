import Foundation
import SetCore
import SetTestSupport
import Testing

@testable import SetStore

/// The stores' system calls, watched and failed through an injected file system: the flush
/// before the rename, a full disk, a read-only directory.
@Suite(.timeLimit(.minutes(10))) struct StoreFileSystemTests {
    let directory = TemporaryDirectory()
    let watched = WatchedFileSystem()

    /// The writes, flushes and renames among `calls`, with the paths relative to the directory.
    private func steps(_ calls: [WatchedFileSystem.Call]) -> [String] {
        let prefix = directory.url.path + "/"
        func name(_ path: String) -> String {
            let relative = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path == directory.url.path ? "." : path
            return relative.hasPrefix(".scores.json.") || relative.hasPrefix(".savedgame.json.") ? "temporary" : relative
        }
        return calls.compactMap { call in
            switch call {
            case .write(let path): "write \(name(path))"
            case .sync(let path): "sync \(name(path))"
            case .rename(let source, let target): "rename \(name(source)) → \(name(target))"
            default: nil
            }
        }
    }

    @Test("a score write: the temporary file is flushed before it replaces the list, the directory after")
    func scoreWriteIsFlushedBeforeTheRename() throws {
        let store = ScoreStore(directory: directory.url, fileSystem: watched)
        _ = try store.append([record(5)])
        #expect(steps(watched.calls) == ["write temporary", "sync temporary", "rename temporary → scores.json", "sync ."])
    }

    @Test("a save: the same order")
    func saveIsFlushedBeforeTheRename() throws {
        let store = SaveStore(directory: directory.url, fileSystem: watched)
        let game = SavedGame(
            savedAt: day(), game: MatchingGame<SetCard>(seed: 3), elapsedSeconds: 12, seed: 3, mode: .standard, moves: []
        )
        try store.save(game)
        #expect(steps(watched.calls) == ["write temporary", "sync temporary", "rename temporary → savedgame.json", "sync ."])
    }

    @Test("a full disk (write or flush): the system's reason, the old list intact, no temporary left", arguments: [
        WatchedFileSystem.Operation.write, .sync,
    ])
    func fullDisk(operation: WatchedFileSystem.Operation) throws {
        let store = ScoreStore(directory: directory.url, fileSystem: watched)
        _ = try store.append([record(5)])
        let before = try directory.read("scores.json")
        watched.fail(operation, with: ENOSPC)
        #expect {
            try store.append([record(9)])
        } throws: { error in
            "\(error)".hasSuffix(": No space left on device")
        }
        #expect(try directory.read("scores.json") == before)
        #expect(directory.fileNames == ["scores.json", "scores.json.lock"])
        watched.heal()
        #expect(try store.append([record(9)]).board.records.map(\.score) == [9, 5])
    }

    @Test("a read-only directory: the list is read without the lock; a write says why it fails")
    func readOnlyDirectory() throws {
        _ = try ScoreStore(directory: directory.url).append([record(5), record(7), record(3)])
        watched.fail(.open, with: EROFS, onPathsContaining: "scores.json.lock")
        watched.fail(.makeTemporaryFile, with: EROFS)
        let store = ScoreStore(directory: directory.url, fileSystem: watched)
        #expect(try store.load().board.records.map(\.score) == [7, 5, 3])
        #expect(throws: StoreError.io(operation: "open the lock file", file: store.lockURL.path, reason: "Read-only file system")) {
            try store.append([record(9)])
        }
    }

    @Test("a read-only directory with an unreadable list: reported, and left where it is")
    func readOnlyUnreadable() throws {
        try directory.write("{ not json", to: "scores.json")
        watched.fail(.open, with: EACCES, onPathsContaining: "scores.json.lock")
        let store = ScoreStore(directory: directory.url, fileSystem: watched)
        #expect(throws: StoreError.io(operation: "read", file: store.fileURL.path, reason: "it is not complete JSON")) { try store.load() }
        #expect(directory.fileNames == ["scores.json"])
    }
}
