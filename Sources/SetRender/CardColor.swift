/// One of a theme's three symbol colors, resolved per ``ColorMode`` (D2).
public struct CardColor: Hashable, Sendable {
    /// What the color is called, e.g. "red".
    public let name: String
    /// The letter shown in a card's corner in monochrome, so the color still reads.
    public let letter: Character
    /// The color on an 8-color terminal.
    public let ansi8: TerminalColor
    /// The color on a 256-color terminal.
    public let ansi256: TerminalColor
    /// The look without color: the three colors of a theme use distinct attributes.
    public let monochrome: CellStyle

    public init(name: String, letter: Character, ansi8: TerminalColor, ansi256: TerminalColor, monochrome: CellStyle) {
        self.name = name
        self.letter = letter
        self.ansi8 = ansi8
        self.ansi256 = ansi256
        self.monochrome = monochrome
    }

    /// The style of symbols in this color on a terminal with `mode`; the background stays
    /// the terminal's own.
    public func style(_ mode: ColorMode) -> CellStyle {
        switch mode {
        case .monochrome: monochrome
        case .ansi8: CellStyle(foreground: ansi8, bold: true)
        case .ansi256: CellStyle(foreground: ansi256)
        }
    }

    /// Red: bold in monochrome.
    public static let red = CardColor(
        name: "red", letter: "r", ansi8: .red, ansi256: .indexed(196), monochrome: CellStyle(bold: true))
    /// Green: plain in monochrome.
    public static let green = CardColor(
        name: "green", letter: "g", ansi8: .green, ansi256: .indexed(34), monochrome: CellStyle())
    /// Purple: dim italic in monochrome.
    public static let purple = CardColor(
        name: "purple", letter: "p", ansi8: .magenta, ansi256: .indexed(129),
        monochrome: CellStyle(dim: true, italic: true))
}
