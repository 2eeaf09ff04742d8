import FoundationEssentials
import Glibc

/// Why a store could not do what was asked, worded as a one-line notice for the player.
public enum StoreError: Error, Equatable, CustomStringConvertible {
    /// No `--data-dir`, no usable `XDG_DATA_HOME` and no `HOME`: nowhere to keep files.
    case noDataDirectory
    /// The file was written by a newer set-game; it was left untouched.
    case newerVersion(file: String, version: Int, supported: Int)
    /// Reading, writing, locking or renaming a file failed.
    case io(operation: String, file: String, reason: String)
    /// Another process held the lock file `file` longer than a game waits for it.
    case busy(file: String)

    public var description: String {
        switch self {
        case .noDataDirectory:
            "no data directory: set HOME or XDG_DATA_HOME, or pass --data-dir"
        case let .newerVersion(file, version, supported):
            "\(file) is from a newer set-game (format \(version), this one reads up to \(supported)); it was left untouched"
        case let .io(operation, file, reason):
            "could not \(operation) \(file): \(reason)"
        case let .busy(file):
            "another program is holding \(file) (another set-game writing its scores?)"
        }
    }

    /// The failure of a system call that set `errno`.
    static func system(_ operation: String, _ url: URL, code: Int32 = errno) -> StoreError {
        .io(operation: operation, file: url.plainPath, reason: String(cString: strerror(code)))
    }

    /// Runs `body`, turning any error other than a ``StoreError`` into ``io(operation:file:reason:)``.
    static func wrapping<Result>(_ operation: String, _ url: URL, _ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let error as StoreError {
            throw error
        } catch {
            throw StoreError.io(operation: operation, file: url.plainPath, reason: reason(of: error))
        }
    }

    /// The system's words for why `error` happened ("Permission denied"), never Foundation's
    /// "NSCocoaErrorDomain error 256".
    static func reason(of error: any Error) -> String {
        var current = error
        while true {
            if let posix = current as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
            guard let cocoa = current as? CocoaError else { return String(describing: current) }
            guard let underlying = cocoa.underlying else { return "error \(cocoa.code.rawValue) of NSCocoaErrorDomain" }
            current = underlying
        }
    }
}
