import SetCore
import SetStore

/// Where the shell keeps saved games: SetApp reads and writes no file, it hands each game
/// to a shelf the shell gives it (the executable's is the data directory's ``SaveStore``),
/// whatever the game's content.
public protocol SaveShelf {
    /// Keeps `saved` in its mode's place, replacing any earlier save of that mode.
    func keep<Content: SavableContent>(_ saved: SavedGame<Content>) throws
    /// The save of `mode`, if there is one of `Content`, replayed through `replay` and checked;
    /// a save that cannot be resumed is set aside and refused with its reason.
    func take<Content: SavableContent>(_ mode: GameMode, as content: Content.Type, replay: (any SaveReplay<Content>)?) -> SaveLoadResult<Content>
}
