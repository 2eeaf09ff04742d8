import Foundation
import SetCore

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
/// Everything read is checked before it reaches the game: a file that is not a save, or
/// whose game could not have been played (a card twice, a replay that does not reach the
/// saved score…), is set aside like an unreadable score list; a save from a newer set-game
/// is refused and left in place.
public struct SaveStore: Sendable {
    /// The save file.
    public var fileURL: URL { file.url }
    private let file: VersionedFile<SaveDocument>
    private let clock: @Sendable () -> Date

    /// The store for savedgame.json in `directory`.
    public init(directory: URL) {
        self.init(directory: directory, clock: Date.init)
    }

    /// A store that names set-aside files by `clock`.
    init(directory: URL, clock: @escaping @Sendable () -> Date) {
        file = VersionedFile(url: directory.appendingPathComponent("savedgame.json"), supportedVersion: SaveDocument.currentVersion)
        self.clock = clock
    }

    /// Writes `game` atomically, replacing any earlier save: format 2 when it has a move log,
    /// else format 1. Deletes temporary files that writes dead for a minute or more left (no
    /// lock guards saves, so a fresh one may be live).
    /// - Throws: ``StoreError/newerVersion(file:version:supported:)`` when a newer set-game's
    ///   save is there (it is kept), ``StoreError/io(operation:file:reason:)`` when the write fails.
    public func save(_ game: SavedGame) throws {
        if case let .newer(version)? = try? file.read() { throw file.newerVersionError(version) }
        try file.write(SaveDocument(game))
        AtomicFile.removeLeftovers(of: fileURL, olderThan: Self.leftoverAge)
    }

    /// How old a temporary save file must be to count as left by a dead writer: a save takes
    /// milliseconds.
    static let leftoverAge: TimeInterval = 60

    /// The saved game, if there is one that this build can resume. Never throws.
    public func load() -> SaveLoadResult {
        do {
            let reason: String
            switch try file.read() {
            case nil: return .none
            case let .newer(version)?: return .refused(reason: file.newerVersionError(version).description)
            case let .unreadable(why)?: reason = why
            case let .document(document)?:
                do {
                    return .saved(try document.savedGame())
                } catch {
                    reason = error.description
                }
            }
            return .refused(reason: try SetAsideFile.setAside(fileURL, at: clock(), reason: reason).notice)
        } catch {
            return .refused(reason: "\(error)")
        }
    }

    /// Deletes the save, after its resumed game is on screen or when it was declined, so it
    /// is not offered again. Nothing happens when there is none.
    public func discard() throws {
        guard unlink(fileURL.path) == 0 || errno == ENOENT else { throw StoreError.system("delete", fileURL) }
    }
}
