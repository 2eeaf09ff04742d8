import Foundation
import SetCore

@testable import SetStore

/// The standard mode's SET save, which most store tests are about.
extension SaveStore {
    /// savedgame.json.
    var fileURL: URL { fileURL(for: .standard) }

    /// The standard mode's save, read as SET.
    func load() -> SaveLoadResult<SetCard> { load(.standard, as: SetCard.self) }

    /// Deletes the standard mode's save.
    func discard() throws { try discard(.standard) }
}
