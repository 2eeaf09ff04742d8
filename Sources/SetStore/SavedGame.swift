import FoundationEssentials
import SetCore

/// A game interrupted by quitting, to be offered for resuming at the next launch (B5): a
/// game of any ``SavableContent`` (SET, playing cards).
public struct SavedGame<Content: SavableContent>: Equatable, Sendable {
    /// When the game was saved, to the second.
    public var savedAt: Date
    /// The game as it stood.
    public var game: MatchingGame<Content>
    /// Seconds of play before the save; the clock resumes from here.
    public var elapsedSeconds: Double
    /// The seed the deck was shuffled with.
    public var seed: UInt64
    /// The game mode.
    public var mode: GameMode
    /// Every move since the deal of ``seed``, from which the game replays; nil for a game
    /// first saved in format 1, which kept the position instead (it is saved in format 1 again;
    /// only SET games were ever saved so).
    public var moves: [TimedMove]?
    /// The mode's own counts (``SaveReplay/tally``), checked when the save is read; empty
    /// for a solo game.
    public var tally: [Int]

    /// A save of `game`; `savedAt` is cut to the whole second, as it is stored.
    public init(
        savedAt: Date, game: MatchingGame<Content>, elapsedSeconds: Double, seed: UInt64, mode: GameMode, moves: [TimedMove]?,
        tally: [Int] = []
    ) {
        self.savedAt = Date(timeIntervalSince1970: savedAt.timeIntervalSince1970.rounded(.down))
        self.game = game
        self.elapsedSeconds = elapsedSeconds
        self.seed = seed
        self.mode = mode
        self.moves = moves
        self.tally = tally
    }

    /// The game clock when it was saved: the game's own times are on this clock.
    public var clock: Double {
        game.statistics.startedAt + elapsedSeconds
    }
}
