/// Tallies of one game, for the status line, the game-over popup and the score file.
public struct GameStatistics: Hashable, Codable, Sendable {
    /// Matches found.
    public var matchesFound = 0
    /// Groups selected that did not match.
    public var mismatches = 0
    /// Hints that highlighted a match.
    public var hintsUsed = 0
    /// Deals made while a match was on the table.
    public var dealsPastMatch = 0
    /// Seconds each match took, since the previous match or deal, in order.
    public var secondsPerMatch: [Double] = []
    /// When the game started, in the injected clock's seconds.
    public var startedAt: Double
    /// When the game ended, if it has.
    public var endedAt: Double?

    public init(startedAt: Double) {
        self.startedAt = startedAt
    }
}
