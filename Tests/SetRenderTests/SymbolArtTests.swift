import SetTestSupport
import Testing

@testable import SetRender

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct SymbolArtTests {
    static let allSymbols = Theme.all.flatMap(\.symbols)

    /// Printable ASCII, box drawing, block elements and geometric shapes (U+2500–25FF): one
    /// column wide in every terminal with a Western locale.
    static func isSingleWidth(_ glyph: Character) -> Bool {
        guard glyph.unicodeScalars.count == 1, let scalar = glyph.unicodeScalars.first else { return false }
        return (0x20...0x7E).contains(scalar.value) || (0x2500...0x25FF).contains(scalar.value)
    }

    /// Two cells wide (so one or three centre in a card's even-width inside), three rows,
    /// ASCII only.
    @Test(arguments: allSymbols)
    func tinyDrawingsAreTwoCellsWideAndAscii(symbol: SymbolArt) {
        for shading in Shading.allCases {
            let drawing = symbol.tinyRows(shading)
            #expect(drawing.count == 3 && drawing.allSatisfy { $0.count == 2 }, "\(symbol.name) \(shading)")
            #expect(drawing.joined().allSatisfy { $0.isASCII }, "\(symbol.name) \(shading)")
        }
    }

    /// Every glyph of every picture at every width from 2 to 16 is one column wide.
    @Test(arguments: allSymbols)
    func picturesAreSingleWidth(symbol: SymbolArt) {
        for columns in stride(from: 2, through: 16, by: 2) {
            for shading in Shading.allCases {
                let rows = SymbolPicture.rows(symbol.shape, shading, columns: columns, rows: 3)
                #expect(rows.joined().allSatisfy(Self.isSingleWidth) && rows.allSatisfy { $0.count == columns }, "\(symbol.name) \(shading) \(columns)")
            }
        }
    }

    @Test(arguments: Theme.all)
    func aThemesTinySymbolsDifferInEveryShading(theme: Theme) {
        let drawings = theme.symbols.flatMap { symbol in Shading.allCases.map { symbol.tinyRows($0) } }
        #expect(Set(drawings).count == 9, "\(theme.name)")
    }

    @Test func shapesAreSymmetricWhereTheyShouldBe() {
        let box = (width: 10.0, height: 20.0)
        for shape in [SymbolShape.diamond, .oval, .triangle, .circle, .square, .heart, .drop] {
            for step in 0..<200 {
                let x = Double(step % 20) * 0.25 + 0.13, y = Double(step / 20) * 2 + 0.37
                #expect(shape.contains(x: x, y: y, width: box.width, height: box.height)
                        == shape.contains(x: box.width - x, y: y, width: box.width, height: box.height), "\(shape) at \(x), \(y)")
            }
        }
    }

    @Test func shapesStayInTheirBox() {
        for shape in SymbolShape.allCases {
            #expect(!shape.contains(x: -0.1, y: 5, width: 10, height: 20))
            #expect(!shape.contains(x: 5, y: 20.1, width: 10, height: 20))
            #expect(shape.contains(x: 5, y: 10, width: 10, height: 20) || shape == .moon, "\(shape) has its middle")
        }
        #expect(!SymbolShape.moon.contains(x: 8, y: 10, width: 10, height: 20), "the crescent opens to the right")
        #expect(SymbolShape.moon.contains(x: 1.5, y: 10, width: 10, height: 20))
    }

    /// A heart, a drop and a moon six cells wide, cell by cell: lobes over a point, a point
    /// over a round bottom, horns around a thick left half.
    @Test func whimsyPicturesSixCellsWide() {
        #expect(SymbolPicture.rows(.heart, .solid, columns: 6, rows: 5) == ["▟█▙▟█▙", "██████", "◥████◤", " ◥██◤ ", "  ◥◤  "])
        #expect(SymbolPicture.rows(.drop, .striped, columns: 6, rows: 5) == ["  ╱╲  ", " ╱▒▒╲ ", "╱▒▒▒▒╲", "│▒▒▒▒│", "╰────╯"])
        #expect(SymbolPicture.rows(.moon, .outlined, columns: 6, rows: 6) == ["      ", "╭────╯", "│  (  ", "│  (  ", "│  (  ", "╰────╮"])
        #expect(SymbolPicture.rows(.moon, .striped, columns: 2, rows: 3) == ["▒╯", "▒ ", "▒╮"])
        #expect(SymbolPicture.rows(.heart, .solid, columns: 2, rows: 3) == ["  ", "▙▟", "◥◤"])
    }

    @Test func rasterLightsTheShapeInQuarterCells() {
        let box = SymbolPlacement.Box(x: 2, y: 2, width: 8, height: 16)
        let raster = SymbolRaster(shape: .diamond, boxes: [box], cells: (6, 10), cache: RenderCache())
        // The quarters lit, shown as quadrant blocks.
        let lines = (0..<10).map { row in String((0..<6).map { QuadrantGlyph.block(raster.mask($0, row, raster.isInside)) }) }
        #expect(lines == [
            "      ",
            "  ▗▖  ",
            "  ▟▙  ",
            " ▗██▖ ",
            " ▟██▙ ",
            " ▜██▛ ",
            " ▝██▘ ",
            "  ▜▛  ",
            "  ▝▘  ",
            "      ",
        ])
    }
}
