import SetCore

/// What the game-over box tells of the app's records for the mode of the game just over:
/// where it ranked, or why it did not, and whether its score could be written.
struct GameOverFacts {
    /// Why the game was practice, not ranked, when it was.
    let practiceReason: String?
    /// Where the game ranked in its mode's list, once the list has it.
    let rank: Int?
    /// How many scores its mode's list holds.
    let ranked: Int
    /// Why the score could not be written, while it could not.
    let scoreProblem: String?
    /// Whether the player lost the game to the computer: never a "New best!".
    let lost: Bool
}

extension AppModel {
    /// The records' side of the game-over box of a game of `mode`.
    func gameOverFacts(mode: GameMode) -> GameOverFacts {
        GameOverFacts(
            practiceReason: practiceReason.flatMap { lastFinishedMode == mode ? $0 : nil }, rank: lastRank,
            ranked: records.listed(in: mode), scoreProblem: scoreProblem, lost: lastGameLost
        )
    }
}
