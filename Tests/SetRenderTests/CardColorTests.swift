import SetTestSupport
import Testing

@testable import SetRender

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct CardColorTests {
    @Test func eachModeHasItsOwnPalette() {
        #expect(CardColor.red.style(.ansi8) == CellStyle(foreground: .red, bold: true))
        #expect(CardColor.green.style(.ansi256) == CellStyle(foreground: .indexed(34)))
        #expect(CardColor.purple.style(.monochrome) == CellStyle(dim: true, italic: true))
        #expect(Set([CardColor.red, .green, .purple].map { $0.style(.monochrome) }).count == 3)
        #expect([CardColor.red, .green, .purple].allSatisfy { $0.style(.ansi256).background == .standard })
    }
}
