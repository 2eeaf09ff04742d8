/// The playful theme's symbols cell by cell (issue 41), each shape in glyphs of its own:
///
/// - A heart has two lobes on top (`▟▙▟▙`, `╭╮╭╮`; `▙▟`, `◠◠` two cells wide), a straight row
///   (none solid two cells wide: `▙▟/◥◤`),
///   then narrows a cell each side per row to its point (`◥██◤`, `╲▒▒╱`).
/// - A drop is pointed on top and widens (`◢██◣`, `╱▒▒╲`), then a straight row and a round
///   bottom (`▝██▘`, `╰──╯`; `▜▛` two cells wide).
/// - A moon is a crescent open to the right: its horns `▟██▀`/`▜██▄` (`╭──╯`/`╰──╮` in lines, `╭▒▒╯` striped)
///   over and under its thick left half (`██`, `│▒(`; `(` two cells wide, striped `▒╯/▒ /▒╮`).
extension SymbolPicture {
    /// A heart `columns` wide, ``naturalRows(_:columns:)`` tall.
    static func heart(_ shading: Shading, columns: Int) -> [[Character]] {
        let half = columns / 2
        let lobes: [Character], straight: [Character]
        switch shading {
        case .solid:
            let lobe = half == 1 ? [] : row("▟", "█", "▙", width: half, columns: half)
            lobes = half == 1 ? ["▙", "▟"] : lobe + lobe
            straight = run("█", columns)
        case .striped, .outlined:
            let lobe = row("╭", "─", "╮", width: half, columns: half)
            lobes = half == 1 ? ["◠", "◠"] : lobe + lobe
            straight = columns == 2 ? run(shading == .striped ? "▒" : "│", 2) : row("│", inside(shading), "│", width: columns, columns: columns)
        }
        let narrowing = stride(from: columns, through: 2, by: -2).map { width -> [Character] in
            shading == .solid
                ? row("◥", "█", "◤", width: width, columns: columns)
                : row("╲", inside(shading), "╱", width: width, columns: columns)
        }
        // Two cells wide a solid heart needs no straight row to show its fill (`▙▟/◥◤`); with
        // one it would read as a tower.
        return columns == 2 && shading == .solid ? [lobes] + narrowing : [lobes, straight] + narrowing
    }

    /// A drop `columns` wide, ``naturalRows(_:columns:)`` tall.
    static func drop(_ shading: Shading, columns: Int) -> [[Character]] {
        let widening = stride(from: 2, through: columns, by: 2).map { width -> [Character] in
            shading == .solid
                ? row("◢", "█", "◣", width: width, columns: columns)
                : row("╱", inside(shading), "╲", width: width, columns: columns)
        }
        switch shading {
        case .solid:
            let bottom = columns == 2 ? ["▜", "▛"] : row("▝", "█", "▘", width: columns, columns: columns)
            return widening + [run("█", columns), bottom]
        case .striped, .outlined:
            let straight = columns == 2 ? run(shading == .striped ? "▒" : "│", 2) : row("│", inside(shading), "│", width: columns, columns: columns)
            return widening + [straight, row("╰", "─", "╯", width: columns, columns: columns)]
        }
    }

    /// A moon `columns` wide, ``naturalRows(_:columns:)`` tall: horns the whole width, the
    /// rows between them the left half.
    static func moon(_ shading: Shading, columns: Int) -> [[Character]] {
        let half = columns / 2
        let top: [Character], middle: [Character], bottom: [Character]
        switch shading {
        case .solid:
            top = ["▟"] + run("█", columns - 2) + ["▀"]
            middle = run("█", half) + run(" ", half)
            bottom = ["▜"] + run("█", columns - 2) + ["▄"]
        case .striped, .outlined:
            // Striped shades the horns too, so it differs from outlined in most cells.
            // Two cells wide, a striped moon is a shaded column with its horns (`▒╯/▒ /▒╮`).
            let horn: Character = shading == .striped ? "▒" : "─"
            let narrowStriped = half == 1 && shading == .striped
            top = [narrowStriped ? "▒" : "╭"] + run(horn, columns - 2) + ["╯"]
            middle = half == 1 ? [narrowStriped ? "▒" : "(", " "] : ["│"] + run(inside(shading), half - 1) + ["("] + run(" ", half - 1)
            bottom = [narrowStriped ? "▒" : "╰"] + run(horn, columns - 2) + ["╮"]
        }
        return [top] + Array(repeating: middle, count: half) + [bottom]
    }
}
