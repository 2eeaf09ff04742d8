import SetCore

extension ScoreRecord {
    /// Why this record cannot be real, or nil when every field is within ``StoreLimits``.
    public var implausibility: String? {
        implausibility(modeIsPlausible: GameMode.isPlausible(mode))
    }

    /// As ``implausibility``, with the mode's name already checked (a reader checks each
    /// mode once, not each record).
    func implausibility(modeIsPlausible: Bool) -> String? {
        let counts = 0...StoreLimits.countPerGame
        let seconds = 0...StoreLimits.seconds
        if !(-StoreLimits.score...StoreLimits.score).contains(score) { return "score \(score) is out of range" }
        if !seconds.contains(durationSeconds) { return "duration \(durationSeconds) s is out of range" }
        if !counts.contains(setsFound) { return "\(setsFound) sets found is out of range" }
        if !counts.contains(mistakes) { return "\(mistakes) mistakes is out of range" }
        if !counts.contains(hints) { return "\(hints) hints is out of range" }
        if !counts.contains(undos) { return "\(undos) undos is out of range" }
        if !modeIsPlausible { return "mode name is empty, too long or has control characters" }
        if let times = secondsPerSet {
            if times.count > StoreLimits.timesPerRecord { return "\(times.count) per-set times are too many" }
            if !times.allSatisfy(seconds.contains) { return "a per-set time is out of range" }
        }
        if let rival {
            if !(-StoreLimits.score...StoreLimits.score).contains(rival.score) { return "the rival's score \(rival.score) is out of range" }
            if !counts.contains(rival.sets) { return "the rival's \(rival.sets) sets is out of range" }
        }
        if let moveLog {
            guard let moveLog = moveLog.moves else { return "its moves are not a list of moves" }
            if moveLog.count > StoreLimits.moves { return "\(moveLog.count) moves are too many" }
            if let bad = moveLog.firstIndex(where: { $0.gameMove == nil || !seconds.contains($0.at) }) {
                return "move \(bad + 1) is not a move this set-game knows, or its time is out of range"
            }
        }
        if !date.timeIntervalSince1970.isFinite { return "the date is out of range" }
        return nil
    }
}

extension GameMode {
    /// Whether a mode name read from disk can be kept: 1…``StoreLimits/modeName`` characters,
    /// none of them a control character.
    static func isPlausible(_ mode: GameMode) -> Bool {
        (1...StoreLimits.modeName).contains(mode.name.count)
            && !mode.name.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }
}
