import SetTestSupport
import Testing

@testable import SetRender

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct SymbolPlacementTests {
    @Test func artGrowsWithTheCard() throws {
        let placements = try [(8, 3), (10, 4), (12, 5), (30, 14), (50, 24)].map { width, height in
            try #require(SymbolPlacement(count: 3, theme: .classic, interior: Rect(x: 0, y: 0, width: width, height: height)))
        }
        #expect(placements.map(\.scale) == [.pictured, .pictured, .pictured, .pictured, .pictured])
        #expect(placements[..<3].map { [$0.boxes[0].width, $0.boxes[0].height] } == [[2, 3], [2, 4], [2, 3]],
                "the 80×24 card's four rows take four-row symbols")
        let heights = placements.dropFirst(2).map { $0.boxes[0].height }
        #expect(heights == heights.sorted() && Set(heights).count == heights.count, "drawn symbols grow: \(heights)")
    }

    /// The geometric and playful themes' symbols are pictured cell by cell at every size, as
    /// wide as classic's and as tall as their tallest shape: on a 14×7 card two cells wide,
    /// three rows, a row from the top; on a 22×11 card four cells wide, three rows (geometric)
    /// or four (whimsy).
    @Test func otherThemesArePicturedAsWideAsClassic() throws {
        for (theme, rows) in [(Theme.symbols, 3), (.whimsy, 4)] {
            let small = try #require(SymbolPlacement(count: 3, theme: theme, interior: Rect(x: 0, y: 0, width: 12, height: 5)))
            #expect(small.scale == .pictured && small.boxes.map(\.width) == [2, 2, 2] && small.boxes.map(\.height) == [3, 3, 3], "\(theme.name)")
            #expect(small.boxes[0].y == 1, "\(theme.name)")
            let card120 = try #require(SymbolPlacement(count: 3, theme: theme, interior: Rect(x: 0, y: 0, width: 20, height: 9)))
            let classic = try #require(SymbolPlacement(count: 3, theme: .classic, interior: Rect(x: 0, y: 0, width: 20, height: 9)))
            #expect(card120.scale == .pictured && card120.boxes.map(\.width) == classic.boxes.map(\.width), "\(theme.name)")
            #expect(card120.boxes.map(\.height) == [rows, rows, rows], "\(theme.name)")
        }
    }

    /// Every card size the board produces (interiors 8×3 … 70×34): symbols inside, centred
    /// as whole cells allow, with a margin on every side where there is room, one box size
    /// whatever the count.
    @Test(arguments: Theme.all.map(\.name))
    func symbolsAreCenteredWithAMargin(themeName: String) throws {
        let theme = try #require(Theme.named(themeName))
        for height in 5...36 {
            let interior = Rect(x: 3, y: 2, width: 2 * height - 2, height: height - 2)
            for ascii in [false, true] {
                let three = try #require(SymbolPlacement(count: 3, theme: theme, interior: interior, ascii: ascii))
                for count in 1...3 {
                    let placement = try #require(SymbolPlacement(count: count, theme: theme, interior: interior, ascii: ascii))
                    let context = "\(theme.name) \(interior.width)×\(interior.height) count \(count) ascii \(ascii)"
                    #expect(placement.boxes.count == count, "\(context)")
                    #expect(placement.scale == three.scale && placement.boxes.allSatisfy { $0.width == three.boxes[0].width && $0.height == three.boxes[0].height }, "\(context)")
                    let unit = placement.scale == .drawn ? 2 : 1
                    let pictured = placement.scale == .pictured
                    let (width, height) = (interior.width * unit, interior.height * unit)
                    let first = try #require(placement.boxes.first), last = try #require(placement.boxes.last)
                    let (left, right) = (first.x, width - last.x - last.width)
                    let (top, bottom) = (first.y, height - first.y - first.height)
                    // Glyphs are whole cells: a drawn group may start a pixel left of centre; the
                    // three-row tiny drawings of ASCII cannot centre in an even number of rows,
                    // nor the two-row ones of a theme without three-row drawings in an odd one.
                    let wholeCell = placement.scale == .drawn && left % 2 == 0 && left + 2 == right
                    let tinyRow = placement.scale == .tiny && top + 1 == bottom && interior.height % 2 == (ascii ? 0 : 1)
                    #expect(left == right || wholeCell, "\(context): margins \(left) \(right)")
                    // Symbols of their own height (not classic's) may stand half a row off centre.
                    let ownHeight = pictured && theme != .classic && abs(top - bottom) == 1
                    #expect(top == bottom || tinyRow || ownHeight, "\(context): margins \(top) \(bottom)")
                    // A margin on every side: a cell for tiny symbols, half a cell for drawn ones,
                    // except where three in whole cells leave one cell over (12 cells inside), three
                    // tiny ones stand a cell apart in an 8-cell inside, or
                    // the widest hearts take the whole width (14); tiny drawings of three rows fill
                    // a three-row inside, and two-row ones sit at its top.
                    // Three tiny symbols a cell apart fill an 8-cell inside.
                    let full = placement.scale == .drawn && (left == 0 && right == 2 || interior.width == 14 && theme == .whimsy)
                        || placement.scale == .tiny && interior.width == 8 && count == 3
                        || pictured && count == 3 && 3 * first.width + 2 * max(1, first.width / 3) == interior.width
                    #expect((left >= 1 || full) && (top >= 1 || interior.height <= 3 || (ascii || pictured) && interior.height <= 4), "\(context): no margin")
                    let gaps = zip(placement.boxes, placement.boxes.dropFirst()).map { $1.x - $0.x - $0.width }
                    #expect(Set(gaps).count <= 1 && gaps.allSatisfy { $0 >= 1 }, "\(context): gaps \(gaps)")
                }
            }
        }
    }

    @Test func tooNarrowForSymbolsGivesNil() {
        #expect(SymbolPlacement(count: 1, theme: .classic, interior: Rect(x: 0, y: 0, width: 2, height: 3)) == nil)
        #expect(SymbolPlacement(count: 1, theme: .classic, interior: Rect(x: 0, y: 0, width: 7, height: 3)) == nil)
        #expect(SymbolPlacement(count: 1, theme: .classic, interior: Rect(x: 0, y: 0, width: 8, height: 0)) == nil)
    }
}
