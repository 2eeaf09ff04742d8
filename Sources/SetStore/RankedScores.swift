import SetCore

/// The Scores tab's list of one mode (B3): its best games, best first, as the score
/// database ranks them (``ScoreStore/ranking(of:)``).
public struct RankedScores: Equatable, Sendable {
    /// The mode listed.
    public let mode: GameMode
    /// The best ``StoreLimits/recordsPerMode`` games of the mode, best first.
    public let records: [ScoreRecord]
    /// Why some games of the mode cannot be shown, when some cannot.
    public let problem: String?

    /// The list of `mode`: `records`, ranked already.
    public init(mode: GameMode, records: [ScoreRecord], problem: String? = nil) {
        self.mode = mode
        self.records = records
        self.problem = problem
    }
}
