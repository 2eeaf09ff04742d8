import SetRender
import Testing

@testable import SetTerminal

@Suite struct ColorPairTableTests {
    @Test func theDefaultLookIsPairZeroAndNeedsNoSetUp() {
        var table = ColorPairTable(colorCount: 256, pairCount: 256)
        #expect(table.pair(foreground: .standard, background: .standard) == .existing(0))
        #expect(table.assignedCount == 0)
    }

    @Test func newCombinationsGetNumbersInOrderAndAreReused() {
        var table = ColorPairTable(colorCount: 256, pairCount: 256)
        #expect(table.pair(foreground: .red, background: .standard) == .new(1, foreground: 1, background: -1))
        #expect(table.pair(foreground: .standard, background: .indexed(236)) == .new(2, foreground: -1, background: 236))
        #expect(table.pair(foreground: .red, background: .standard) == .existing(1))
        #expect(table.assignedCount == 2)
    }

    @Test func exhaustedPairsFallBackToPairZero() {
        var table = ColorPairTable(colorCount: 8, pairCount: 3)
        #expect(table.pair(foreground: .red, background: .black).number == 1)
        #expect(table.pair(foreground: .green, background: .black).number == 2)
        #expect(table.pair(foreground: .blue, background: .black) == .existing(0))
        #expect(table.pair(foreground: .green, background: .black) == .existing(2))
    }

    @Test func pairNumbersStayWithinTheShortRange() {
        var table = ColorPairTable(colorCount: 256, pairCount: 65536)
        for background in 0...255 {
            for foreground in 0...255 {
                _ = table.pair(foreground: .indexed(UInt8(foreground)), background: .indexed(UInt8(background)))
            }
        }
        #expect(table.assignedCount == Int(Int16.max))
    }

    @Test func monochromeUsesPairZeroForEverything() {
        var table = ColorPairTable(colorCount: 0, pairCount: 0)
        #expect(table.pair(foreground: .red, background: .indexed(200)) == .existing(0))
        #expect(table.assignedCount == 0)
    }

    @Test func withoutDefaultColorsStandardIsWhiteOnBlack() {
        var table = ColorPairTable(colorCount: 8, pairCount: 64, hasDefaultColors: false)
        #expect(table.pair(foreground: .standard, background: .blue) == .new(1, foreground: 7, background: 4))
        #expect(table.pair(foreground: .red, background: .standard) == .new(2, foreground: 1, background: 0))
    }

    @Test func indexedColorsAreKeptWith256Colors() {
        let table = ColorPairTable(colorCount: 256, pairCount: 256)
        #expect(table.colorNumber(.indexed(208), standard: 7) == 208)
        #expect(table.colorNumber(.ansi(3), standard: 7) == 3)
        #expect(table.colorNumber(.standard, standard: 7) == -1)
    }

    @Test func indexedColorsBecomeTheNearestANSIColorWith8Colors() {
        let table = ColorPairTable(colorCount: 8, pairCount: 64)
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
        let table = ColorPairTable(colorCount: 16, pairCount: 64)
        #expect(table.colorNumber(.indexed(9), standard: 7) == 9)
        #expect(table.colorNumber(.indexed(231), standard: 7) == 15)
    }

    @Test func ansiColorsBeyondThePaletteWrapToTheBasicEight() {
        let table = ColorPairTable(colorCount: 8, pairCount: 64)
        #expect(table.colorNumber(.ansi(12), standard: 7) == 4)
    }
}
