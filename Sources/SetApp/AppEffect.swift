import SetCore

/// Work the model asks the run loop to do outside it (files), Elm's commands: the loop
/// performs each and reports back with a message when there is something to say.
public enum AppEffect: Hashable, Sendable {
    /// A game ended: add it to the score list, then send ``AppMessage/scoresChanged(_:rank:notice:)``.
    case recordScore(GameSummary)
    /// The player quit mid-game: save it so the next launch can offer to resume.
    case saveGame(GameSnapshot)
    /// The saved game was resumed, declined, finished or abandoned: forget it.
    case discardSavedGame
}

/// A finished game, as the score list records it.
public struct GameSummary: Hashable, Sendable {
    public let score: Int
    public let durationSeconds: Double
    public let setsFound: Int
    public let mistakes: Int
    public let hints: Int
    /// The mode, which the game ranks within.
    public let mode: GameMode
    /// The seed that deals this game again (`--seed`).
    public let seed: UInt64
    public let secondsPerSet: [Double]
}

/// A game in progress with what is needed to go on with it later.
public struct GameSnapshot: Hashable, Sendable {
    /// The game itself.
    public let game: MatchingGame<SetCard>
    /// The game clock when it was taken (the game's times are on this clock).
    public let clock: Double
    /// The seed the game was dealt from.
    public let seed: UInt64
    /// The moves since the deal, which replay the game; nil for a game resumed from a save
    /// that kept no moves.
    public let moves: [TimedMove]?

    public init(game: MatchingGame<SetCard>, clock: Double, seed: UInt64, moves: [TimedMove]?) {
        self.game = game
        self.clock = clock
        self.seed = seed
        self.moves = moves
    }
}
