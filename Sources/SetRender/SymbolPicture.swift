/// Every theme's symbols drawn cell by cell: one family of pictures per shape and shading, built
/// the same way at every size, so a player who learns a picture at one size knows it at all
/// (issue 41). The classic ones are here; the geometric and playful ones in
/// `SymbolPicture+Geometric.swift` and `SymbolPicture+Whimsy.swift`. Within a theme each shape
/// draws its outline from glyphs no other shape of the theme uses.
///
/// - A diamond is pointed at the top and bottom (a step of quarter cells `▟▙`, `▟██▙` wider;
///   two cells wide a spike `▐▌` half its width over that step; `╱╲` in lines) and widens a
///   cell each side per row (so it is twice as tall as wide on screen); a box taller than that
///   stretches its widest row (`██`, `▏ ▕`).
/// - An oval is a bar with flat sides and rounded ends: `▗▟██▙▖`/`▝▜██▛▘` (`▗██▖` four cells
///   wide, `▗▖`/`▝▘` two, never a diamond's point or spike) over full rows, or `╭──╮` `│  │`
///   `╰──╯` in lines. Two cells wide, the solid diamond is narrow in more of its quarter rows
///   than it is wide (it tapers) and the solid oval the other way round (a bar).
/// - A squiggle is an S at every width: two cells wide `▟▀`/`▀▙`/`▄▛` solid, a cell of ▒
///   swaying between rounded edges (`▒╯`/`╰▒`) or a wavy line `╭╯`/`╰╮`; from three cells
///   the letter S: outlined in one line (`╭──╴`/`╰──╮`/`   │`/`╶──╯`), striped the same line
///   in ▒ (`╭▒▒▒`/`╰▒▒╮`/`   ▒`/`▒▒▒╯`; six cells and more its uprights a third as wide),
///   solid a band crossing in a step three and four cells wide up to five rows (`▟▀▀▀`/
///   `▜▄▄ `/` ▀▀▙`/`▄▄▄▛`), taller and wider with uprights and its ends curled (`▗▟███▙`/
///   `██   ▀`/`▜█▄▄▄▖`/` ▝▀▀██`/`▄   ██`/`▜███▛▘`).
///
/// Solid fills with blocks, striped shades the inside ▒ within the lines, outlined leaves it
/// empty. The rows of a diamond and an oval are mirror images of themselves; a squiggle's never
/// are, and no shape's ends are another's.
enum SymbolPicture {
    /// The rows of `shape` in `shading`, `columns` wide (3, or even and at least 2) and `rows` tall (at
    /// least ``naturalRows(_:columns:)`` of the shape, or 3), each row `columns` glyphs with
    /// spaces where nothing is drawn. A classic symbol stretches to the rows; the others keep
    /// their own height and stand on the bottom of the box, the rows above them blank.
    static func rows(_ shape: SymbolShape, _ shading: Shading, columns: Int, rows: Int) -> [String] {
        let columns = columns == 3 ? 3 : max(2, columns - columns % 2), rows = max(naturalRows(shape, columns: columns) ?? 3, rows)
        let drawn: [[Character]]
        switch shape {
        case _ where columns == 3: drawn = threeCells(shape, shading, rows: rows)
        case .diamond: drawn = diamond(shading, columns: columns, rows: rows)
        case .oval: drawn = oval(shading, columns: columns, rows: rows)
        case .squiggle: drawn = squiggle(shading, columns: columns, rows: rows)
        case .triangle: drawn = triangle(shading, columns: columns)
        case .circle: drawn = circle(shading, columns: columns)
        case .square: drawn = square(shading, columns: columns)
        case .heart: drawn = heart(shading, columns: columns)
        case .drop: drawn = drop(shading, columns: columns)
        case .moon: drawn = moon(shading, columns: columns)
        }
        let blank = [Character](repeating: " ", count: columns)
        return (Array(repeating: blank, count: rows - drawn.count) + drawn).map { String($0) }
    }

    /// The rows a symbol `columns` wide takes whatever its box, or nil for a classic symbol,
    /// which stretches to its box: a triangle half its columns and a row (as tall as wide on
    /// screen, and its base), a circle or a square that and at least three rows (room for
    /// their shading between two lines); a heart, a drop or a moon half its columns and two;
    /// all of them three rows three cells wide (``threeCells(_:_:rows:)``).
    static func naturalRows(_ shape: SymbolShape, columns: Int) -> Int? {
        switch shape {
        case .diamond, .oval, .squiggle: nil
        case _ where columns == 3: 3
        case .triangle: columns / 2 + 1
        case .circle, .square: max(3, columns / 2 + 1)
        case .heart, .drop, .moon: columns / 2 + 2
        }
    }

    /// What fills the inside of a shape drawn in lines: ▒ striped, nothing outlined.
    static func inside(_ shading: Shading) -> Character {
        shading == .striped ? "▒" : " "
    }

    /// `count` cells of `glyph`.
    static func run(_ glyph: Character, _ count: Int) -> [Character] {
        Array(repeating: glyph, count: max(0, count))
    }

    /// A row `width` wide: `left`, `fill` between, `right`, centred in `columns`.
    static func row(_ left: Character, _ fill: Character, _ right: Character, width: Int, columns: Int) -> [Character] {
        let margin = (columns - width) / 2
        let body = [left] + Array(repeating: fill, count: max(0, width - 2)) + [right]
        return Array(repeating: " ", count: margin) + body + Array(repeating: " ", count: columns - width - margin)
    }

    // MARK: Diamond

    /// A diamond as wide as it is tall in cells, up to `columns`; rows past that repeat its
    /// widest row. Solid and two cells wide it is pointed in quarter blocks: a spike a cell
    /// tall and half its width (`▐▌`), and where there are four rows a shoulder (`▟▙`) before
    /// the widest row, so that it is narrow over most of its height where a two-cell oval
    /// (`▗▖`/`██`/`▝▘`) is wide.
    private static func diamond(_ shading: Shading, columns: Int, rows: Int) -> [[Character]] {
        let width = min(columns, rows - rows % 2), half = width / 2
        let fill: Character = shading == .solid ? "█" : inside(shading)
        var top: [[Character]] = [], bottom: [[Character]] = []
        if shading == .solid, width == 2 {
            top = [row("▐", fill, "▌", width: 2, columns: columns)]
            bottom = [row("▐", fill, "▌", width: 2, columns: columns)]
            if rows >= 4 {
                top.append(row("▟", fill, "▙", width: 2, columns: columns))
                bottom.append(row("▜", fill, "▛", width: 2, columns: columns))
            }
        } else {
            for step in 0..<half {
                let wide = 2 * (step + 1)
                if shading == .solid {
                    top.append(row("▟", fill, "▙", width: wide, columns: columns))
                    bottom.append(row("▜", fill, "▛", width: wide, columns: columns))
                } else {
                    top.append(row("╱", fill, "╲", width: wide, columns: columns))
                    bottom.append(row("╲", fill, "╱", width: wide, columns: columns))
                }
            }
        }
        let widest: [Character]
        switch shading {
        case .solid: widest = row("█", "█", "█", width: width, columns: columns)
        case .striped where width == 2: widest = row("▒", "▒", "▒", width: width, columns: columns)
        default: widest = row("▏", fill, "▕", width: width, columns: columns)
        }
        return top + Array(repeating: widest, count: rows - top.count - bottom.count) + bottom.reversed()
    }

    // MARK: Oval

    /// A bar as wide as the box with flat sides and ends rounded by its width: corners cut by a
    /// quarter cell in two cells (`▗▖`), by a cell then half a cell in four (`▗██▖`, as tall
    /// as the box: `▗▄▄▖` over `████` read "wide and almost square, a block"), by a step in six
    /// and more (`▗▟██▙▖`), never a diamond's point `▟▙` or spike `▐▌`.
    private static func oval(_ shading: Shading, columns: Int, rows: Int) -> [[Character]] {
        let ends: (top: [Character], bottom: [Character]), side: [Character]
        switch shading {
        case .solid:
            switch columns {
            case 2: ends = (["▗", "▖"], ["▝", "▘"])
            case 4: ends = (["▗", "█", "█", "▖"], ["▝", "█", "█", "▘"])
            default:
                ends = (["▗", "▟"] + Array(repeating: "█", count: columns - 4) + ["▙", "▖"],
                        ["▝", "▜"] + Array(repeating: "█", count: columns - 4) + ["▛", "▘"])
            }
            side = Array(repeating: "█", count: columns)
        default:
            ends = (row("╭", "─", "╮", width: columns, columns: columns), row("╰", "─", "╯", width: columns, columns: columns))
            side = columns == 2 && shading == .striped ? ["▒", "▒"] : row("│", inside(shading), "│", width: columns, columns: columns)
        }
        return [ends.top] + Array(repeating: side, count: rows - 2) + [ends.bottom]
    }

    // MARK: Squiggle

    /// An S at every width: two cells wide in blocks, lines or ▒ swaying (``narrowSquiggle``);
    /// outlined from three cells the letter S in one line (``outlinedS``), striped four cells
    /// wide that line in ▒ (``stripedS``); solid four cells wide a band crossing in a step up
    /// to five rows (``fourCellS``); the rest the letter S with uprights (``wideS``).
    private static func squiggle(_ shading: Shading, columns: Int, rows: Int) -> [[Character]] {
        if columns == 2 { return narrowSquiggle(shading, rows: rows) }
        if shading == .outlined { return outlinedS(columns: columns, rows: rows).map(Array.init) }
        if shading == .striped, columns == 4 { return stripedS(columns: 4, rows: rows).map(Array.init) }
        if columns == 4, rows < 6 { return fourCellS(rows: rows) }
        return wideS(shading, columns: columns, rows: rows)
    }

    /// A squiggle six cells wide or more, solid or striped, or solid four cells wide and six
    /// rows or more: the letter S in strokes a row tall across and a third of its width down,
    /// a bar on top, the left upright, a bar across, the right upright and a bar at the bottom.
    /// Striped, ▒ rounded by `╭`, `╰`, `╮`, `╯` where it turns and cut square at its two ends.
    /// Solid, in blocks rounded by quarters where it turns, its ends curling a half row back
    /// (`▗▟███▙`/`██   ▀`…`▄   ██`/`▜███▛▘`; four cells wide `▗▟█▙`/`█  ▀`/`▜▄▄▖`/` ▝▀█`/
    /// `▄  █`/`▜█▛▘`). Blind readers took square ends (`▟█████`…`█████▛`) for a digit 5, and
    /// three on a card for 555; the band that swayed a step each row (`╲▒▒▒╲`/`╱▒▒▒╱`…) for a
    /// chevron, an arrowhead or a bracket, "not an S"; and four cells wide the step S stretched
    /// by an upright in its middle (`▟▀▀▀`/`▜▄▄ `/` ██ `/` ██ `/` ▀▀▙`/`▄▄▄▛`) for an ʃ.
    private static func wideS(_ shading: Shading, columns: Int, rows: Int) -> [[Character]] {
        let stroke = max(1, columns / 3)
        func run(_ glyph: Character, _ count: Int) -> String { String(repeating: glyph, count: max(0, count)) }
        let left = run(shading == .solid ? "█" : "▒", stroke) + run(" ", columns - stroke)
        let right = run(" ", columns - stroke) + run(shading == .solid ? "█" : "▒", stroke)
        let top: [String], cross: [String], bottom: [String]
        if shading == .solid {
            let curls = rows >= 6
            top = ["▗▟" + run("█", columns - 3) + "▙"] + (curls ? [run("█", stroke) + run(" ", columns - stroke - 1) + "▀"] : [])
            // Three rows cross in one, as four cells wide.
            cross = rows < 4 ? ["▝" + run("▀", columns - 2) + "▙"]
                : ["▜" + run("█", stroke - 1) + run("▄", columns - stroke - 1) + "▖", " ▝" + run("▀", columns - stroke - 2) + run("█", stroke)]
            bottom = (curls ? ["▄" + run(" ", columns - stroke - 1) + run("█", stroke)] : []) + ["▜" + run("█", columns - 3) + "▛▘"]
        } else {
            top = ["╭" + run("▒", columns - 1)]
            cross = ["╰" + run("▒", columns - 2) + "╮"]
            bottom = [run("▒", columns - 1) + "╯"]
        }
        let uprights = max(0, rows - top.count - cross.count - bottom.count), leftRows = uprights / 2
        return (top + Array(repeating: left, count: leftRows) + cross + Array(repeating: right, count: uprights - leftRows) + bottom).map(Array.init)
    }

    /// An outlined squiggle three cells wide or more: the letter S in one line, as the solid
    /// and striped S are drawn: a bar at the top reaching right from a rounded corner, down
    /// the left side, across, down the right side and a bar at the bottom reaching left
    /// (`╭──╴`/`╰──╮`/`   │`/`╶──╯`; the left upright `│   ` from five rows, each upright
    /// growing in turn). Its two ends stop half a cell short (`╴`, `╶`): a bar drawn to the
    /// edge of its box ran into the card's border where symbols fill the card. Blind readers
    /// took the earlier outlines for a notched rectangle (the tube `╭─╮ `/`╰╮╰╮`/`╭╯╭╯`/
    /// `╰─╯ `), a staircase or a Z (the double-line tube `╔═╕`/`╚╗ `/` ╚╗`/`╘═╝`, and
    /// `╭──`/`╰╮ `/` ╰╮`/`──╯`, whose crossing slants), and the double-line letter
    /// `╔══`/`╚═╗`/`  ║`/`══╝` for stripes; the letter in one line they named an outlined
    /// squiggle, "an S, or a 5".
    static func outlinedS(columns: Int, rows: Int) -> [String] {
        let bar = String(repeating: "─", count: columns - 2), blank = String(repeating: " ", count: columns - 1)
        let uprights = max(0, rows - 3), left = uprights / 2
        return ["╭" + bar + "╴"] + Array(repeating: "│" + blank, count: left) + ["╰" + bar + "╮"]
            + Array(repeating: blank + "│", count: uprights - left) + ["╶" + bar + "╯"]
    }

    /// A striped squiggle three or four cells wide: the outlined S (``outlinedS``) drawn in ▒,
    /// its turns rounded by the same corners (`╭▒▒▒`/`╰▒▒╮`/`   ▒`/`▒▒▒╯`). Blind readers took
    /// the step S in ▒ (`╭▒▒▒`/`╰▒╮ `/` ╰▒╮`/`▒▒▒╯`, `╭▒▒`/`╰▒╮`/` ╰▒`/`▒▒╯`) for a ragged
    /// diagonal smear, "the S only on tracing".
    static func stripedS(columns: Int, rows: Int) -> [String] {
        outlinedS(columns: columns, rows: rows).map { row in
            String(row.map { "─│╴╶".contains($0) ? "▒" : $0 })
        }
    }

    /// A solid squiggle four cells wide and three to five rows: an S as three cells wide
    /// (``threeCells(_:_:rows:)``), a bar at the top reaching right (`▟▀▀▀`), a bar at the
    /// bottom reaching left (`▄▄▄▛`), joined in one row of three (`▝▀▀▙`), in a step over two
    /// of four (`▜▄▄ `/` ▀▀▙`), with an upright (` ██ `) between in five. Blind readers took
    /// the slanted bands of earlier art for a zig-zag or lightning (`╲▒╲ `/` ╲▒╲`/`╱▒▒╱`/
    /// `╲▒╲ `) and a bent arrow or a chevron (`▐█▄ `/` ▜█▙`/`▗██▘`/`▀█▌ `), with no clear S.
    private static func fourCellS(rows: Int) -> [[Character]] {
        let (top, cross, steps, upright, bottom) = ("▟▀▀▀", "▝▀▀▙", ("▜▄▄ ", " ▀▀▙"), " ██ ", "▄▄▄▛")
        let middle = rows == 3 ? [cross] : [steps.0] + Array(repeating: upright, count: rows - 4) + [steps.1]
        return ([top] + middle + [bottom]).map(Array.init)
    }

    /// A squiggle two cells wide: solid an S in blocks, a bar `▟▀` at the top reaching left
    /// and one `▄▛` at the bottom reaching right, joined by a band sloping down to the right
    /// (`▀▙` in three rows, `▜▖`/`▝▙` a row each in four, again for more); striped a cell of ▒
    /// swaying left and right between rounded edges (`▒╯`/`╰▒`: blind readers took the earlier
    /// `╭╯`/`▒▒`/`╰╮` for the oval `╭╮`/`▒▒`/`╰╯`); outlined a wavy line.
    private static func narrowSquiggle(_ shading: Shading, rows: Int) -> [[Character]] {
        switch shading {
        case .solid:
            let slope: [[Character]] = rows == 3 ? [["▀", "▙"]] : (0..<rows - 2).map { $0 % 2 == 0 ? ["▜", "▖"] : ["▝", "▙"] }
            return [["▟", "▀"]] + slope + [["▄", "▛"]]
        case .striped:
            return (0..<rows).map { $0 % 2 == 0 ? ["▒", "╯"] : ["╰", "▒"] }
        case .outlined:
            return (0..<rows).map { row in row % 2 == 0 ? ["╭", "╯"] : ["╰", "╮"] }
        }
    }
}
