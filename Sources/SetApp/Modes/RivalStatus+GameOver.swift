import SetCore

extension RivalStatus {
    /// The opening lines of the game-over box against the computer (O1): who won, and both
    /// tallies.
    static func versusVerdict(playerSets: Int, computerSets: Int, level: OpponentLevel) -> [String] {
        let verdict = playerSets > computerSets ? "You win!" : playerSets < computerSets ? "The computer wins." : "A draw."
        return [
            verdict,
            "You          \(sets(playerSets))",
            "Computer     \(sets(computerSets)) (\(level.rawValue))",
        ]
    }

    /// The opening lines of the game-over box of a duel (O2): who won, and each player's
    /// points and sets.
    static func duelVerdict(points: [Int], sets: [Int]) -> [String] {
        let verdict = points[0] == points[1] ? "A draw." : "\(name(points[0] > points[1] ? .one : .two, level: 0)) wins!"
        func line(_ player: DuelPlayer) -> String {
            let index = player.rawValue
            let unit = abs(points[index]) == 1 ? "point" : "points"
            return name(player, level: 0) + "     \(points[index]) \(unit), \(RivalStatus.sets(sets[index]))"
        }
        return [verdict, line(.one), line(.two)]
    }

    /// `1 set`, `5 sets`.
    static func sets(_ count: Int) -> String {
        count == 1 ? "1 set" : "\(count) sets"
    }
}
