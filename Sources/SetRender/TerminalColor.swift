/// A color as a terminal understands it.
public enum TerminalColor: Hashable, Sendable {
    /// The terminal's own foreground or background.
    case standard
    /// One of the eight ANSI colors (0 black … 7 white).
    case ansi(UInt8)
    /// An entry of the 256-color palette.
    case indexed(UInt8)

    /// The eight ANSI colors by name.
    public static let black = TerminalColor.ansi(0), red = TerminalColor.ansi(1), green = TerminalColor.ansi(2),
        yellow = TerminalColor.ansi(3), blue = TerminalColor.ansi(4), magenta = TerminalColor.ansi(5),
        cyan = TerminalColor.ansi(6), white = TerminalColor.ansi(7)
}

/// What colors the terminal can show; themes pick their palette by it.
public enum ColorMode: String, Hashable, Sendable, CaseIterable {
    /// No color at all (`NO_COLOR`, or a terminal without color): attributes only.
    case monochrome
    /// The eight ANSI colors.
    case ansi8
    /// The 256-color palette.
    case ansi256
}
