import SetTestSupport
import Testing

@testable import SetRender

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct CardHighlightTests {
    @Test func bordersDifferInGlyphsAndStyle() {
        for ascii in [false, true] {
            let borders = CardHighlight.allCases.map { $0.border(ascii: ascii) }
            #expect(Set(borders).count == CardHighlight.allCases.count)
            #expect(Set(borders.map(\.horizontal)).count == 6, "normal, cursor and computer share an edge, and chained one with matched (ASCII: selected); ascii: \(ascii)")
        }
        #expect(CardHighlight.allCases.map { $0.border(ascii: true) }.allSatisfy {
            [$0.horizontal, $0.vertical, $0.topLeft, $0.topRight, $0.bottomLeft, $0.bottomRight].allSatisfy(\.isASCII)
        })
        for mode in [ColorMode.ansi8, .ansi256] {
            let colors = CardHighlight.allCases.map { $0.style(mode).foreground }
            #expect(Set(colors).count == 7, "normal, cursor and empty share the default color; the rest differ")
        }
        #expect(CardHighlight.selected.style(.monochrome).bold)
        #expect(CardHighlight.empty.border(ascii: false).horizontal == " ", "an empty place shows only its corners")
    }

    @Test func borderGlyphsReadInOrder() {
        let border = BorderGlyphs("─", "│", "┌", "┐", "└", "┘")
        #expect([border.horizontal, border.vertical, border.topLeft, border.topRight, border.bottomLeft, border.bottomRight]
            == Array("─│┌┐└┘"))
    }
}
