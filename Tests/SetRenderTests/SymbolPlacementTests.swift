import Testing

@testable import SetRender

@Suite struct SymbolPlacementTests {
    @Test func artGrowsWithTheCard() throws {
        let sizes = try [(8, 3), (16, 7), (30, 14)].map { width, height in
            try #require(SymbolPlacement(count: 3, theme: .classic, interior: Rect(x: 0, y: 0, width: width, height: height))).size
        }
        #expect(sizes == [.compact, .medium, .large])
    }

    @Test func symbolsAreCenteredAndInside() throws {
        for theme in Theme.all {
            for (width, height) in [(8, 3), (12, 5), (16, 7), (22, 10), (30, 14), (34, 16), (48, 23)] {
                let interior = Rect(x: 3, y: 2, width: width, height: height)
                for count in 1...3 {
                    let placement = try #require(SymbolPlacement(count: count, theme: theme, interior: interior))
                    #expect(placement.origins.count == count)
                    let box = placement.size == .compact ? (placement.compactWidth, 1) : theme.symbolSize(placement.size)
                    for origin in placement.origins {
                        let frame = Rect(x: origin.x, y: origin.y, width: box.0, height: box.1)
                        #expect(frame.intersection(interior) == frame, "\(theme.name) \(width)×\(height) \(count)")
                    }
                    // One art size per card size, whatever the count.
                    #expect(placement.size == SymbolPlacement(count: 3, theme: theme, interior: interior)?.size)
                }
            }
        }
    }

    @Test func tooNarrowForSymbolsGivesNil() {
        #expect(SymbolPlacement(count: 1, theme: .classic, interior: Rect(x: 0, y: 0, width: 2, height: 3)) == nil)
        #expect(SymbolPlacement(count: 1, theme: .classic, interior: Rect(x: 0, y: 0, width: 8, height: 2)) == nil)
    }
}
