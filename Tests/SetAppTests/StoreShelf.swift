import Foundation
import SetApp
import SetCore
import SetStore

/// A data directory's saves as the app's shelf, as the executable hands them to it (its
/// conformance of ``SaveStore`` lives in SetTUI, which these tests do not import).
struct StoreShelf: SaveShelf {
    let store: SaveStore

    func keep<Content: SavableContent>(_ saved: SavedGame<Content>) throws {
        try store.save(saved)
    }

    func take<Content: SavableContent>(_ mode: GameMode, as content: Content.Type, replay: (any SaveReplay<Content>)?) -> SaveLoadResult<Content> {
        store.load(mode, as: content, replay: replay)
    }
}

extension GameSave {
    /// Writes the game into its mode's file in `store`, as the executable does on quitting.
    func write(to store: SaveStore, at date: Date) throws {
        try keep(on: StoreShelf(store: store), at: date)
    }
}

extension ResumeOffer {
    /// The offers and refusals of the saves in `store`, as the executable reads them at launch.
    static func load(from store: SaveStore, settings: AppSettings) -> (offers: [ResumeOffer], refusals: [String]) {
        load(from: StoreShelf(store: store), settings: settings)
    }
}
