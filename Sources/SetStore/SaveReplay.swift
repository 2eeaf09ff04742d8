import SetCore

/// How the saves of a mode with its own rules are played back: the daily puzzle keeps its
/// found sets on the table, the computer takes sets by itself, a duel's claims are moves of
/// their own. The store deals through it, performs each logged move at its time (after the
/// mode's own moves due by then), lets the mode act up to the time saved, and checks the
/// mode's ``tally`` beside the game's score and cards. Modes it does not replay use the
/// content's deal and ``MatchingGame/perform(_:at:)``.
public protocol SaveReplay<Content>: Sendable {
    associatedtype Content: SavableContent
    /// Whether the saves of `mode` replay through this.
    func replays(_ mode: GameMode) -> Bool
    /// The deal of a save of `mode` from `seed` at `startedAt`; nil when `seed` cannot be one
    /// (a daily save's seed is its day).
    mutating func deal(seed: UInt64, rule: MatchRule, mode: GameMode, startedAt: Double) -> MatchingGame<Content>?
    /// The mode's own moves due by `now`, then `move` at `now`.
    mutating func perform(_ move: GameMove, on game: inout MatchingGame<Content>, at now: Double)
    /// The mode's own moves due by `now`.
    mutating func advance(_ game: inout MatchingGame<Content>, to now: Double)
    /// The mode's counts that the game's do not show, checked after the replay.
    var tally: [Int] { get }
}
