import Foundation

/// scores.json in the data directory: the ranked score list, appended to safely by any
/// number of running games (B3).
///
/// Every read-modify-write holds an exclusive lock on scores.json.lock and replaces the file
/// atomically. A file that cannot be read is set aside and reported in the result, and a
/// fresh list starts; a file from a newer set-game is refused and never touched.
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
        /// The new record's 1-based rank.
        public let rank: Int
        /// How many records the list now holds.
        public let total: Int
        /// The unreadable file that was set aside, if there was one; show its ``SetAsideFile/notice``.
        public let setAside: SetAsideFile?
    }

    /// The score file.
    public var fileURL: URL { file.url }
    /// The lock file beside it.
    public let lockURL: URL
    private let file: VersionedFile<ScoreBoard>
    private let clock: @Sendable () -> Date

    /// The store for scores.json in `directory`.
    public init(directory: URL) {
        self.init(directory: directory, clock: Date.init)
    }

    /// A store that names set-aside files by `clock`.
    init(directory: URL, clock: @escaping @Sendable () -> Date) {
        file = VersionedFile(url: directory.appendingPathComponent("scores.json"), supportedVersion: ScoreBoard.currentVersion)
        lockURL = directory.appendingPathComponent("scores.json.lock")
        self.clock = clock
    }

    /// The score list; empty when there is no file yet.
    /// - Throws: ``StoreError/newerVersion(file:version:supported:)`` for a newer set-game's
    ///   file, ``StoreError/io(operation:file:reason:)`` when the file cannot be read or locked.
    public func load() throws -> Loaded {
        guard FileManager.default.fileExists(atPath: fileURL.path) else {
            return Loaded(board: ScoreBoard(), setAside: nil)
        }
        return try FileLock.withExclusiveLock(on: lockURL) {
            let (board, setAside) = try readBoard()
            return Loaded(board: board, setAside: setAside)
        }
    }

    /// Adds `record` to the list under the lock and writes the list back atomically; clears
    /// away the temporary files of writers that died mid-write (the lock proves them dead).
    /// - Throws: as ``load()``, and ``StoreError/io(operation:file:reason:)`` when the write fails.
    public func append(_ record: ScoreRecord) throws -> Appended {
        try FileLock.withExclusiveLock(on: lockURL) {
            var (board, setAside) = try readBoard()
            let rank = board.insert(record)
            try file.write(board)
            AtomicFile.removeLeftovers(of: fileURL)
            return Appended(rank: rank, total: board.records.count, setAside: setAside)
        }
    }

    /// The board in the file, ranked; a fresh one, with the set-aside file, when it was unreadable.
    private func readBoard() throws -> (ScoreBoard, SetAsideFile?) {
        switch try file.read() {
        case nil: return (ScoreBoard(), nil)
        case let .document(board)?: return (ScoreBoard(records: board.records), nil)
        case let .newer(version)?: throw file.newerVersionError(version)
        case .unreadable?: return (ScoreBoard(), try SetAsideFile.setAside(fileURL, at: clock()))
        }
    }
}
