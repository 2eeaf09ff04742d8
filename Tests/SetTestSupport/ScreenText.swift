import SetRender

/// A screen written out as text that shows every cell: the glyphs row by row, then one
/// letter per cell naming its style, then what each letter means. A golden file of a screen
/// is this text, so a reader sees the screen and its colors, and a diff names the row.
///
/// ```
/// 12×2, 2 styles
///  0 |F1 Board    |
///  1 |┌ q ──┐     |
/// styles
///  0 |aaaaaaaa....|
///  1 |bbbbbbb.....|
/// . plain
/// a bold
/// b 256:250 on standard
/// ```
///
/// Rows sit between `|` so trailing spaces survive editors. A wide character takes two
/// columns in the glyph row and two letters in the style row. Letters go to styles in the
/// order they first appear, row by row; `.` is always the terminal's plain look.
public enum ScreenText {
    /// `grid` as text (see ``ScreenText``).
    public static func of(_ grid: Grid) -> String {
        var keys: [CellStyle: Character] = [.plain: "."]
        var order: [CellStyle] = []
        var styleRows: [String] = []
        for row in 0..<grid.height {
            var keyed = ""
            for column in 0..<grid.width {
                let style = grid[column, row].style
                if keys[style] == nil {
                    keys[style] = key(order.count)
                    order.append(style)
                }
                keyed.append(keys[style]!)
            }
            styleRows.append(keyed)
        }
        let number = { (row: Int) in String(repeating: " ", count: max(0, 2 - String(row).count)) + String(row) }
        var lines = ["\(grid.width)×\(grid.height), \(order.count) styles"]
        lines += grid.lines.enumerated().map { "\(number($0.offset)) |\($0.element)|" }
        lines.append("styles")
        lines += styleRows.enumerated().map { "\(number($0.offset)) |\($0.element)|" }
        lines.append(". plain")
        lines += order.map { "\(keys[$0]!) \(describe($0))" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The letter of the `index`th style: a–z, A–Z, 0–9, then Greek letters.
    private static func key(_ index: Int) -> Character {
        let latin = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        if index < latin.count { return latin[index] }
        return Character(Unicode.Scalar(0x3B1 + UInt32(index - latin.count)) ?? "?")
    }

    /// A style in words: `bold reverse 256:196 on ansi:0`, colors only when not the terminal's own.
    static func describe(_ style: CellStyle) -> String {
        let attributes = [(style.bold, "bold"), (style.dim, "dim"), (style.reverse, "reverse"), (style.underline, "underline"), (style.italic, "italic")]
            .filter(\.0).map(\.1)
        let colors = style.foreground == .standard && style.background == .standard
            ? [] : ["\(name(style.foreground)) on \(name(style.background))"]
        return (attributes + colors).joined(separator: " ")
    }

    private static func name(_ color: TerminalColor) -> String {
        switch color {
        case .standard: "standard"
        case .ansi(let number): "ansi:\(number)"
        case .indexed(let number): "256:\(number)"
        }
    }
}
