/// The glyphs for a cell split into four quarters (two columns, two rows of pixels), which
/// double a terminal's resolution both ways.
///
/// A mask has one bit per quarter: 1 upper left, 2 upper right, 4 lower left, 8 lower right.
enum QuadrantGlyph {
    /// The block-element glyph that lights exactly the quarters of `mask`.
    static func block(_ mask: Int) -> Character {
        blocks[mask & 15]
    }

    /// An ASCII stand-in for the edge of a shape whose inside covers the quarters of `mask`:
    /// `/` and `\` on slopes, `|` at the sides, `_` and `-` at the top and bottom, `.` and `'`
    /// at the tips.
    static func asciiEdge(_ mask: Int) -> Character {
        asciiEdges[mask & 15]
    }

    private static let blocks: [Character] = [
        " ", "▘", "▝", "▀", "▖", "▌", "▞", "▛", "▗", "▚", "▐", "▜", "▄", "▙", "▟", "█",
    ]

    private static let asciiEdges: [Character] = [
        " ", "'", "'", "-", ".", "|", "/", "/", ".", "\\", "|", "\\", "_", "\\", "/", "|",
    ]
}
