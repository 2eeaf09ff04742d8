import SetCore
import SetTestSupport
import Testing

@testable import SetRender

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct ThemeTests {
    @Test func themesAreFoundByName() {
        #expect(Theme.all.map(\.name) == ["classic", "symbols", "whimsy"])
        #expect(Theme.named("Classic") == .classic)
        #expect(Theme.named("symbols") == .symbols)
        #expect(Theme.named("whimsy") == .whimsy)
        #expect(Theme.named("nope") == nil)
        #expect(Theme.all.allSatisfy { Theme.named($0.name.uppercased()) == $0 }, "every theme of the list is found by its name")
        #expect(Theme.classic.symbols.map(\.name) == ["diamond", "oval", "squiggle"])
        #expect(Theme.symbols.symbols.map(\.name) == ["triangle", "circle", "square"])
    }

    @Test func valuesMapAsInTheCommandLineNotation() {
        let card = SetCard(count: .c, shape: .b, shading: .b, color: .c)
        let look = Theme.classic.look(for: card, mode: .ansi8, ascii: false)
        #expect(look.count == 3)
        #expect(look.symbol == .oval)
        #expect(look.shading == .striped)
        #expect(look.style.foreground == .magenta)
        #expect(look.colorLetter == nil)
        #expect(TriValue.allCases.map(Theme.shading) == [.solid, .striped, .outlined])
        #expect(TriValue.allCases.map { Theme.classic.color($0).letter } == ["r", "g", "p"])
    }

    @Test(arguments: Theme.all)
    func colorsDifferInEveryMode(theme: Theme) {
        for mode in ColorMode.allCases {
            let styles = TriValue.allCases.map { theme.look(for: SetCard(count: .a, shape: .a, shading: .a, color: $0), mode: mode, ascii: false).style }
            #expect(Set(styles).count == 3, "\(theme.name) \(mode)")
        }
    }

    @Test func monochromeShowsTheColorLetter() {
        let look = Theme.whimsy.look(for: SetCard(index: 60), mode: .monochrome, ascii: true)
        #expect(look.colorLetter == "p")
        #expect(look.ascii)
        let interior = Rect(x: 1, y: 1, width: 10, height: 4)
        let placement = SymbolPlacement(count: 3, theme: .whimsy, interior: interior, ascii: true)
        var grid = Grid(width: 12, height: 6)
        placement.map { look.drawSymbols($0, in: interior, on: &grid, cache: RenderCache()) }
        #expect(placement != nil && grid.cells.allSatisfy(\.glyph.isASCII) && grid.cells.contains { $0 != .blank })
    }
}
