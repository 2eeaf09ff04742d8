import Testing

@testable import SetRender

@Suite(.timeLimit(.minutes(10))) struct SymbolPlacementTests {
    @Test func artGrowsWithTheCard() throws {
        let placements = try [(8, 3), (10, 4), (12, 5), (30, 14), (50, 24)].map { width, height in
            try #require(SymbolPlacement(count: 3, theme: .classic, interior: Rect(x: 0, y: 0, width: width, height: height)))
        }
        #expect(placements.map(\.scale) == [.tiny, .tiny, .drawn, .drawn, .drawn])
        let heights = placements.dropFirst(2).map { $0.boxes[0].height }
        #expect(heights == heights.sorted() && Set(heights).count == heights.count, "drawn symbols grow: \(heights)")
    }

    /// The geometric theme's square symbols are drawn from the 22×11 card (120×40) up: a pixel
    /// taller rather than too short to draw, still centred.
    @Test func geometricSymbolsAreDrawnFrom120x40() throws {
        let interior = Rect(x: 0, y: 0, width: 20, height: 9)
        let placement = try #require(SymbolPlacement(count: 3, theme: .symbols, interior: interior))
        #expect(placement.scale == .drawn)
        #expect(placement.boxes.map(\.height) == [6, 6, 6] && placement.boxes[0].y == 6)
        #expect(SymbolPlacement(count: 3, theme: .symbols, interior: Rect(x: 0, y: 0, width: 18, height: 8))?.scale == .tiny)
    }

    /// Every card size the board produces (interiors 8×3 … 70×34): symbols inside with a
    /// margin on every side, equal margins left and right and above and below, one box size
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
                    let (width, height) = (interior.width * unit, interior.height * unit)
                    let first = try #require(placement.boxes.first), last = try #require(placement.boxes.last)
                    let (left, right) = (first.x, width - last.x - last.width)
                    let (top, bottom) = (first.y, height - first.y - first.height)
                    // ASCII draws whole cells: a drawn group may start a pixel left of centre,
                    // and the three-row tiny drawings cannot centre in an even number of rows.
                    let asciiCell = placement.scale == .drawn && ascii && left % 2 == 0 && left + 2 == right
                    let asciiRow = placement.scale == .tiny && ascii && interior.height % 2 == 0 && top + 1 == bottom
                    #expect(left == right || asciiCell, "\(context): margins \(left) \(right)")
                    #expect(top == bottom || asciiRow, "\(context): margins \(top) \(bottom)")
                    // A margin on every side: half a cell for drawn symbols, a cell for tiny ones
                    // (ASCII tiny drawings are three rows: they fill a three-row inside and touch
                    // one side of a four-row one).
                    #expect(left >= 1 && (top >= 1 || ascii && interior.height <= 4), "\(context): no margin")
                    let gaps = zip(placement.boxes, placement.boxes.dropFirst()).map { $1.x - $0.x - $0.width }
                    // Three tiny symbols stand side by side (their glyphs leave room) only where
                    // a gap would cost the margin: in an 8-cell inside.
                    let packed = placement.scale == .tiny && interior.width == 8
                    #expect(Set(gaps).count <= 1 && gaps.allSatisfy { $0 >= 1 || packed }, "\(context): gaps \(gaps)")
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
