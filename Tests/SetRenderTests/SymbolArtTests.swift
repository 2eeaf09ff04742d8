import Testing

@testable import SetRender

@Suite struct SymbolArtTests {
    static let allSymbols = Theme.all.flatMap(\.symbols)

    /// Printable ASCII, box drawing (U+2500–257F) and block elements (U+2580–259F): one column
    /// wide in every terminal.
    static func isSingleWidth(_ glyph: Character) -> Bool {
        guard glyph.unicodeScalars.count == 1, let scalar = glyph.unicodeScalars.first else { return false }
        return (0x20...0x7E).contains(scalar.value) || (0x2500...0x259F).contains(scalar.value)
    }

    @Test(arguments: allSymbols)
    func drawingsAreRectangularSingleWidthAndHaveAnInside(symbol: SymbolArt) {
        for size in [ArtSize.medium, .large] {
            let rows = symbol.rows(size, fill: SymbolArt.inside, ascii: false)
            let (width, height) = symbol.dimensions(size)
            #expect(rows.count == height && rows.allSatisfy { $0.count == width }, "\(symbol.name) \(size)")
            #expect(rows.joined().allSatisfy(Self.isSingleWidth), "\(symbol.name) \(size)")
            #expect(rows.joined().contains(SymbolArt.inside), "\(symbol.name) \(size)")
        }
        #expect(symbol.rows(.compact, fill: "#", ascii: true, compactWidth: 6).count == 1)
        #expect(symbol.rows(.compact, fill: "#", ascii: true, compactWidth: 6)[0].count == 6)
        #expect(symbol.dimensions(.large).height > symbol.dimensions(.medium).height)
    }

    @Test(arguments: Theme.all)
    func aThemesSymbolsDifferAtEverySizeAndMatchInSize(theme: Theme) {
        for size in ArtSize.allCases {
            let drawings = theme.symbols.map { $0.rows(size, fill: "#", ascii: false) }
            #expect(Set(drawings).count == 3, "\(theme.name) \(size)")
            #expect(Set(theme.symbols.map { "\($0.dimensions(size))" }).count == 1, "\(theme.name) \(size)")
        }
    }

    @Test func asciiRowsUseOnlyAscii() {
        for symbol in Self.allSymbols {
            for size in ArtSize.allCases {
                for shading in Shading.allCases {
                    let rows = symbol.rows(size, fill: shading.fill(ascii: true), ascii: true)
                    #expect(rows.joined().allSatisfy { $0.isASCII && $0 != "*" }, "\(symbol.name) \(size)")
                }
            }
        }
    }

    @Test func fillReplacesTheInside() {
        #expect(SymbolArt.diamond.rows(.medium, fill: "█", ascii: false) == [" ╱╲ ", "╱██╲", "╲██╱", " ╲╱ "])
        #expect(SymbolArt.diamond.rows(.medium, fill: ":", ascii: true) == [" /\\ ", "/::\\", "\\::/", " \\/ "])
        #expect(SymbolArt.oval.rows(.compact, fill: "░", ascii: false, compactWidth: 5) == ["(░░░)"])
    }
}
