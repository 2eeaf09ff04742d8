import SetFrame
import SetTable

/// What the shell hands a game's board of the player's input, once the tabs, overlays and
/// questions have had their say.
enum BoardInput {
    /// A character typed, read through the keyboard layout.
    case character(Character, KeyboardLayout)
    /// A named key.
    case key(SpecialKey)
    /// A mouse button pressed, let go, or moved while held, at a cell.
    case click(x: Int, y: Int)
    case release(x: Int, y: Int)
    case drag(x: Int, y: Int)
}
