/// One terminal cell: a single-column character and its style.
public struct Cell: Hashable, Sendable {
    /// The character shown; always one column wide.
    public var glyph: Character
    /// Colors and attributes.
    public var style: CellStyle

    public init(_ glyph: Character = " ", style: CellStyle = .plain) {
        self.glyph = glyph
        self.style = style
    }

    /// A space in the terminal's default look.
    public static let blank = Cell()
}
