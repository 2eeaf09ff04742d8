import SetCore
import SetStore

/// The modes a game of one content can be saved and ranked in, each by the name it is saved
/// under, with the one way to make its referee from a seed. A save is replayed, and a
/// resumed game ruled, by the referee its mode makes here, so what a file says is checked by
/// the code that builds the mode: a seed no game of the mode can have (a day without a daily
/// puzzle) makes no referee, and the save is refused.
struct ModeBook<Content: GameContent>: Sendable {
    /// One mode: its save name, and its referee for a game dealt from a seed (nil when no game
    /// of the mode has that seed).
    struct Entry: Sendable {
        let mode: GameMode
        let referee: @Sendable (_ seed: UInt64) -> (any Referee<Content>)?
    }

    let entries: [Entry]

    /// Whether `mode` is one of these.
    func has(_ mode: GameMode) -> Bool {
        entries.contains { $0.mode == mode }
    }

    /// The referee of a game of `mode` dealt from `seed`; nil for a mode not in the book or a
    /// seed that cannot be one of its games.
    func referee(for mode: GameMode, seed: UInt64) -> (any Referee<Content>)? {
        entries.first { $0.mode == mode }?.referee(seed)
    }
}
