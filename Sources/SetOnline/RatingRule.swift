import SetCore

/// Which finished games change ratings, and whose (N6): one rule for every store.
public enum RatingRule {
    /// The modes whose games are rated: every variant but test. A test room ("any three
    /// match") never is, or two friends could farm it.
    public static let ratedModes: [Variant] = Variant.registered.filter { $0 != .test }

    /// The results whose players' ratings a game of `mode` changes: those of its players
    /// with keys, when the mode is rated, the game was not begun as `practice` (alone) and at
    /// least two of them played; none otherwise. Guests are never rated, and a game with one
    /// keyed player is practice too.
    public static func ratedResults(mode: Variant, results: [RoomResult], practice: Bool = false) -> [RoomResult] {
        let keyed = results.filter(\.player.isAccount)
        guard ratedModes.contains(mode), !practice, keyed.count >= 2 else { return [] }
        return keyed
    }
}
