import SetTestSupport
import Testing

@testable import SetRender

/// The classic symbols' pictures, cell for cell, at the sizes of 60 × 20 and 80 × 24 boards and
/// of a larger card, and what holds them together as families at every size.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct SymbolPictureTests {
    /// The nine pictures at `columns` × `rows`, shape by shape, solid, striped, outlined each.
    static func nine(columns: Int, rows: Int) -> [[String]] {
        [SymbolShape.diamond, .oval, .squiggle].flatMap { shape in
            Shading.allCases.map { SymbolPicture.rows(shape, $0, columns: columns, rows: rows) }
        }
    }

    @Test("Two cells wide and four rows tall, as on an 80×24 board")
    func eightyByTwentyFour() {
        #expect(Self.nine(columns: 2, rows: 4) == [
            ["▐▌", "▟▙", "▜▛", "▐▌"], ["╱╲", "▒▒", "▒▒", "╲╱"], ["╱╲", "▏▕", "▏▕", "╲╱"],
            ["▗▖", "██", "██", "▝▘"], ["╭╮", "▒▒", "▒▒", "╰╯"], ["╭╮", "││", "││", "╰╯"],
            ["▟▀", "▜▖", "▝▙", "▄▛"], ["╭╯", "▒▒", "▒▒", "╰╮"], ["╭╯", "╰╮", "╭╯", "╰╮"],
        ])
    }

    @Test("Three rows, as on a 60×20 board")
    func sixtyByTwenty() {
        #expect(Self.nine(columns: 2, rows: 3) == [
            ["▐▌", "██", "▐▌"], ["╱╲", "▒▒", "╲╱"], ["╱╲", "▏▕", "╲╱"],
            ["▗▖", "██", "▝▘"], ["╭╮", "▒▒", "╰╯"], ["╭╮", "││", "╰╯"],
            ["▟▀", "▀▙", "▄▛"], ["╭╯", "▒▒", "╰╮"], ["╭╯", "╰╮", "╭╯"],
        ])
    }

    @Test("Four cells wide and five rows")
    func fourByFive() {
        #expect(Self.nine(columns: 4, rows: 5) == [
            [" ▟▙ ", "▟██▙", "████", "▜██▛", " ▜▛ "], [" ╱╲ ", "╱▒▒╲", "▏▒▒▕", "╲▒▒╱", " ╲╱ "], [" ╱╲ ", "╱  ╲", "▏  ▕", "╲  ╱", " ╲╱ "],
            ["▗▄▄▖", "████", "████", "████", "▝▀▀▘"], ["╭──╮", "│▒▒│", "│▒▒│", "│▒▒│", "╰──╯"], ["╭──╮", "│  │", "│  │", "│  │", "╰──╯"],
            ["▐█▄ ", " ▜█▙", "▗██▘", "▜█▙ ", " ▀█▌"], ["╲▒╲ ", " ╲▒╲", "╱▒▒╱", "╲▒╲ ", " ╲▒╲"], ["╲─╲ ", " ╲ ╲", "╱  ╱", "╲ ╲ ", " ╲─╲"],
        ])
    }

    /// A diamond is pointed top and bottom and an oval flat-sided at every size: their rows read
    /// the same mirrored (`▟` ↔ `▙`, `╱` ↔ `╲`…); a squiggle sways, so its ends never do, nor
    /// most of its rows solid or outlined.
    @Test func diamondsAndOvalsAreSymmetricSquigglesSway() {
        let mirror: [Character: Character] = [
            "◢": "◣", "◣": "◢", "◥": "◤", "◤": "◥", "▟": "▙", "▙": "▟", "▜": "▛", "▛": "▜", "▗": "▖", "▖": "▗", "▝": "▘", "▘": "▝",
            "╱": "╲", "╲": "╱", "▏": "▕", "▕": "▏", "╭": "╮", "╮": "╭", "╰": "╯", "╯": "╰", "▐": "▌", "▌": "▐",
        ]
        let mirrored = { (row: String) in String(row.reversed().map { mirror[$0] ?? $0 }) }
        for columns in stride(from: 2, through: 12, by: 2) {
            for rows in 3...16 {
                for shading in Shading.allCases {
                    for shape in [SymbolShape.diamond, .oval] {
                        let picture = SymbolPicture.rows(shape, shading, columns: columns, rows: rows)
                        #expect(picture.count == rows && picture.allSatisfy { $0.count == columns && mirrored($0) == $0 },
                                "\(shape) \(shading) \(columns)×\(rows): \(picture)")
                    }
                    let squiggle = SymbolPicture.rows(.squiggle, shading, columns: columns, rows: rows)
                    let swaying = squiggle.filter { mirrored($0) != $0 }.count
                    let ends = [squiggle.first, squiggle.last].compactMap { $0 }
                    #expect(squiggle.count == rows && ends.allSatisfy { mirrored($0) != $0 } && (shading == .striped || 2 * swaying > rows),
                            "squiggle \(shading) \(columns)×\(rows): \(squiggle)")
                }
            }
        }
    }
}
