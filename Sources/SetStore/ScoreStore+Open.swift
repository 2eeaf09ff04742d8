import FoundationEssentials
import GRDB
import Glibc

/// Opening the score database: WAL, migrations, and a damaged file set aside.
extension ScoreStore {
    /// The open database; opens it on first use, setting aside a file that is not a
    /// set-game score database (kept for ``Loaded/setAside``) and starting a fresh one.
    func database() throws -> DatabasePool {
        if let pool { return pool }
        let opened: DatabasePool
        do {
            opened = try openWithinPatience()
        } catch let damage as Damage {
            let keptAs = try SetAsideFile.setAside(databaseURL, at: clock(), reason: damage.reason, fileSystem: fileSystem)
            for suffix in ["-wal", "-shm"] where exists(URL(fileURLWithPath: databaseURL.plainPath + suffix)) {
                _ = fileSystem.rename(databaseURL.plainPath + suffix, keptAs.keptAs.plainPath + suffix)
            }
            setAsideAtOpen = keptAs
            opened = try openWithinPatience()
        }
        pool = opened
        return opened
    }

    /// Why the file at ``databaseURL`` cannot be the score database, worded for the player.
    struct Damage: Error {
        let reason: String
    }

    /// ``open()``, tried again while ``patience`` lasts when it was refused as busy at once.
    /// SQLite answers busy without waiting where waiting could deadlock two connections: one
    /// process turning a new file to WAL while another runs its first write. A refusal that
    /// came only after waiting out the patience (another holds the file) is final.
    private func openWithinPatience() throws -> DatabasePool {
        let clock = ContinuousClock()
        let deadline = clock.now + (patience ?? .seconds(3600))
        while true {
            do {
                return try open()
            } catch StoreError.busy where clock.now + .milliseconds(20) < deadline {
                usleep(20_000)
            }
        }
    }

    /// Opens (creating when needed) and migrates the database.
    /// - Throws: ``Damage`` for a file that is not a set-game score database; else a
    ///   ``StoreError``.
    private func open() throws -> DatabasePool {
        var configuration = Configuration()
        // Another set-game writing its score waits its turn, at most `patience`.
        configuration.busyMode = .timeout(patience.map { Double($0.components.seconds) + Double($0.components.attoseconds) / 1e18 } ?? 3600)
        do {
            let pool = try DatabasePool(path: databaseURL.plainPath, configuration: configuration)
            let migrator = ScoreSchema.migrator
            if try pool.read(migrator.hasBeenSuperseded) {
                let applied = try pool.read(migrator.appliedIdentifiers).count
                throw StoreError.newerVersion(file: databaseURL.lastPathComponent, version: applied, supported: Self.schemaVersion)
            }
            try Self.migrate(pool, with: migrator)
            // A damaged page shows when it is read: read the table once now.
            _ = try pool.read { db in try Row.fetchAll(db, sql: "SELECT * FROM game ORDER BY id DESC LIMIT 1") }
            return pool
        } catch let error as DatabaseError {
            switch error.resultCode {
            case .SQLITE_NOTADB: throw Damage(reason: "it is not a database")
            case .SQLITE_CORRUPT: throw Damage(reason: "it is damaged")
            case .SQLITE_ERROR: throw Damage(reason: "it is not a set-game score database")
            default: throw Self.storeError(error, "open", databaseURL)
            }
        }
    }

    /// Brings `pool` up to date. Another set-game opening the same new database at the same
    /// moment may apply a migration between this one's check and its own transaction (which
    /// then fails: the table exists); each such race is lost to a migration that did its work,
    /// so it is tried again. A file without the migrations table is not ours.
    private static func migrate(_ pool: DatabasePool, with migrator: DatabaseMigrator) throws {
        var attempt = 0
        while true {
            attempt += 1
            do {
                return try migrator.migrate(pool)
            } catch let error as DatabaseError where error.resultCode == .SQLITE_ERROR || error.resultCode == .SQLITE_BUSY {
                let ours = try pool.read { db in try db.tableExists("grdb_migrations") }
                guard ours, attempt < migrator.migrations.count + 3 else { throw error }
                usleep(10_000)
            }
        }
    }

    /// How many migrations this build knows: the database format it reads and writes.
    static var schemaVersion: Int { ScoreSchema.migrator.migrations.count }

    /// `body`, a read, its database errors told as ``StoreError``s.
    func reading<Result>(_ body: () throws -> Result) throws -> Result {
        do { return try body() } catch let error as DatabaseError { throw Self.storeError(error, "read", databaseURL) }
    }

    /// `body`, a write, its database errors told as ``StoreError``s.
    func writing<Result>(_ body: () throws -> Result) throws -> Result {
        do { return try body() } catch let error as DatabaseError { throw Self.storeError(error, "write", databaseURL) }
    }

    /// `error` in the player's words: busy, or what failed and why.
    static func storeError(_ error: DatabaseError, _ operation: String, _ url: URL) -> StoreError {
        if error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED { return .busy(file: url.lastPathComponent) }
        return .io(operation: operation, file: url.plainPath, reason: error.message ?? "\(error.resultCode)")
    }
}
