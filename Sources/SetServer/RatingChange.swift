import SetOnline

/// A rated player's rating before and after a game.
public struct RatingChange: Hashable, Sendable {
    public let before: Rating
    public let after: Rating

    public init(before: Rating, after: Rating) {
        self.before = before
        self.after = after
    }

    /// `1243 (+43)`: the new rating and the change, rounded.
    public var text: String {
        let change = Int((after.value - before.value).rounded())
        return "\(Int(after.value.rounded())) (\(change >= 0 ? "+" : "−")\(abs(change)))"
    }
}
