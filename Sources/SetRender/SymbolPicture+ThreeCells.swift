/// Every theme's symbols three cells wide (issue 41): the size of the smallest boards (cards 13
/// and 15 columns wide at 60 × 20 and with 15 cards at 80 × 24), where two-cell pictures could
/// not tell a solid diamond from a solid oval. Three cells have a middle column, so a point
/// stands centred over it (`▗█▖`, `▁`) and each shape keeps its family's glyphs:
///
/// - A diamond tapers to a point top and bottom in quarter cells, ` ▄ `/`▟█▙`/`▜█▛`/` ▀ `,
///   widening a quarter cell each side every half row to its middle (`▗█▖`/`▟█▙`/`▜█▛`/`▝█▘`,
///   blunt-tipped and narrowing only every other half row, looked a stretched oval to a blind
///   reader; `▗█▖`/`▜█▛`/` ▀ ` in three rows, full width only half a row: a blind reader took
///   `▗█▖`/`███`/`▝█▘` for a plus sign), or in lines `╱▒╲`/`╲▒╱`, `╱ ╲`/`╲ ╱` with a pointed
///   tip `∧`/`∨` carrying the slanted sides on where there are four rows (flat caps `▁`/`▔`
///   made a blind reader see a flat-topped hexagon, halfway between a diamond and an oval);
///   three rows flatten the tips (`╱▔╲`, `╲▁╱`; lines cornered at a cell's edges cannot meet
///   in the middle of one) over a widest row between straight edges (`▏▒▕`, `▏ ▕`, as four
///   cells `▏▒▒▕`: a blind reader hesitated over the edgeless `▒▒▒`). Solid ones keep to block
///   elements, which terminals draw filling the cell: `◢◣` and `▲▼` drawn from a font shrank
///   into an up-and-down arrow.
/// - An oval is a bar with flat sides and rounded corners: `▗▄▖`/`███`/`▝▀▘` (also in three
///   rows, where `▗▄▖`/`▐█▌`/`▝▀▘` looked a tiny rectangle to a blind reader), `╭▒╮`/`│▒│`/`╰▒╯`
///   (striped shades its ends too, so it differs from outlined in a third of its cells),
///   `╭─╮`/`│ │`/`╰─╯`.
/// - A squiggle is an S: a bar on top reaching right (`▟▀▀`, `╭▒▒`, `╭─╴`), a bend down to the
///   left and across, and a bar at the bottom reaching left (`▄▄▛`, `▒▒╯`, `╶─╯`); solid, the
///   crossing is as thick as the bars (`▝▀▙`; `▜▄ `/` ▀▙` in four rows, where `▜▖ `/` ▝▙`, a
///   quarter cell thick, made a blind reader hesitate); outlined, the letter S in one line
///   (``outlinedS(columns:rows:)``), and striped that line in ▒ (``stripedS(columns:rows:)``,
///   `╭▒▒`/`╰▒╮`/`  ▒`/`▒▒╯`).
///
/// The geometric theme: a triangle pointed on top (` ▲ `/`◢█◣`/`███`, ` ▁ `/`╱▒╲`/`▒▒▒`,
/// ` ▁ `/`╱ ╲`/`▔▔▔`), a circle with round corners (`▗█▖`, `╭▒╮`/`(▒)`, `( )`) and a square.
/// The playful theme: a heart with two lobes over a point (`▟▄▙`/`◥█◤`/` ▼ `), a drop pointed
/// on top and round below (` ▲ `/`◢█◣`/`▝█▘`) and a moon open to the right (`▟█▀`/`█▌ `/`▜█▄`).
extension SymbolPicture {
    /// The rows of `shape` in `shading` three cells wide: a classic shape `rows` tall (at least
    /// three), the others three rows.
    static func threeCells(_ shape: SymbolShape, _ shading: Shading, rows: Int) -> [[Character]] {
        let rows = max(3, rows)
        let picture: [String]
        switch shape {
        case .diamond: picture = diamond3(shading, rows: rows)
        case .oval: picture = oval3(shading, rows: rows)
        case .squiggle: picture = squiggle3(shading, rows: rows)
        case .triangle:
            picture = pick(shading, solid: [" ▲ ", "◢█◣", "███"], striped: [" ▁ ", "╱▒╲", "▒▒▒"], outlined: [" ▁ ", "╱ ╲", "▔▔▔"])
        case .circle:
            picture = pick(shading, solid: ["▗█▖", "███", "▝█▘"], striped: ["╭▒╮", "(▒)", "╰▒╯"], outlined: ["╭─╮", "( )", "╰─╯"])
        case .square:
            picture = pick(shading, solid: ["███", "███", "███"], striped: ["▒▒▒", "▒▒▒", "▒▒▒"], outlined: ["┌─┐", "│ │", "└─┘"])
        case .heart:
            picture = pick(shading, solid: ["▟▄▙", "◥█◤", " ▼ "], striped: ["◠▒◠", "╲▒╱", " ▽ "], outlined: ["◠ ◠", "╲ ╱", " ▽ "])
        case .drop:
            picture = pick(shading, solid: [" ▲ ", "◢█◣", "▝█▘"], striped: [" ▁ ", "╱▒╲", "╰▒╯"], outlined: [" ▁ ", "╱ ╲", "╰─╯"])
        case .moon:
            picture = pick(shading, solid: ["▟█▀", "█▌ ", "▜█▄"], striped: ["╭▒╯", "▒( ", "╰▒╮"], outlined: ["╭─╯", "│( ", "╰─╮"])
        }
        return picture.map(Array.init)
    }

    /// The picture of `shading` among three.
    private static func pick(_ shading: Shading, solid: [String], striped: [String], outlined: [String]) -> [String] {
        switch shading {
        case .solid: solid
        case .striped: striped
        case .outlined: outlined
        }
    }

    /// A diamond three cells wide: in three rows solid widest high and in lines flat-tipped,
    /// four and more pointed (in lines by `∧`/`∨`), the widest row repeated past four.
    private static func diamond3(_ shading: Shading, rows: Int) -> [String] {
        let (top, widest, bottom, tips) =
            switch shading {
            case .solid: ("▟█▙", "███", "▜█▛", (" ▄ ", " ▀ "))
            case .striped: ("╱▒╲", "▏▒▕", "╲▒╱", (" ∧ ", " ∨ "))
            case .outlined: ("╱ ╲", "▏ ▕", "╲ ╱", (" ∧ ", " ∨ "))
            }
        guard rows >= 4 else {
            switch shading {
            case .solid: return ["▗█▖", "▜█▛", tips.1]
            case .striped: return [top, widest, bottom]
            case .outlined: return ["╱▔╲", widest, "╲▁╱"]
            }
        }
        return [tips.0, top] + Array(repeating: widest, count: rows - 4) + [bottom, tips.1]
    }

    /// An oval three cells wide: rounded ends over flat sides, as tall as `rows`.
    private static func oval3(_ shading: Shading, rows: Int) -> [String] {
        let (top, side, bottom) =
            switch shading {
            case .solid: ("▗▄▖", "███", "▝▀▘")
            case .striped: ("╭▒╮", "│▒│", "╰▒╯")
            case .outlined: ("╭─╮", "│ │", "╰─╯")
            }
        return [top] + Array(repeating: side, count: rows - 2) + [bottom]
    }

    /// A squiggle three cells wide: an S; solid, its middle crossing drawn in one row of three
    /// and in a step over two rows of four, taller ones lengthening the step's upright.
    private static func squiggle3(_ shading: Shading, rows: Int) -> [String] {
        switch shading {
        case .outlined: return outlinedS(columns: 3, rows: rows)
        case .striped: return stripedS(columns: 3, rows: rows)
        case .solid: break
        }
        let (top, cross, steps, upright, bottom) = ("▟▀▀", "▝▀▙", ("▜▄ ", " ▀▙"), " █ ", "▄▄▛")
        guard rows >= 4 else { return [top, cross, bottom] }
        return [top, steps.0] + Array(repeating: upright, count: rows - 4) + [steps.1, bottom]
    }
}
