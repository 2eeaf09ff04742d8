/// Figures over one mode's finished games for the statistics view (B6): queried from the
/// score database (``ScoreStore/statistics(of:historyLength:)``), or computed over records
/// in memory.
public struct Statistics: Equatable, Sendable {
    /// Games recorded.
    public let gamesPlayed: Int
    /// The highest score, if any game was played.
    public let bestScore: Int?
    /// The mean score, if any game was played.
    public let averageScore: Double?
    /// The seconds the sets took over the sets (``ScoreRecord/setTimes``): the per-set times
    /// kept, the same the fastest set is among; nil when no game has any.
    public let averageSecondsPerSet: Double?
    /// The quickest single set over all records that kept per-set times.
    public let fastestSet: Double?
    /// The scores of the latest games, oldest first, for a chart.
    public let scoreHistory: [Double]
    /// The average seconds per set of the same games (``ScoreRecord/averageSetSeconds``, 0
    /// for a game without).
    public let secondsPerSetHistory: [Double]
    /// The per-set times of the latest game that kept them, in order, for a chart.
    public let latestSetTimes: [Double]

    /// The figures as given (the score database's queries, ``ScoreStore/statistics(of:historyLength:)``).
    init(
        gamesPlayed: Int, bestScore: Int?, averageScore: Double?, averageSecondsPerSet: Double?, fastestSet: Double?, scoreHistory: [Double],
        secondsPerSetHistory: [Double], latestSetTimes: [Double]
    ) {
        self.gamesPlayed = gamesPlayed
        self.bestScore = bestScore
        self.averageScore = averageScore
        self.averageSecondsPerSet = averageSecondsPerSet
        self.fastestSet = fastestSet
        self.scoreHistory = scoreHistory
        self.secondsPerSetHistory = secondsPerSetHistory
        self.latestSetTimes = latestSetTimes
    }

    /// Figures over `records` in memory, in the order of their list (best first); `historyLength` bounds ``scoreHistory`` and
    /// ``secondsPerSetHistory`` (default 30).
    public init(records: [ScoreRecord], historyLength: Int = 30) {
        let byDate = records.sorted { $0.date < $1.date }
        // Sums in Double: no record, however large, can make them trap.
        let timed = records.compactMap(\.setTimes)
        let totalSets = timed.reduce(0.0) { $0 + $1.sets }
        let totalSeconds = timed.reduce(0.0) { $0 + $1.seconds }
        gamesPlayed = records.count
        bestScore = records.map(\.score).max()
        averageScore = records.isEmpty ? nil : records.reduce(0.0) { $0 + Double($1.score) } / Double(records.count)
        averageSecondsPerSet = totalSets == 0 ? nil : totalSeconds / totalSets
        fastestSet = records.flatMap { $0.secondsPerSet ?? [] }.min()
        let latest = byDate.suffix(max(historyLength, 0))
        scoreHistory = latest.map { Double($0.score) }
        secondsPerSetHistory = latest.map(\.averageSetSeconds)
        latestSetTimes = byDate.last { $0.secondsPerSet?.isEmpty == false }?.secondsPerSet ?? []
    }
}
