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
        /// The score list, best first.
        public let board: ScoreBoard
        /// The unreadable database or score list that was set aside, if there was one.
        public let setAside: SetAsideFile?
        /// Anything else the player should know: games that could not be read, an older
        /// score list that was not imported.
        public let problem: String?

        /// One line for the player, nil when all went well.
        public var notice: String? {
            noticeLine(setAside?.notice, problem)
        }
    }

    /// What ``append(_:)`` did.
    public struct Appended: Equatable, Sendable {
        /// The list as it is now.
        public let board: ScoreBoard
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

    /// The score list, best first, the best ``StoreLimits/recordsPerMode`` of each mode;
    /// empty when no game was recorded yet (then nothing is created). An older score list
    /// found beside is imported first.
    /// - Throws: ``StoreError/newerVersion(file:version:supported:)`` for a newer set-game's
    ///   database, ``StoreError/busy(file:)`` when another process holds it past
    ///   ``patience``, ``StoreError/io(operation:file:reason:)`` when it cannot be read.
    public func load() throws -> Loaded {
        guard pool != nil || exists(databaseURL) || exists(legacyURL) else { return Loaded(board: ScoreBoard(), setAside: nil, problem: nil) }
        if pool == nil, !exists(databaseURL), !Self.isWritable(directory) { return try legacyListUnimported() }
        let database = try database()
        let imported = try importLegacyList(into: database)
        let (board, unreadable) = try reading { try database.read(Self.board) }
        let problem = noticeLine(imported.problem, unreadable)
        return Loaded(board: board, setAside: takeSetAside() ?? imported.setAside, problem: problem)
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
        let (board, _) = try reading { try database.read(Self.board) }
        return Appended(board: board, rank: rank, setAside: takeSetAside() ?? imported.setAside)
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

    /// The best of each mode, ranked, and why any game could not be read.
    static func board(_ db: Database) throws -> (ScoreBoard, String?) {
        var records: [ScoreRecord] = []
        var problems = 0
        var problem: String?
        for mode in try String.fetchAll(db, sql: "SELECT DISTINCT mode FROM game") {
            let rows = try Row.fetchCursor(
                db, sql: "SELECT * FROM game WHERE mode = ? ORDER BY aided, score DESC, endedAt, id LIMIT ?", arguments: [mode, StoreLimits.recordsPerMode])
            while let row = try rows.next() {
                if let record = ScoreRecord(row: row, problem: &problem) { records.append(record) } else { problems += 1 }
            }
        }
        let unreadable = problem.map { problems == 1 ? "1 game in scores.sqlite cannot be shown: \($0)" : "\(problems) games in scores.sqlite cannot be shown, e.g.: \($0)" }
        return (ScoreBoard(records: records), unreadable)
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
