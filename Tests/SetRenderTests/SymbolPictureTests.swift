import SetTestSupport
import Testing

@testable import SetRender

/// The classic symbols' pictures, cell for cell, at the sizes of 60 × 20 and 80 × 24 boards (12
/// cards, the same as 100 × 30's, and 15: three cells wide since issue 41 gave those boards
/// odd-width cards) and of a larger card, and what holds them together as families at every
/// size.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct SymbolPictureTests {
    /// The nine pictures at `columns` × `rows`, shape by shape, solid, striped, outlined each.
    static func nine(columns: Int, rows: Int) -> [[String]] {
        [SymbolShape.diamond, .oval, .squiggle].flatMap { shape in
            Shading.allCases.map { SymbolPicture.rows(shape, $0, columns: columns, rows: rows) }
        }
    }

    @Test("Four cells wide and four rows tall, as on an 80×24 board")
    func eightyByTwentyFour() {
        #expect(Self.nine(columns: 4, rows: 4) == [
            [" ▟▙ ", "▟██▙", "▜██▛", " ▜▛ "], [" ╱╲ ", "╱▒▒╲", "╲▒▒╱", " ╲╱ "], [" ╱╲ ", "╱  ╲", "╲  ╱", " ╲╱ "],
            ["▗██▖", "████", "████", "▝██▘"], ["╭──╮", "│▒▒│", "│▒▒│", "╰──╯"], ["╭──╮", "│  │", "│  │", "╰──╯"],
            ["▟▀▀▀", "▜▄▄ ", " ▀▀▙", "▄▄▄▛"], ["╭▒▒▒", "╰▒▒╮", "   ▒", "▒▒▒╯"], ["╭──╴", "╰──╮", "   │", "╶──╯"],
        ])
    }

    @Test("Two cells wide and four rows tall, as with 15 cards on screens under 69 columns")
    func twoByFour() {
        #expect(Self.nine(columns: 2, rows: 4) == [
            ["▐▌", "▟▙", "▜▛", "▐▌"], ["╱╲", "▒▒", "▒▒", "╲╱"], ["╱╲", "▏▕", "▏▕", "╲╱"],
            ["▗▖", "██", "██", "▝▘"], ["╭╮", "▒▒", "▒▒", "╰╯"], ["╭╮", "││", "││", "╰╯"],
            ["▟▀", "▜▖", "▝▙", "▄▛"], ["▒╯", "╰▒", "▒╯", "╰▒"], ["╭╯", "╰╮", "╭╯", "╰╮"],
        ])
    }

    @Test("Two cells wide and three rows, as with 18 cards at 80×24")
    func twoByThree() {
        #expect(Self.nine(columns: 2, rows: 3) == [
            ["▐▌", "██", "▐▌"], ["╱╲", "▒▒", "╲╱"], ["╱╲", "▏▕", "╲╱"],
            ["▗▖", "██", "▝▘"], ["╭╮", "▒▒", "╰╯"], ["╭╮", "││", "╰╯"],
            ["▟▀", "▀▙", "▄▛"], ["▒╯", "╰▒", "▒╯"], ["╭╯", "╰╮", "╭╯"],
        ])
    }

    @Test("Three cells wide and three rows, as on a 60×20 board")
    func threeByThree() {
        #expect(Self.nine(columns: 3, rows: 3) == [
            ["▗█▖", "▜█▛", " ▀ "], ["╱▒╲", "▏▒▕", "╲▒╱"], ["╱▔╲", "▏ ▕", "╲▁╱"],
            ["▗▄▖", "███", "▝▀▘"], ["╭▒╮", "│▒│", "╰▒╯"], ["╭─╮", "│ │", "╰─╯"],
            ["▟▀▀", "▝▀▙", "▄▄▛"], ["╭▒▒", "╰▒╮", "▒▒╯"], ["╭─╴", "╰─╮", "╶─╯"],
        ])
    }

    @Test("Three cells wide and four rows, as with 15 and 18 cards at 80×24 and online beside the players")
    func threeByFour() {
        #expect(Self.nine(columns: 3, rows: 4) == [
            [" ▄ ", "▟█▙", "▜█▛", " ▀ "], [" ∧ ", "╱▒╲", "╲▒╱", " ∨ "], [" ∧ ", "╱ ╲", "╲ ╱", " ∨ "],
            ["▗▄▖", "███", "███", "▝▀▘"], ["╭▒╮", "│▒│", "│▒│", "╰▒╯"], ["╭─╮", "│ │", "│ │", "╰─╯"],
            ["▟▀▀", "▜▄ ", " ▀▙", "▄▄▛"], ["╭▒▒", "╰▒╮", "  ▒", "▒▒╯"], ["╭─╴", "╰─╮", "  │", "╶─╯"],
        ])
    }

    /// A blind reader took the three-cell outlined diamond capped ` ▁ `/` ▔ ` for a flat-topped
    /// hexagon: a diamond in lines four rows or taller ends in a point, its end rows holding no
    /// flat glyph (`▁`, `▔`, `─`) and only one or two cells in the middle drawn.
    @Test("A diamond in lines four rows or taller ends in points, never flat caps",
          arguments: [Shading.striped, .outlined])
    func pointedTips(_ shading: Shading) {
        for columns in 2...6 {
            for rows in 4...9 {
                let picture = SymbolPicture.rows(.diamond, shading, columns: columns, rows: rows)
                for end in [picture[0], picture[picture.count - 1]] {
                    let drawn = end.enumerated().filter { $0.element != " " }
                    #expect(!end.contains(where: { "▁▔─".contains($0) }), "\(columns)×\(rows): [\(end)]")
                    #expect(drawn.count <= 2 && drawn.allSatisfy { 2 * $0.offset + 1 >= columns - 2 && 2 * $0.offset + 1 <= columns + 2 },
                            "\(columns)×\(rows): [\(end)] is not a point in the middle")
                }
            }
        }
    }

    @Test("Four cells wide and five rows")
    func fourByFive() {
        #expect(Self.nine(columns: 4, rows: 5) == [
            [" ▟▙ ", "▟██▙", "████", "▜██▛", " ▜▛ "], [" ╱╲ ", "╱▒▒╲", "▏▒▒▕", "╲▒▒╱", " ╲╱ "], [" ╱╲ ", "╱  ╲", "▏  ▕", "╲  ╱", " ╲╱ "],
            ["▗██▖", "████", "████", "████", "▝██▘"], ["╭──╮", "│▒▒│", "│▒▒│", "│▒▒│", "╰──╯"], ["╭──╮", "│  │", "│  │", "│  │", "╰──╯"],
            ["▟▀▀▀", "▜▄▄ ", " ██ ", " ▀▀▙", "▄▄▄▛"], ["╭▒▒▒", "▒   ", "╰▒▒╮", "   ▒", "▒▒▒╯"], ["╭──╴", "│   ", "╰──╮", "   │", "╶──╯"],
        ])
    }

    /// Blind readers took the band that squiggles swayed in from six cells wide for a chevron
    /// or a bracket, and the square-ended S after it (`▟█████`…`█████▛`) for a digit 5.
    @Test("Six cells wide and eight rows, as at 160×48: the squiggle an S, solid its ends curled")
    func sixByEight() {
        #expect(Array(Self.nine(columns: 6, rows: 8)[6...]) == [
            ["▗▟███▙", "██   ▀", "██    ", "▜█▄▄▄▖", " ▝▀▀██", "    ██", "▄   ██", "▜███▛▘"],
            ["╭▒▒▒▒▒", "▒▒    ", "▒▒    ", "╰▒▒▒▒╮", "    ▒▒", "    ▒▒", "    ▒▒", "▒▒▒▒▒╯"],
            ["╭────╴", "│     ", "│     ", "╰────╮", "     │", "     │", "     │", "╶────╯"],
        ])
    }

    /// Four cells wide, the step S stretched by an upright in its middle (`▟▀▀▀`/`▜▄▄ `/` ██ `/
    /// ` ██ `/` ▀▀▙`/`▄▄▄▛`) read to a blind reader as an ʃ, striped as a hatched bar.
    @Test("Four cells wide and six rows, as with 15 cards at 120×40: the squiggle the letter S")
    func fourBySix() {
        #expect(Array(Self.nine(columns: 4, rows: 6)[6...]) == [
            ["▗▟█▙", "█  ▀", "▜▄▄▖", " ▝▀█", "▄  █", "▜█▛▘"],
            ["╭▒▒▒", "▒   ", "╰▒▒╮", "   ▒", "   ▒", "▒▒▒╯"],
            ["╭──╴", "│   ", "╰──╮", "   │", "   │", "╶──╯"],
        ])
    }

    /// A diamond is pointed top and bottom and an oval flat-sided at every size: their rows read
    /// the same mirrored (`▟` ↔ `▙`, `╱` ↔ `╲`…); a squiggle sways, so its ends never do, nor
    /// most of its rows outlined, or solid but four cells wide, where the step S's upright
    /// ` ██ ` (five rows) reads the same mirrored. Striped, only its ends are asked.
    @Test func diamondsAndOvalsAreSymmetricSquigglesSway() {
        let mirror: [Character: Character] = [
            "◢": "◣", "◣": "◢", "◥": "◤", "◤": "◥", "▟": "▙", "▙": "▟", "▜": "▛", "▛": "▜", "▗": "▖", "▖": "▗", "▝": "▘", "▘": "▝",
            "╱": "╲", "╲": "╱", "▏": "▕", "▕": "▏", "╭": "╮", "╮": "╭", "╰": "╯", "╯": "╰", "▐": "▌", "▌": "▐",
        ]
        let mirrored = { (row: String) in String(row.reversed().map { mirror[$0] ?? $0 }) }
        // Three-cell symbols are at most five rows tall (``SymbolPlacement``).
        for columns in [3] + Array(stride(from: 2, through: 12, by: 2)) {
            for rows in 3...(columns == 3 ? 5 : 16) {
                for shading in Shading.allCases {
                    for shape in [SymbolShape.diamond, .oval] {
                        let picture = SymbolPicture.rows(shape, shading, columns: columns, rows: rows)
                        #expect(picture.count == rows && picture.allSatisfy { $0.count == columns && mirrored($0) == $0 },
                                "\(shape) \(shading) \(columns)×\(rows): \(picture)")
                    }
                    let squiggle = SymbolPicture.rows(.squiggle, shading, columns: columns, rows: rows)
                    let swaying = squiggle.filter { mirrored($0) != $0 }.count
                    let ends = [squiggle.first, squiggle.last].compactMap { $0 }
                    #expect(squiggle.count == rows && ends.allSatisfy { mirrored($0) != $0 } && (shading == .striped || shading == .solid && columns == 4 || 2 * swaying > rows),
                            "squiggle \(shading) \(columns)×\(rows): \(squiggle)")
                }
            }
        }
    }

    /// An outlined squiggle three cells wide or more is the letter S in one line at every
    /// height: every end of every line glyph meets a line of the next cell (`╭` right and
    /// down, `╯` up and left…), the S's own two ends stopping in its box (`╴`, `╶`, so they
    /// never run into the card's border); and it crosses in one straight row `╰─╮`. Blind readers took the
    /// tube `╭─╮ `/`╰╮╰╮`/`╭╯╭╯`/`╰─╯ ` for a notched rectangle, the double-line tube
    /// `╔═╕`/`╚╗ `/` ╚╗`/`╘═╝` and the slanted `╭──`/`╰╮ `/` ╰╮`/`──╯` for a staircase or a Z, and
    /// the double-line letter's strokes for stripes.
    @Test(arguments: [3, 4, 6, 10]) func outlinedSquigglesAreTheLetterS(columns: Int) {
        let ends: [Character: [(x: Int, y: Int)]] = [
            "╭": [(1, 0), (0, 1)], "╮": [(-1, 0), (0, 1)], "╰": [(0, -1), (1, 0)], "╯": [(0, -1), (-1, 0)],
            "─": [(-1, 0), (1, 0)], "│": [(0, -1), (0, 1)], "╴": [(-1, 0)], "╶": [(1, 0)],
        ]
        // Three-cell symbols are at most five rows tall (``SymbolPlacement``).
        for rows in 3...(columns == 3 ? 5 : 16) {
            let picture = SymbolPicture.rows(.squiggle, .outlined, columns: columns, rows: rows).map(Array.init)
            let glyph = { (x: Int, y: Int) -> Character in picture.indices.contains(y) && picture[y].indices.contains(x) ? picture[y][x] : " " }
            var open: [String] = []
            for y in picture.indices {
                for x in picture[y].indices {
                    if picture[y][x] != " ", ends[picture[y][x]] == nil { open.append("(\(x), \(y)) \(picture[y][x]) not a line") }
                    for end in ends[picture[y][x]] ?? [] where !(ends[glyph(x + end.x, y + end.y)] ?? []).contains(where: { $0.x == -end.x && $0.y == -end.y }) {
                        open.append("(\(x), \(y)) \(picture[y][x]) towards \(end)")
                    }
                }
            }
            let crossing = "╰" + String(repeating: "─", count: columns - 2) + "╮"
            let ends = [picture[0].last, picture[rows - 1].first]
            #expect(open.isEmpty && ends == ["╴", "╶"] && picture.filter { String($0) == crossing }.count == 1,
                    "\(columns)×\(rows) \(picture.map { String($0) }): \(open)")
        }
    }
}
