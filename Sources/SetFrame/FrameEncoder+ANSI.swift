import SetRender

extension FrameEncoder.Controls {
    /// The controls of an xterm-like terminal, byte for byte those of terminfo's
    /// `xterm-256color`, for a backend that has no terminfo (an SSH channel): colors through
    /// `colors` (nil: none at all, as for `NO_COLOR`), the terminal's own colors where the
    /// mapping says so.
    public static func ansi(colors: ColorMapping?) -> Self {
        Self(
            clear: Array("\u{1b}[H\u{1b}[2J".utf8), moveTo: nil, reset: Array("\u{1b}(B\u{1b}[m".utf8),
            bold: Array("\u{1b}[1m".utf8), dim: Array("\u{1b}[2m".utf8), reverse: Array("\u{1b}[7m".utf8),
            underline: Array("\u{1b}[4m".utf8), italic: Array("\u{1b}[3m".utf8),
            foreground: { color in colors.map { ansiColor(Int($0.colorNumber(color, standard: 7)), base: 30) } ?? [] },
            background: { color in colors.map { ansiColor(Int($0.colorNumber(color, standard: 0)), base: 40) } ?? [] }
        )
    }

    /// `ESC [ base+n m` for the eight colors, `ESC [ base+60+n-8 m` for the bright eight,
    /// `ESC [ base+8 ; 5 ; n m` for the rest of the palette (terminfo's `setaf`/`setab`);
    /// nothing for a number outside 0 ..< 256 (the terminal's own color).
    private static func ansiColor(_ number: Int, base: Int) -> [UInt8] {
        switch number {
        case 0..<8: Array("\u{1b}[\(base + number)m".utf8)
        case 8..<16: Array("\u{1b}[\(base + 60 + number - 8)m".utf8)
        case 16..<256: Array("\u{1b}[\(base + 8);5;\(number)m".utf8)
        default: []
        }
    }
}
