import FoundationEssentials

/// Why `serve` will not start on its SQLite records: said in words, with the file and what
/// to do, so nothing is lost in silence.
public struct RecordsFileError: Error, Equatable, CustomStringConvertible {
    /// What is wrong with the file.
    public enum Problem: Equatable, Sendable {
        /// 0 bytes: an SQLite database is never empty, so records were there and are gone.
        case empty
        /// Not a database SQLite can read.
        case unreadable(String)
        /// It, its directory or its journal cannot be written.
        case unwritable(String)
    }

    public let file: URL
    public let problem: Problem

    public var description: String {
        switch problem {
        case .empty:
            "the records \(file.path) are empty (0 bytes) where accounts and ratings were kept; "
                + "restore the file from a backup, or move it away to start with no records"
        case .unreadable(let reason):
            "the records \(file.path) cannot be read (\(reason)); restore the file from a backup, or move it away"
        case .unwritable(let reason):
            "the records \(file.path) cannot be written (\(reason)); finished games would be lost. "
                + "Give the server write access to the file and its directory"
        }
    }
}
