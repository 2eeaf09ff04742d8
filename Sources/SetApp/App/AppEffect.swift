import SetCore
import SetStore

/// Work the model asks the run loop to do outside it (files), Elm's commands: the loop
/// performs each and reports back with a message when there is something to say.
public enum AppEffect: Hashable, Sendable {
    /// The player chose a mode in the New game menu: remember it for the next launch.
    case rememberMode(PlayMode)
    /// A game ended: add it to the score list, then send ``AppMessage/scoresChanged(_:rank:notice:)``.
    case recordScore(GameSummary)
    /// The player quit mid-game: save this game (one per game in progress) in its mode's
    /// file so the next launch can offer to resume it.
    case saveGame(GameSave)
    /// The saved game of this mode was resumed or declined: forget it.
    case discardSavedGame(GameMode)
    /// The player has seen the welcome: note it, so later launches do not show it.
    case markWelcomed
    /// What the app keeps of the records is needed (the Scores or Statistics tab is shown, a
    /// daily puzzle is dealt): read it and send it (``AppMessage/scoresChanged(_:rank:notice:)``).
    case readRecords
    /// The Scores tab shows this mode: send its best games (``AppMessage/scoresListed(_:)``).
    case listScores(GameMode)
    /// The Statistics tab shows this mode: send its figures, the charts over its latest
    /// `historyLength` games (``AppMessage/statisticsFound(_:_:)``).
    case findStatistics(GameMode, historyLength: Int)
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
    /// The other side's result against the computer or in a duel; nil in solo play.
    public var rival: RivalResult? = nil
    /// Moves taken back with undo; a game with any is practice and is not recorded.
    public var undos = 0
    /// Every move of the game, timed from its start, to replay it from ``seed``; nil for a
    /// game resumed from a save that kept no moves.
    public var moves: [TimedMove]? = nil
}

/// A game in progress with what is needed to go on with it later.
public struct GameSnapshot<Content: GameContent>: Hashable, Sendable {
    /// The game itself.
    public let game: MatchingGame<Content>
    /// The game clock when it was taken (the game's times are on this clock).
    public let clock: Double
    /// The seed the game was dealt from.
    public let seed: UInt64
    /// The moves since the deal, which replay the game; nil for a game resumed from a save
    /// that kept no moves.
    public let moves: [TimedMove]?
    /// The mode it is played in, whose save file keeps it.
    public let mode: GameMode
    /// The referee's own counts (``Referee/tally``), saved to be checked; empty in solo play.
    public let tally: [Int]

    /// A snapshot of `game`; its mode is by default the one its content plays under its rule.
    public init(game: MatchingGame<Content>, clock: Double, seed: UInt64, moves: [TimedMove]?, mode: GameMode? = nil, tally: [Int] = []) {
        self.tally = tally
        self.game = game
        self.clock = clock
        self.seed = seed
        self.moves = moves
        self.mode = mode ?? GameMode(Variant.playing(game.rule), deck: Content.deck)
    }
}
