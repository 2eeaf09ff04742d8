import FoundationEssentials
import Glibc
import SetCore

/// What ``SaveStore/load(_:as:)`` found.
public enum SaveLoadResult<Content: SavableContent>: Equatable, Sendable {
    /// No saved game.
    case none
    /// A game to offer for resuming.
    case saved(SavedGame<Content>)
    /// A save that cannot be resumed, with a one-line reason to show; start a new game.
    case refused(reason: String)
}

/// The saved games in the data directory, one per mode, each in its own file: the games
/// interrupted by quitting (B5, G1). `standard` is savedgame.json (as it always was), any
/// other mode `savedgame-<mode>.json` (``fileURL(for:)``).
///
/// Everything read is checked before it reaches the game: a file that is not a save, or
/// whose game could not have been played (a card twice, a replay that does not reach the
/// saved score, another content than asked for…), is set aside like an unreadable score
/// list, alone — the other modes' saves are untouched; a save from a newer set-game is
/// refused and left in place.
public struct SaveStore: Sendable {
    private let directory: URL
    private let fileSystem: any StoreFileSystem
    private let clock: @Sendable () -> Date

    /// The store for the saves in `directory`, changed through `fileSystem`.
    public init(directory: URL, fileSystem: any StoreFileSystem = SystemFileSystem()) {
        self.init(directory: directory, fileSystem: fileSystem, clock: Date.init)
    }

    /// A store that names set-aside files by `clock`.
    init(directory: URL, fileSystem: any StoreFileSystem = SystemFileSystem(), clock: @escaping @Sendable () -> Date) {
        self.directory = directory
        self.fileSystem = fileSystem
        self.clock = clock
    }

    /// The save file of `mode`: savedgame.json for `standard`, else `savedgame-<mode>.json`
    /// with the name made file-safe (``fileSafe(_:)``).
    public func fileURL(for mode: GameMode) -> URL {
        let name = mode == .standard ? "savedgame.json" : "savedgame-\(Self.fileSafe(mode.name)).json"
        return directory.appendingPathComponent(name, isDirectory: false)
    }

    /// `name` with every byte but `a`–`z`, `0`–`9` and `-` written `_XX` (hex), so that two
    /// names never share a file and none leaves the directory.
    static func fileSafe(_ name: String) -> String {
        var safe = ""  // built piece by piece: a generic `joined()` is resolved at run time
        for byte in name.utf8 {
            safe += isKept(byte) ? String(UnicodeScalar(byte)) : "_" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
        }
        return safe
    }

    /// Whether `byte` stays itself in a file name: `a`–`z`, `0`–`9` or `-`, by comparing:
    /// a set of them, built at every start, was more code to map before the first board.
    private static func isKept(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
    }

    /// Where a save of `mode` goes while a newer set-game's save holds ``fileURL(for:)``:
    /// beside it, named by this build's format, e.g. `savedgame.format2.json`.
    public func besideURL(for mode: GameMode) -> URL {
        let name = fileURL(for: mode).lastPathComponent
        return directory.appendingPathComponent("\(name.dropLast(".json".count)).format\(SaveDocument.currentVersion).json", isDirectory: false)
    }

    private func file(_ mode: GameMode) -> VersionedFile<SaveDocument> {
        VersionedFile(url: fileURL(for: mode), supportedVersion: SaveDocument.currentVersion, fileSystem: fileSystem)
    }

    private func besideFile(_ mode: GameMode) -> VersionedFile<SaveDocument> {
        VersionedFile(url: besideURL(for: mode), supportedVersion: SaveDocument.currentVersion, fileSystem: fileSystem)
    }

    /// The format of the newer set-game's save in `mode`'s own file, if one is there.
    private func newerVersion(_ mode: GameMode) -> Int? {
        if case let .newer(version)? = try? file(mode).read() { version } else { nil }
    }

    /// The file saves of `mode` go to: its own, or the one beside it while a newer
    /// set-game's save is there.
    private func target(_ mode: GameMode) -> VersionedFile<SaveDocument> {
        newerVersion(mode) == nil ? file(mode) : besideFile(mode)
    }

    /// When a newer set-game's save holds `mode`'s own file, a line saying that it was left
    /// alone and where saves of `mode` go instead; nil otherwise.
    public func besideNotice(for mode: GameMode) -> String? {
        guard let version = newerVersion(mode) else { return nil }
        let own = fileURL(for: mode).lastPathComponent
        return "\(own) is from a newer set-game (format \(version)) and was left untouched; "
            + "this game was saved beside it, in \(besideURL(for: mode).lastPathComponent)"
    }

    /// Writes `game` atomically into its mode's file, replacing any earlier save of that mode:
    /// format 2 when it has a move log, else format 1. A newer set-game's save in that file
    /// is kept, and the game goes beside it (``besideURL(for:)``, ``besideNotice(for:)``).
    /// Deletes temporary files that writes dead for a minute or more left (no lock guards
    /// saves, so a fresh one may be live).
    /// - Throws: ``StoreError/io(operation:file:reason:)`` when the write fails, the game's
    ///   rule has no name in saves, or it has no move log and is not SET.
    public func save<Content>(_ game: SavedGame<Content>) throws {
        let file = target(game.mode)
        if case let .newer(version)? = try? file.read() { throw file.newerVersionError(version) }
        guard let document = SaveDocument(game) else {
            let named = SaveFormat2.ruleNames[game.game.rule] != nil
            let reason = named ? "a \(Content.saveName) game needs its move log" : "rule \(game.game.rule.name) has no name in saves"
            throw StoreError.io(operation: "save", file: file.url.plainPath, reason: reason)
        }
        try file.write(document)
        AtomicFile.removeLeftovers(of: file.url, olderThan: Self.leftoverAge, fileSystem: fileSystem)
    }

    /// How old a temporary save file must be to count as left by a dead writer: a save takes
    /// milliseconds.
    static let leftoverAge: TimeInterval = 60

    /// The saved game of `mode`, if there is one of `Content` that this build can resume.
    /// Never throws. The game's own mode is the one it was saved with (savedgame.json may
    /// hold a `test` game, written there before each mode had its file). A mode that `replay`
    /// plays back is replayed through it.
    /// While a newer set-game's save holds the mode's file, the game saved beside it is the
    /// one offered; with none there, the newer save is refused (and left alone).
    public func load<Content>(_ mode: GameMode, as content: Content.Type, replay: (any SaveReplay<Content>)? = nil) -> SaveLoadResult<Content> {
        let own = load(file(mode), as: content, replay: replay)
        guard case .refused = own, newerVersion(mode) != nil else { return own }
        let beside = load(besideFile(mode), as: content, replay: replay)
        if case .none = beside { return own }
        return beside
    }

    private func load<Content>(
        _ file: VersionedFile<SaveDocument>, as content: Content.Type, replay: (any SaveReplay<Content>)?
    ) -> SaveLoadResult<Content> {
        do {
            let reason: String
            switch try file.read() {
            case nil: return .none
            case let .newer(version)?: return .refused(reason: file.newerVersionError(version).description)
            case let .unreadable(why)?: reason = why
            case let .document(document)?:
                do {
                    return .saved(try document.savedGame(of: content, replay: replay))
                } catch {
                    reason = error.description
                }
            }
            return .refused(reason: try SetAsideFile.setAside(file.url, at: clock(), reason: reason, fileSystem: fileSystem).notice)
        } catch {
            return .refused(reason: "\(error)")
        }
    }

    /// Deletes the save of `mode`, after its resumed game is on screen or when it was
    /// declined, so it is not offered again (never a newer set-game's: then the one beside
    /// it). Nothing happens when there is none.
    public func discard(_ mode: GameMode) throws {
        let url = target(mode).url
        guard fileSystem.unlink(url.plainPath) == 0 || errno == ENOENT else { throw StoreError.system("delete", url) }
    }
}
