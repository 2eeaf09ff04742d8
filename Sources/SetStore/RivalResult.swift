/// The other side's result in a two-sided game, beside the record's own score and sets:
/// the computer's sets against the player (O1), or player 2's points and sets in a duel,
/// where the record's score and sets are player 1's (O2).
public struct RivalResult: Codable, Equatable, Hashable, Sendable {
    /// The other side's score: the computer's sets, or player 2's points.
    public var score: Int
    /// The other side's sets.
    public var sets: Int

    public init(score: Int, sets: Int) {
        self.score = score
        self.sets = sets
    }
}
