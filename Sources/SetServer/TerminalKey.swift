/// One thing a remote player's terminal sent: a key or a mouse click, decoded from the raw
/// bytes of the SSH channel (there is no terminal on the server's side to do it).
public enum TerminalKey: Hashable, Sendable {
    /// A printable character.
    case character(Character)
    case up, down, left, right
    /// Enter (`\r`, or `\r\n` / `\n` from some clients).
    case enter
    /// Esc pressed alone.
    case escape
    case backspace
    /// Ctrl-C.
    case interrupt
    /// The left button pressed at a cell (0-based column and row), from SGR mouse reports.
    case click(column: Int, row: Int)
}
