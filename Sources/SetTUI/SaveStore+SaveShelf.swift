import SetApp
import SetCore
import SetStore

/// The data directory's saves are the shelf the app hands its games to: the files are read
/// and written here, in the executable, never in SetApp.
extension SaveStore: SaveShelf {
    public func keep<Content: SavableContent>(_ saved: SavedGame<Content>) throws {
        try save(saved)
    }

    public func take<Content: SavableContent>(_ mode: GameMode, as content: Content.Type, replay: (any SaveReplay<Content>)?) -> SaveLoadResult<Content> {
        load(mode, as: content, replay: replay)
    }
}
