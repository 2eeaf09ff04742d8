import Foundation
import SetCore
import SetTestSupport
import Testing

@testable import SetStore

/// The stores' system calls, watched and failed through an injected file system: the flush
/// before the rename, a full disk, a read-only directory.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct StoreFileSystemTests {
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

    @Test("a save: the temporary file is flushed before it replaces the save, the directory after")
    func saveIsFlushedBeforeTheRename() throws {
        let store = SaveStore(directory: directory.url, fileSystem: watched)
        let game = SavedGame(
            savedAt: day(), game: MatchingGame<SetCard>(seed: 3), elapsedSeconds: 12, seed: 3, mode: .standard, moves: []
        )
        try store.save(game)
        #expect(steps(watched.calls) == ["write temporary", "sync temporary", "rename temporary → savedgame.json", "sync ."])
    }
}
