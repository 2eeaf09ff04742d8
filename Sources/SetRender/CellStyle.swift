/// How a cell is drawn: colors and attributes.
public struct CellStyle: Hashable, Sendable {
    public var foreground: TerminalColor
    public var background: TerminalColor
    public var bold: Bool
    public var dim: Bool
    public var reverse: Bool
    public var underline: Bool
    public var italic: Bool

    public init(
        foreground: TerminalColor = .standard, background: TerminalColor = .standard,
        bold: Bool = false, dim: Bool = false, reverse: Bool = false,
        underline: Bool = false, italic: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
        self.italic = italic
    }

    /// The terminal's default look.
    public static let plain = CellStyle()
}
