import SetCore

extension ScoreRecord {
    /// The sets the game's time is shared among for a pace in seconds per set: in a duel
    /// both players' (they race for one table, and its per-set times count both), otherwise
    /// the player's own (against the computer, the pace is the player's to improve).
    ///
    /// A Double, so that no count read from a file can make the sum trap.
    public var setsOnTheClock: Double {
        guard mode == .duel, let rival else { return Double(setsFound) }
        return Double(setsFound) + Double(rival.sets)
    }

    /// Seconds per set over the whole game (``setsOnTheClock``), 0 for a game without a set.
    public var secondsPerSetOverall: Double {
        setsOnTheClock > 0 ? durationSeconds / setsOnTheClock : 0
    }
}
