import FoundationEssentials
import Glibc

/// Where set-game keeps its files (B3, B5): the `--data-dir` override if given, else
/// `$XDG_DATA_HOME/set-game`, else `$HOME/.local/share/set-game`.
///
/// Resolving touches nothing on disk; the stores create the directory, with any missing
/// parents, when they first write to it.
public struct DataDirectory: Equatable, Sendable {
    /// The resolved directory.
    public let url: URL

    /// Resolves the directory from `override` (a path, relative to the working directory) or,
    /// without one, from `environment`. An empty or relative `XDG_DATA_HOME` is ignored, as
    /// the XDG Base Directory specification asks.
    /// - Throws: ``StoreError/noDataDirectory`` when neither gives a place.
    public init(override: String?, environment: [String: String] = Self.processEnvironment()) throws {
        if let override, !override.isEmpty {
            url = URL(fileURLWithPath: override, isDirectory: true)
        } else if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            url = URL(fileURLWithPath: dataHome, isDirectory: true).appendingPathComponent("set-game", isDirectory: true)
        } else if let home = environment["HOME"], !home.isEmpty {
            url = URL(fileURLWithPath: home, isDirectory: true)
                .appendingPathComponent(".local/share/set-game", isDirectory: true)
        } else {
            throw StoreError.noDataDirectory
        }
    }

    /// The two variables the directory is resolved from, as this process has them: read one
    /// by one, which costs a start-up far less than copying the whole environment.
    public static func processEnvironment() -> [String: String] {
        var environment: [String: String] = [:]
        for name in ["XDG_DATA_HOME", "HOME"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return environment
    }
}
