/// The geometric theme's symbols cell by cell (issue 41), each shape in glyphs of its own:
///
/// - A triangle is pointed on top and widens a cell each side per row (`◢██◣` solid, `╱▒▒╲`
///   in lines) down to a flat base (`████`, `▒▒▒▒`, `▔▔▔▔`); two cells wide it is two rows
///   (`◢◣/██`, `╱╲/▒▒`, `╱╲/▔▔`).
/// - A circle has round corners (`▗██▖`/`▝██▘`, `▗▖`/`▝▘` two cells wide; from six cells a disc
///   in quarter cells, `▄██▄`/`▀██▀` ends) and round sides in
///   lines (`╭──╮`, `(  )`, `╰──╯` outlined, `()` two cells wide; striped `╭▒▒╮`, `(▒▒)`, `╰▒▒╯`).
/// - A square is a block: `████` solid, `▒▒▒▒` striped, `┌──┐ │  │ └──┘` outlined.
extension SymbolPicture {
    /// A triangle `columns` wide: rows two cells wider each, then its base.
    static func triangle(_ shading: Shading, columns: Int) -> [[Character]] {
        let sides = (1...(columns / 2)).map { step -> [Character] in
            shading == .solid
                ? row("◢", "█", "◣", width: 2 * step, columns: columns)
                : row("╱", inside(shading), "╲", width: 2 * step, columns: columns)
        }
        let base: Character
        switch shading {
        case .solid: base = "█"
        case .striped: base = "▒"
        case .outlined: base = "▔"
        }
        return sides + [run(base, columns)]
    }

    /// A circle `columns` wide, as tall as ``naturalRows(_:columns:)`` says.
    static func circle(_ shading: Shading, columns: Int) -> [[Character]] {
        let middle = max(1, (naturalRows(.circle, columns: columns) ?? 3) - 2)
        switch shading {
        case .solid where columns >= 6:
            return disc(columns: columns, rows: middle + 2)
        case .solid:
            let ends = columns == 2
                ? (top: ["▗", "▖"], bottom: ["▝", "▘"])
                : (top: row("▗", "█", "▖", width: columns, columns: columns), bottom: row("▝", "█", "▘", width: columns, columns: columns))
            return [ends.top] + Array(repeating: run("█", columns), count: middle) + [ends.bottom]
        case .striped, .outlined:
            // Striped shades the ends too, so it differs from outlined in most cells.
            let narrow = columns == 2
            let side = narrow && shading == .striped ? run("▒", 2) : row("(", inside(shading), ")", width: columns, columns: columns)
            let end: Character = shading == .striped && !narrow ? "▒" : "─"
            return [row("╭", end, "╮", width: columns, columns: columns)] + Array(repeating: side, count: middle)
                + [row("╰", end, "╯", width: columns, columns: columns)]
        }
    }

    /// A solid disc `columns` × `rows` cells in quarter-cell blocks: the pixels (half a cell each
    /// way) whose centres lie in the ellipse the box holds.
    private static func disc(columns: Int, rows: Int) -> [[Character]] {
        let (width, height) = (Double(2 * columns), Double(2 * rows))
        func lit(_ x: Int, _ y: Int) -> Bool {
            let dx = (Double(x) + 0.5) / width * 2 - 1, dy = (Double(y) + 0.5) / height * 2 - 1
            return dx * dx + dy * dy <= 1
        }
        return (0..<rows).map { row in
            (0..<columns).map { column in
                let (x, y) = (2 * column, 2 * row)
                return QuadrantGlyph.block((lit(x, y) ? 1 : 0) | (lit(x + 1, y) ? 2 : 0) | (lit(x, y + 1) ? 4 : 0) | (lit(x + 1, y + 1) ? 8 : 0))
            }
        }
    }

    /// A square `columns` wide, as tall as a circle.
    static func square(_ shading: Shading, columns: Int) -> [[Character]] {
        let rows = naturalRows(.square, columns: columns) ?? 3
        switch shading {
        case .solid: return Array(repeating: run("█", columns), count: rows)
        case .striped: return Array(repeating: run("▒", columns), count: rows)
        case .outlined:
            return [row("┌", "─", "┐", width: columns, columns: columns)]
                + Array(repeating: row("│", " ", "│", width: columns, columns: columns), count: rows - 2)
                + [row("└", "─", "┘", width: columns, columns: columns)]
        }
    }
}
