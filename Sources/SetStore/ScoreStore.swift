import FoundationEssentials
import GRDB
import Glibc

/// scores.sqlite in the data directory: every finished game, in SQLite through GRDB (B3).
///
/// The database is in WAL mode and every write is one transaction, so any number of running
/// games can finish at once and each is kept. It is opened when first needed (after the
/// first frame), brought up to date by named migrations, and a score list of an older
/// set-game (scores.json) is imported once and kept beside, renamed (``importedName``). A
/// database that is not one, or is damaged, is set aside and reported (``SetAsideFile``),
/// and a fresh one starts; one from a newer set-game is refused and never touched.
public final class ScoreStore {
    /// What ``load()`` found.
    public struct Loaded: Equatable, Sendable {
        /// The modes with games, and what the app keeps of them.
        public let overview: RecordsOverview
        /// The unreadable database or score list that was set aside, if there was one.
        public let setAside: SetAsideFile?
        /// Anything else the player should know: an older score list that was not imported.
        public let problem: String?

        /// One line for the player, nil when all went well.
        public var notice: String? {
            noticeLine(setAside?.notice, problem)
        }
    }

    /// What ``append(_:)`` did.
    public struct Appended: Equatable, Sendable {
        /// The overview of the records as they are now.
        public let overview: RecordsOverview
        /// The last new record's 1-based rank within its mode.
        public let rank: Int
        /// The unreadable database or score list that was set aside, if there was one.
        public let setAside: SetAsideFile?
    }

    /// The database file.
    public let databaseURL: URL
    /// An older set-game's score list, imported on first use.
    public let legacyURL: URL
    /// The name the imported score list is kept under, beside the database.
    public static let importedName = "scores.json.imported"
    let directory: URL
    let fileSystem: any StoreFileSystem
    let clock: @Sendable () -> Date
    /// How long a write waits for another process's write before it throws
    /// ``StoreError/busy(file:)``; nil: as long as it takes.
    public let patience: Duration?
    /// The open database, once opened.
    var pool: DatabasePool?
    /// What was set aside when the database was opened, not yet reported.
    var setAsideAtOpen: SetAsideFile?
    /// An older set-game's score list in a directory that cannot be written, read as it is:
    /// the queries answer from it.
    var unimported: ScoreBoard?

    /// The store in `directory`, changed through `fileSystem`, a write waiting at most
    /// `patience` for another's.
    public convenience init(directory: URL, fileSystem: any StoreFileSystem = SystemFileSystem(), patience: Duration? = nil) {
        self.init(directory: directory, fileSystem: fileSystem, patience: patience, clock: Date.init)
    }

    /// A store that names set-aside files by `clock`.
    init(directory: URL, fileSystem: any StoreFileSystem = SystemFileSystem(), patience: Duration? = nil, clock: @escaping @Sendable () -> Date) {
        self.directory = directory
        databaseURL = directory.appendingPathComponent("scores.sqlite", isDirectory: false)
        legacyURL = directory.appendingPathComponent("scores.json", isDirectory: false)
        self.fileSystem = fileSystem
        self.patience = patience
        self.clock = clock
    }

    /// What the app keeps of the records (``RecordsOverview``); empty when no game was
    /// recorded yet (then nothing is created). An older score list found beside is imported
    /// first.
    /// - Throws: ``StoreError/newerVersion(file:version:supported:)`` for a newer set-game's
    ///   database, ``StoreError/busy(file:)`` when another process holds it past
    ///   ``patience``, ``StoreError/io(operation:file:reason:)`` when it cannot be read.
    public func load() throws -> Loaded {
        guard pool != nil || exists(databaseURL) || exists(legacyURL) else { return Loaded(overview: RecordsOverview(), setAside: nil, problem: nil) }
        if pool == nil, !exists(databaseURL), !Self.isWritable(directory) {
            let board = try legacyListUnimported()
            unimported = board
            return Loaded(overview: RecordsOverview(records: board.records), setAside: nil, problem: nil)
        }
        let database = try database()
        let imported = try importLegacyList(into: database)
        let overview = try reading { try database.read(Self.overview) }
        return Loaded(overview: overview, setAside: takeSetAside() ?? imported.setAside, problem: imported.problem)
    }

    /// Adds `records` in one transaction and returns the list as it is now, with the rank of
    /// the last one within its mode.
    /// - Precondition: `records` is not empty.
    /// - Throws: as ``load()``, and ``StoreError/io(operation:file:reason:)`` when the write fails.
    public func append(_ records: [ScoreRecord]) throws -> Appended {
        precondition(!records.isEmpty, "append at least one record")
        try fileSystem.makeDirectories(directory)
        let database = try database()
        let imported = try importLegacyList(into: database)
        let rank = try writing {
            try database.writeWithoutTransaction { db in
                var rank = 0
                try db.inTransaction(.immediate) {
                    for record in records { rank = try Self.insert(record, into: db) }
                    return .commit
                }
                return rank
            }
        }
        let overview = try reading { try database.read(Self.overview) }
        return Appended(overview: overview, rank: rank, setAside: takeSetAside() ?? imported.setAside)
    }

    /// Inserts `record`; returns its rank within its mode.
    static func insert(_ record: ScoreRecord, into db: Database) throws -> Int {
        let columns = ScoreRecord.columns
        try db.execute(
            sql: "INSERT INTO game (\(columns.joined(separator: ", "))) VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")))",
            arguments: StatementArguments(record.rowValues))
        let ahead = try Int.fetchOne(
            db,
            sql: """
                SELECT count(*) FROM game WHERE mode = ? AND (aided < ? OR (aided = ? AND \
                (score > ? OR (score = ? AND (endedAt < ? OR (endedAt = ? AND id < ?))))))
                """,
            arguments: [
                record.mode.name, record.isAided, record.isAided, record.score, record.score, record.date.timeIntervalSince1970,
                record.date.timeIntervalSince1970, db.lastInsertedRowID,
            ]
        ) ?? 0
        return ahead + 1
    }

    /// The set-aside file not yet reported, now reported.
    private func takeSetAside() -> SetAsideFile? {
        defer { setAsideAtOpen = nil }
        return setAsideAtOpen
    }

    /// Whether anything is at `url`.
    func exists(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.plainPath, &status) == 0
    }

    /// Whether files can be made in `directory`.
    static func isWritable(_ directory: URL) -> Bool {
        access(directory.plainPath, W_OK) == 0
    }
}
