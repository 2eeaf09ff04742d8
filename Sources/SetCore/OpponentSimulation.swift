/// Plays whole games of a ``Variant`` in which the computer opponent (``VersusComputer``)
/// plays alone, to measure how quick each ``OpponentLevel`` is: the seconds from each table
/// change (a match taken or a deal) to the computer's next match.
///
/// Game number `i` comes from its own stream of `seed`, so any split of the games gives the
/// same measurements.
public struct OpponentSimulation: Sendable {
    /// Seed of every game.
    public let seed: UInt64
    /// The level measured.
    public let level: OpponentLevel
    /// What is played: SET unless told.
    public let variant: Variant

    public init(seed: UInt64, level: OpponentLevel, variant: Variant = .standard) {
        self.seed = seed
        self.level = level
        self.variant = variant
    }

    /// Plays the games numbered `games`.
    public func run(games: Range<Int>) -> OpponentReport {
        var report = OpponentReport()
        for number in games {
            var streams = SplitMix64.stream(seed: seed, index: UInt64(number))
            var versus = VersusComputer(seed: streams.next(), level: level, variant: variant)
            var lastChange = 0.0
            while !versus.game.isOver {
                let moment = versus.computerMovesAt
                for move in versus.advance(to: moment) {
                    if case .tookSet = move { report.secondsToSet.append(moment - lastChange) }
                    lastChange = moment
                }
            }
            report.games += 1
            report.totalSeconds += lastChange
        }
        return report
    }
}

/// What an ``OpponentSimulation`` measured; reports of disjoint games merge.
public struct OpponentReport: Hashable, Sendable {
    /// Games played.
    public internal(set) var games = 0
    /// Seconds from the previous table change to each set the computer took, in play order.
    public internal(set) var secondsToSet: [Double] = []
    /// The games' lengths added up, in seconds (deal waits included).
    public internal(set) var totalSeconds = 0.0

    public init() {}

    /// The `fraction` quantile (0…1) of ``secondsToSet``, the nearest-rank one; 0 when empty.
    public func quantile(_ fraction: Double) -> Double {
        guard !secondsToSet.isEmpty else { return 0 }
        let sorted = secondsToSet.sorted()
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    /// Seconds per set over whole games, deal waits included.
    public var secondsPerSetOverall: Double {
        secondsToSet.isEmpty ? 0 : totalSeconds / Double(secondsToSet.count)
    }

    /// This report and `other` (of other games) together.
    public func merged(with other: OpponentReport) -> OpponentReport {
        var result = self
        result.games += other.games
        result.secondsToSet += other.secondsToSet
        result.totalSeconds += other.totalSeconds
        return result
    }
}
