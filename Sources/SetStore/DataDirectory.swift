import FoundationEssentials
import Glibc

/// Where set-game keeps its files (B3, B5): the `--data-dir` override if given, else
/// `$XDG_DATA_HOME/set-game`, else `$HOME/.local/share/set-game`.
///
/// Resolving touches nothing on disk; the stores create the directory, with any missing
/// parents, when they first write to it. They name the files in it with
/// `appendingPathComponent(_:isDirectory: false)`: without it Foundation asks the file
/// system each time, and its first such call costs a start-up a quarter of a million
/// instructions.
public struct DataDirectory: Equatable, Sendable {
    /// The resolved directory.
    public let url: URL

    /// Resolves the directory from `override` (a path, relative to the working directory) or,
    /// without one, from this process's `XDG_DATA_HOME` and `HOME`.
    /// - Throws: ``StoreError/noDataDirectory`` when neither gives a place.
    public init(override: String?) throws {
        try self.init(override: override, variable: Self.processVariable)
    }

    /// Resolves the directory from `override` or, without one, from `environment`. An empty
    /// or relative `XDG_DATA_HOME` is ignored, as the XDG Base Directory specification asks.
    /// - Throws: ``StoreError/noDataDirectory`` when neither gives a place.
    public init(override: String?, environment: [String: String]) throws {
        try self.init(override: override, variable: { environment[$0] })
    }

    private init(override: String?, variable: (String) -> String?) throws {
        if let override, !override.isEmpty {
            url = URL(fileURLWithPath: override, isDirectory: true)
        } else if let dataHome = variable("XDG_DATA_HOME"), dataHome.hasPrefix("/") {
            url = URL(fileURLWithPath: dataHome, isDirectory: true).appendingPathComponent("set-game", isDirectory: true)
        } else if let home = variable("HOME"), !home.isEmpty {
            url = URL(fileURLWithPath: home, isDirectory: true)
                .appendingPathComponent(".local/share/set-game", isDirectory: true)
        } else {
            throw StoreError.noDataDirectory
        }
    }

    /// A variable as this process has it, read by itself: a start-up spends nothing on a copy
    /// of the environment or a dictionary of it.
    public static func processVariable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
