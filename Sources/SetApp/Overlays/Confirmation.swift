/// A question asked before an action that would end the game in progress (D8): a slip of
/// `n` (between card keys on large boards) or `Q` (Caps Lock on `q`) costs nothing.
public enum Confirmation: Hashable, Sendable {
    /// Abandon the game and deal a new one.
    case newGame
    /// Quit the program (the game is saved for the next launch).
    case quit
}
