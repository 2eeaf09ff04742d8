import FoundationEssentials
import SetCore

/// One finished game in the score list (B3): a row of the score database, or of an
/// older score list being imported.
public struct ScoreRecord: Codable, Equatable, Sendable {
    /// The final score.
    public var score: Int
    /// When the game finished, to the second.
    public var date: Date
    /// How long the game took, in seconds.
    public var durationSeconds: Double
    /// Sets found.
    public var setsFound: Int
    /// Trios selected that were not sets.
    public var mistakes: Int
    /// Hints used.
    public var hints: Int
    /// Moves taken back with undo; 0 in records imported from a score list, which kept no
    /// game with an undo.
    public var undos = 0
    /// The game mode; records rank only within their mode.
    public var mode: GameMode
    /// The seed the deck was shuffled with, so the game can be replayed.
    public var seed: UInt64
    /// Seconds each set took, in order, when known (B6); older records have none.
    public var secondsPerSet: [Double]?
    /// The other side's result in a game against the computer or a duel (O1, O2); nil in
    /// solo play and in older records.
    public var rival: RivalResult?
    /// The game's moves as stored, so that the game can be replayed from ``seed``; nil in
    /// records imported from a format-1 score list.
    var moveLog: MoveLog?

    private enum CodingKeys: String, CodingKey {
        case score, date, durationSeconds, setsFound, mistakes, hints, mode, seed, secondsPerSet, rival
        case moveLog = "moves"
    }

    /// A record; `date` is cut to the whole second, as it is stored.
    public init(
        score: Int,
        date: Date,
        durationSeconds: Double,
        setsFound: Int,
        mistakes: Int,
        hints: Int,
        mode: GameMode,
        seed: UInt64,
        secondsPerSet: [Double]? = nil,
        rival: RivalResult? = nil,
        moves: [TimedMove]? = nil,
        undos: Int = 0
    ) {
        self.score = score
        self.date = Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
        self.durationSeconds = durationSeconds
        self.setsFound = setsFound
        self.mistakes = mistakes
        self.hints = hints
        self.undos = undos
        self.mode = mode
        self.seed = seed
        self.secondsPerSet = secondsPerSet
        self.rival = rival
        self.moves = moves
    }

    /// Every move of the game with its time from the game's start, which deal it again from
    /// ``seed`` move by move (a replay); nil in records older than format 2. A move this
    /// build does not know makes the record implausible, so a record read has none.
    public var moves: [TimedMove]? {
        get { moveLog.map { log in (log.moves ?? []).compactMap { move in move.gameMove.map { TimedMove($0, at: move.at) } } } }
        set { moveLog = newValue.map { MoveLog($0.map(SaveFormat2.Move.init)) } }
    }

    /// Whether the game was played with help that makes it no fair match for one played
    /// without: a move undone, or a daily puzzle solved with hints. It is kept and shown, but
    /// ranked after every game of its mode played without (issue 41).
    public var isAided: Bool {
        undos > 0 || (mode.parts?.context == .daily && hints > 0)
    }

    /// Whether this record ranks above `other`: played without help when `other` was not,
    /// else a higher score, or the same score earlier.
    public func ranks(before other: ScoreRecord) -> Bool {
        RecordRank(self, place: 0, index: 0).isBefore(RecordRank(other, place: 0, index: 0))
    }
}
