import SetCore

extension ScoreRecord {
    /// The seconds this game's sets took and how many sets they are, for an average per set
    /// that means what it says: the per-set times the record kept, when it kept any (the
    /// figures the fastest set comes from); else the game's time over its sets when that
    /// time went only to sets — solo play, or a duel with both players' sets (they race for
    /// one table). Nil against the computer without per-set times (its time went to the
    /// computer's sets too), and for a game without a set.
    ///
    /// Doubles, so that no count read from a file can make a sum trap.
    public var setTimes: (seconds: Double, sets: Double)? {
        if let times = secondsPerSet, !times.isEmpty { return (times.reduce(0, +), Double(times.count)) }
        let sets: Double
        switch (mode.parts?.context == .duel, rival) {
        case (true, let rival?): sets = Double(setsFound) + Double(rival.sets)
        case (_, nil): sets = Double(setsFound)
        case (false, _?): return nil
        }
        return sets > 0 ? (durationSeconds, sets) : nil
    }

    /// The average seconds per set of this game (``setTimes``), 0 when it has none.
    public var averageSetSeconds: Double {
        setTimes.map { $0.seconds / $0.sets } ?? 0
    }
}
