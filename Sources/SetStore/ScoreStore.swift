import FoundationEssentials
import Glibc

/// scores.json in the data directory: the ranked score list, appended to safely by any
/// number of running games (B3).
///
/// Every read-modify-write holds an exclusive lock on scores.json.lock and replaces the file
/// atomically. A file that cannot be read, or that holds a record no game could have made
/// (``ScoreRecord/implausibility``), is set aside and reported in the result, and a fresh
/// list starts; a file from a newer set-game is refused and never touched.
public struct ScoreStore: Sendable {
    /// What ``load()`` found.
    public struct Loaded: Equatable, Sendable {
        /// The score list, best first.
        public let board: ScoreBoard
        /// The unreadable file that was set aside, if there was one; show its ``SetAsideFile/notice``.
        public let setAside: SetAsideFile?
    }

    /// What ``append(_:)`` did.
    public struct Appended: Equatable, Sendable {
        /// The list as written.
        public let board: ScoreBoard
        /// The last new record's 1-based rank within its mode.
        public let rank: Int
        /// The unreadable file that was set aside, if there was one; show its ``SetAsideFile/notice``.
        public let setAside: SetAsideFile?
    }

    /// The score file.
    public var fileURL: URL { file.url }
    /// The lock file beside it.
    public let lockURL: URL
    private let file: VersionedFile<ScoreBoard>
    private let clock: @Sendable () -> Date
    private var fileSystem: any StoreFileSystem { file.fileSystem }
    /// How long ``load()`` and ``append(_:)`` wait for the lock that another process holds
    /// before they throw ``StoreError/busy(file:)``; nil (the default): as long as it takes.
    public var patience: Duration?

    /// The store for scores.json in `directory`, changed through `fileSystem`, waiting at
    /// most `patience` for the lock.
    public init(directory: URL, fileSystem: any StoreFileSystem = SystemFileSystem(), patience: Duration? = nil) {
        self.init(directory: directory, fileSystem: fileSystem, clock: Date.init)
        self.patience = patience
    }

    /// A store that names set-aside files by `clock`.
    init(directory: URL, fileSystem: any StoreFileSystem = SystemFileSystem(), clock: @escaping @Sendable () -> Date) {
        file = VersionedFile(
            url: directory.appendingPathComponent("scores.json", isDirectory: false), supportedVersion: ScoreBoard.currentVersion, fileSystem: fileSystem
        )
        lockURL = directory.appendingPathComponent("scores.json.lock", isDirectory: false)
        self.clock = clock
    }

    /// The score list; empty when there is no file yet. In a directory that may not be
    /// written (read-only, no permission) the list is read without the lock, which no writer
    /// can hold there, and an unreadable file is reported but not set aside.
    /// - Throws: ``StoreError/newerVersion(file:version:supported:)`` for a newer set-game's
    ///   file, ``StoreError/busy(file:)`` when another process holds the lock past
    ///   ``patience``, ``StoreError/io(operation:file:reason:)`` when the file cannot be read
    ///   or locked.
    public func load() throws -> Loaded {
        var status = stat()
        guard lstat(fileURL.plainPath, &status) == 0 else { return Loaded(board: ScoreBoard(), setAside: nil) }
        return try FileLock.withExclusiveLockIfWritable(on: lockURL, fileSystem: fileSystem, patience: patience) { locked in
            let (board, setAside) = try readBoard(mayChange: locked)
            return Loaded(board: board, setAside: setAside)
        }
    }

    /// Adds `records` to the list under the lock, taken once, and writes the list back
    /// atomically; clears away the temporary files of writers that died mid-write (the lock
    /// proves them dead).
    /// - Precondition: `records` is not empty.
    /// - Throws: as ``load()``, and ``StoreError/io(operation:file:reason:)`` when the write fails.
    public func append(_ records: [ScoreRecord]) throws -> Appended {
        precondition(!records.isEmpty, "append at least one record")
        return try FileLock.withExclusiveLock(on: lockURL, fileSystem: fileSystem, patience: patience) {
            var (board, setAside) = try readBoard(mayChange: true)
            let rank = records.map { board.insert($0) }.last!
            try file.write(board)
            AtomicFile.removeLeftovers(of: fileURL, fileSystem: fileSystem)
            return Appended(board: board, rank: rank, setAside: setAside)
        }
    }

    /// The board in the file, ranked and cut to the kept records of each mode; a fresh one,
    /// with the set-aside file, when it was unreadable and the directory `mayChange`.
    private func readBoard(mayChange: Bool) throws -> (ScoreBoard, SetAsideFile?) {
        let reason: String
        switch try file.read(with: ScoreFileReader(url: fileURL, supportedVersion: file.supportedVersion).read) {
        case nil: return (ScoreBoard(), nil)
        case let .newer(version)?: throw file.newerVersionError(version)
        case let .unreadable(why)?: reason = why
        case let .document(board)?: return (board, nil)
        }
        guard mayChange else { throw StoreError.io(operation: "read", file: fileURL.plainPath, reason: reason) }
        return (ScoreBoard(), try SetAsideFile.setAside(fileURL, at: clock(), reason: reason, fileSystem: fileSystem))
    }
}
