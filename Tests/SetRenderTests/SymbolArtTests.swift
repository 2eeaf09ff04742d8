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

    /// Two cells wide (so one or three centre in a card's even-width inside), two rows (three
    /// in ASCII), single-width glyphs; none in Unicode for a symbol ``SymbolPicture`` draws.
    @Test(arguments: allSymbols)
    func tinyDrawingsAreTwoCellsWideAndSingleWidth(symbol: SymbolArt) {
        for ascii in [false, true] {
            for shading in Shading.allCases {
                let drawing = symbol.tinyRows(shading, ascii: ascii)
                let context = "\(symbol.name) \(shading) ascii \(ascii)"
                let expected = ascii ? 3 : SymbolPicture.draws(symbol.shape) ? 0 : 2
                #expect(drawing.count == expected && drawing.allSatisfy { $0.count == 2 }, "\(context)")
                #expect(drawing.joined().allSatisfy(ascii ? { $0.isASCII } : Self.isSingleWidth), "\(context)")
            }
        }
    }

    @Test(arguments: Theme.all)
    func aThemesTinySymbolsDifferInEveryShading(theme: Theme) {
        for ascii in [false, true] where ascii || !theme.symbols.allSatisfy({ SymbolPicture.draws($0.shape) }) {
            let drawings = theme.symbols.flatMap { symbol in Shading.allCases.map { symbol.tinyRows($0, ascii: ascii) } }
            #expect(Set(drawings).count == 9, "\(theme.name) ascii \(ascii)")
        }
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

    /// A heart where a 22×11 card (120×40) puts it, and on a 14×8 inside: the notch between
    /// the lobes shows, solid and outlined.
    @Test func smallHeartShowsItsNotch() throws {
        func lines(_ shading: Shading, interior: Rect) throws -> [String] {
            let placement = try #require(SymbolPlacement(count: 1, theme: .whimsy, interior: interior))
            let raster = SymbolRaster(shape: .heart, boxes: placement.boxes, cells: (interior.width, interior.height), cache: RenderCache())
            var lines = Array(repeating: Array(repeating: Character(" "), count: interior.width), count: interior.height)
            for (column, row, glyph) in raster.glyphs(shading: shading, ascii: false) { lines[row][column] = glyph }
            return lines.map { String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }.filter { !$0.isEmpty }
        }
        let card120 = Rect(x: 0, y: 0, width: 20, height: 9)
        let (solid, outlined) = (try lines(.solid, interior: card120), try lines(.outlined, interior: card120))
        #expect(solid == ["▟█▄█▙", "▝███▘", "▝█▘"], "\(solid)")
        #expect(outlined == ["╭─◡─╮", "╲   ╱", "╲▽╱"], "\(outlined)")
    }

    @Test func rasterLightsTheShapeInQuarterCells() {
        let box = SymbolPlacement.Box(x: 2, y: 2, width: 8, height: 16)
        let raster = SymbolRaster(shape: .diamond, boxes: [box], cells: (6, 10), cache: RenderCache())
        let solid = raster.glyphs(shading: .solid, ascii: false)
        var lines = Array(repeating: Array(repeating: Character(" "), count: 6), count: 10)
        for (column, row, glyph) in solid { lines[row][column] = glyph }
        #expect(lines.map { String($0) } == [
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
