import FoundationEssentials
import GRDB

/// The score list of older set-games, scores.json (formats 1 and 2), imported into the
/// database once and kept beside it, renamed.
extension ScoreStore {
    /// scores.json as older set-games wrote it: `{"records": [...], "version": 2}`. Format 2
    /// added each game's moves; format 1 records have none.
    struct LegacyScoreList: Codable {
        /// The newest format an older set-game wrote.
        static let newestVersion = 2
        var records: [ScoreRecord]
        var version: Int

        /// Which record no game could have made, and why: `record 2: score … is out of range`.
        var firstImplausibility: String? {
            records.indices.lazy.compactMap { index in records[index].implausibility.map { "record \(index + 1): \($0)" } }.first
        }
    }

    /// What importing found.
    struct Imported {
        /// The score list, when it was unreadable and set aside.
        var setAside: SetAsideFile?
        /// Why it was not imported, when it was left in place.
        var problem: String?
    }

    /// Imports ``legacyURL`` into `database` in one transaction, unless it was imported
    /// before, then renames it to ``importedName`` (with `-2`, `-3`… when taken). An
    /// unreadable list, or one holding a game no set-game could have made, is set aside; a
    /// newer set-game's is left alone and told.
    func importLegacyList(into database: DatabasePool) throws -> Imported {
        guard exists(legacyURL) else { return Imported() }
        let name = legacyURL.lastPathComponent
        let done = try reading { try database.read { db in try Bool.fetchOne(db, sql: "SELECT 1 FROM import WHERE file = ?", arguments: [name]) } } ?? false
        if !done {
            let reason: String
            switch try VersionedFile<LegacyScoreList>(url: legacyURL, supportedVersion: LegacyScoreList.newestVersion, fileSystem: fileSystem).read() {
            case nil: return Imported()
            case let .newer(version)?:
                return Imported(problem: "\(name) is from a newer set-game (format \(version)); it was not imported and was left untouched")
            case let .unreadable(why)?: reason = why
            case let .document(list)?:
                if let bad = list.firstImplausibility {
                    reason = bad
                } else {
                    try writing { try insert(list.records, from: name, into: database) }
                    return Imported(setAside: nil, problem: keepImported())
                }
            }
            return Imported(setAside: try SetAsideFile.setAside(legacyURL, at: clock(), reason: reason, fileSystem: fileSystem))
        }
        return Imported(problem: keepImported())
    }

    /// Inserts `records`, in their order (equal games keep it), and notes `file` as
    /// imported, in one transaction: another set-game importing at once waits, then finds
    /// it done.
    private func insert(_ records: [ScoreRecord], from file: String, into database: DatabasePool) throws {
        try database.writeWithoutTransaction { db in
            try db.inTransaction(.immediate) {
                guard try Bool.fetchOne(db, sql: "SELECT 1 FROM import WHERE file = ?", arguments: [file]) != true else { return .commit }
                let columns = ScoreRecord.columns
                let statement = try db.makeStatement(
                    sql: "INSERT INTO game (\(columns.joined(separator: ", "))) VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")))")
                for record in records { try statement.execute(arguments: StatementArguments(record.rowValues)) }
                try db.execute(sql: "INSERT INTO import (file, records, importedAt) VALUES (?, ?, ?)", arguments: [file, records.count, clock().timeIntervalSince1970])
                return .commit
            }
        }
    }

    /// Renames the imported list beside the database; why not, if it could not be.
    private func keepImported() -> String? {
        var keptAs = directory.appendingPathComponent(Self.importedName, isDirectory: false)
        var counter = 1
        while exists(keptAs) {
            counter += 1
            keptAs = directory.appendingPathComponent("\(Self.importedName)-\(counter)", isDirectory: false)
        }
        guard fileSystem.rename(legacyURL.plainPath, keptAs.plainPath) == 0 else {
            return "\(StoreError.system("keep the imported", legacyURL))"
        }
        return nil
    }

    /// The older score list of a directory that cannot be written, read as it is: nothing
    /// can be imported there, or set aside.
    func legacyListUnimported() throws -> ScoreBoard {
        switch try VersionedFile<LegacyScoreList>(url: legacyURL, supportedVersion: LegacyScoreList.newestVersion, fileSystem: fileSystem).read() {
        case nil: return ScoreBoard()
        case let .newer(version)?:
            throw StoreError.newerVersion(file: legacyURL.lastPathComponent, version: version, supported: LegacyScoreList.newestVersion)
        case let .unreadable(why)?: throw StoreError.io(operation: "read", file: legacyURL.plainPath, reason: why)
        case let .document(list)?:
            if let bad = list.firstImplausibility { throw StoreError.io(operation: "read", file: legacyURL.plainPath, reason: bad) }
            return ScoreBoard(records: list.records)
        }
    }
}
