/// The ASCII stand-ins for the box-drawing and block glyphs the card art uses, for
/// terminals whose locale is not UTF-8.
public enum AsciiFallback {
    /// `glyph` itself when it is ASCII, otherwise its closest ASCII look (`?`-free: an
    /// unknown glyph becomes `*`).
    public static func glyph(_ glyph: Character) -> Character {
        if glyph.isASCII { return glyph }
        return table[glyph] ?? "*"
    }

    private static let table: [Character: Character] = [
        "╱": "/", "╲": "\\", "╳": "X", "∧": "^", "∨": "v",
        "─": "-", "━": "=", "═": "=", "┄": ".", "┅": "~", "╌": "-", "▔": "-", "▁": "_",
        "│": "|", "┃": "#", "║": "H", "┆": ":", "┇": "!", "╎": "|",
        "╭": ".", "╮": ".", "╰": "'", "╯": "'",
        "┌": "+", "┐": "+", "└": "+", "┘": "+", "┏": "#", "┓": "#", "┗": "#", "┛": "#",
        "╔": "*", "╗": "*", "╚": "*", "╝": "*",
        "█": "#", "░": ":", "▒": "%", "▓": "#",
    ]
}
