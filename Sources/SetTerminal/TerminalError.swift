/// Why the terminal could not be taken over.
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Standard input or output is not a terminal (piped or redirected).
    case notATerminal
    /// The terminfo database does not know the terminal type in `TERM` (nil when `TERM` is unset).
    case unknownTerminal(String?)
    /// The terminal cannot move the cursor (e.g. `TERM=dumb`), so no board can be drawn.
    case noCursorAddressing(String)

    public var description: String {
        switch self {
        case .notATerminal:
            "the game needs an interactive terminal: standard input and output must not be redirected."
        case .unknownTerminal(let name?):
            "Unknown terminal type TERM=\(name). Try TERM=xterm-256color."
        case .unknownTerminal(nil):
            "TERM is not set. Try TERM=xterm-256color."
        case .noCursorAddressing(let name):
            "TERM=\(name) cannot move the cursor; try TERM=xterm-256color."
        }
    }
}
