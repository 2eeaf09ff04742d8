import SetRender
import SetTestSupport
import Testing

@testable import SetFrame

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct ColorMappingTests {
    @Test func withoutDefaultColorsStandardIsWhiteOnBlack() {
        let mapping = ColorMapping(colorCount: 8, hasDefaultColors: false)
        #expect(mapping.colorNumber(.standard, standard: 7) == 7 && mapping.colorNumber(.standard, standard: 0) == 0)
        #expect(mapping.colorNumber(.blue, standard: 0) == 4)
    }

    @Test func indexedColorsAreKeptWith256Colors() {
        let table = ColorMapping(colorCount: 256)
        #expect(table.colorNumber(.indexed(208), standard: 7) == 208)
        #expect(table.colorNumber(.ansi(3), standard: 7) == 3)
        #expect(table.colorNumber(.standard, standard: 7) == -1)
    }

    @Test func indexedColorsBecomeTheNearestANSIColorWith8Colors() {
        let table = ColorMapping(colorCount: 8)
        #expect(table.colorNumber(.indexed(196), standard: 7) == 1)  // bright red
        #expect(table.colorNumber(.indexed(28), standard: 7) == 2)  // green
        #expect(table.colorNumber(.indexed(21), standard: 7) == 4)  // blue
        #expect(table.colorNumber(.indexed(129), standard: 7) == 5)  // purple
        #expect(table.colorNumber(.indexed(214), standard: 7) == 3)  // orange
        #expect(table.colorNumber(.indexed(232), standard: 7) == 0)  // near black
        #expect(table.colorNumber(.indexed(255), standard: 7) == 7)  // near white
        #expect(table.colorNumber(.indexed(9), standard: 7) == 1)  // bright red of the 16
        #expect(table.colorNumber(.indexed(4), standard: 7) == 4)
    }

    @Test func brightColorsSurviveOn16ColorTerminals() {
        let table = ColorMapping(colorCount: 16)
        #expect(table.colorNumber(.indexed(9), standard: 7) == 9)
        #expect(table.colorNumber(.indexed(231), standard: 7) == 15)
    }

    @Test func ansiColorsBeyondThePaletteWrapToTheBasicEight() {
        let table = ColorMapping(colorCount: 8)
        #expect(table.colorNumber(.ansi(12), standard: 7) == 4)
    }
}
