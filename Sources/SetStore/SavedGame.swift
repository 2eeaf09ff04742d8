import Foundation
import SetCore

/// A game interrupted by quitting, to be offered for resuming at the next launch (B5).
public struct SavedGame: Codable, Equatable, Sendable {
    /// The format this build reads and writes.
    public static let currentVersion = 1

    /// The format of the file.
    public private(set) var version: Int
    /// When the game was saved, to the second.
    public var savedAt: Date
    /// The game as it stood.
    public var game: MatchingGame<SetCard>
    /// Seconds of play before the save; the clock resumes from here.
    public var elapsedSeconds: Double
    /// The seed the deck was shuffled with.
    public var seed: UInt64
    /// The game mode, e.g. `"standard"` or `"test"`.
    public var mode: String

    /// A save of `game`; `savedAt` is cut to the whole second, as it is stored.
    public init(savedAt: Date, game: MatchingGame<SetCard>, elapsedSeconds: Double, seed: UInt64, mode: String) {
        self.version = Self.currentVersion
        self.savedAt = Date(timeIntervalSince1970: savedAt.timeIntervalSince1970.rounded(.down))
        self.game = game
        self.elapsedSeconds = elapsedSeconds
        self.seed = seed
        self.mode = mode
    }
}
