import SetCore

extension Overlay {
    /// The end of a game against the computer (O1): who won and both tallies, then the
    /// player's own score, rank and statistics.
    static func versusGameOver(
        playerSets: Int, computerSets: Int, level: OpponentLevel, score: Int, rank: String,
        seconds: Double, mistakes: Int, hints: Int
    ) -> Overlay {
        let verdict = playerSets > computerSets ? "You win!" : playerSets < computerSets ? "The computer wins." : "A draw."
        return Overlay(title: "Game over", lines: [
            verdict,
            "",
            "You          \(sets(playerSets))",
            "Computer     \(sets(computerSets)) (\(level.rawValue))",
            "Score        \(score)",
            "Rank         \(rank)",
            "Time         \(StatusText.clock(seconds))",
            "Mistakes     \(mistakes)",
            "Hints used   \(hints)",
        ] + closingKeys)
    }

    /// The end of a duel (O2): who won, and each player's points and sets.
    static func duelGameOver(points: [Int], sets: [Int], seconds: Double) -> Overlay {
        let verdict = points[0] == points[1] ? "A draw." : "\(RivalStatus.name(points[0] > points[1] ? .one : .two, level: 0)) wins!"
        func line(_ player: DuelPlayer) -> String {
            let index = player.rawValue
            let pointsText = points[index] == 1 || points[index] == -1 ? "point" : "points"
            return RivalStatus.name(player, level: 0) + "     \(points[index]) \(pointsText), \(Overlay.sets(sets[index]))"
        }
        return Overlay(title: "Game over", lines: [
            verdict,
            "",
            line(.one),
            line(.two),
            "Time         \(StatusText.clock(seconds))",
        ] + closingKeys)
    }

    /// `1 set`, `5 sets`.
    private static func sets(_ count: Int) -> String {
        count == 1 ? "1 set" : "\(count) sets"
    }

    /// The keys every game-over popup ends with.
    private static let closingKeys = ["", "Enter: new game   Esc: see the board", "F2: scores        Q: quit"]
}
