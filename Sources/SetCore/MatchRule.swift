/// Which groups count as a match.
public enum MatchRule: String, Codable, Sendable, CaseIterable {
    /// The content's own rule (``Matchable/isMatch(_:)``).
    case standard
    /// Test mode (R12): any group of the match size matches, so a game ends quickly.
    case anyGroup
}
