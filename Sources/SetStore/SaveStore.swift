import Foundation

/// What ``SaveStore/load()`` found.
public enum SaveLoadResult: Equatable, Sendable {
    /// No saved game.
    case none
    /// A game to offer for resuming.
    case saved(SavedGame)
    /// A save that cannot be resumed, with a one-line reason to show; start a new game.
    case refused(reason: String)
}

/// savedgame.json in the data directory: the game interrupted by quitting (B5).
///
/// An unreadable save is set aside like an unreadable score list; a save from a newer
/// set-game is refused and left in place.
public struct SaveStore: Sendable {
    /// The save file.
    public var fileURL: URL { file.url }
    private let file: VersionedFile<SavedGame>
    private let clock: @Sendable () -> Date

    /// The store for savedgame.json in `directory`.
    public init(directory: URL) {
        self.init(directory: directory, clock: Date.init)
    }

    /// A store that names set-aside files by `clock`.
    init(directory: URL, clock: @escaping @Sendable () -> Date) {
        file = VersionedFile(url: directory.appendingPathComponent("savedgame.json"), supportedVersion: SavedGame.currentVersion)
        self.clock = clock
    }

    /// Writes `game` atomically, replacing any earlier save; deletes temporary files that
    /// writes dead for a minute or more left (no lock guards saves, so a fresh one may be live).
    /// - Throws: ``StoreError/newerVersion(file:version:supported:)`` when a newer set-game's
    ///   save is there (it is kept), ``StoreError/io(operation:file:reason:)`` when the write fails.
    public func save(_ game: SavedGame) throws {
        if case let .newer(version)? = try? file.read() { throw file.newerVersionError(version) }
        try file.write(game)
        AtomicFile.removeLeftovers(of: fileURL, olderThan: Self.leftoverAge)
    }

    /// How old a temporary save file must be to count as left by a dead writer: a save takes
    /// milliseconds.
    static let leftoverAge: TimeInterval = 60

    /// The saved game, if there is one that this build can resume. Never throws.
    public func load() -> SaveLoadResult {
        do {
            switch try file.read() {
            case nil: return .none
            case let .document(game)?: return .saved(game)
            case let .newer(version)?: return .refused(reason: file.newerVersionError(version).description)
            case .unreadable?: return .refused(reason: try SetAsideFile.setAside(fileURL, at: clock()).notice)
            }
        } catch {
            return .refused(reason: "\(error)")
        }
    }

    /// Deletes the save, after resuming it or when its game is over, so it is not offered
    /// again. Nothing happens when there is none.
    public func discard() throws {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return }
        try StoreError.wrapping("delete", fileURL) { try FileManager.default.removeItem(at: fileURL) }
    }
}
