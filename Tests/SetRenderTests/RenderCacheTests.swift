import SetCore
import SetTestSupport
import Testing

@testable import SetRender

/// Each drawing session keeps its drawings in its own ``RenderCache``: what one session
/// draws is never kept in, nor read from, another's, and a fresh cache draws what a warm
/// one does.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct RenderCacheTests {
    private let card = SetCard(count: .b, shape: .c, shading: .b, color: .a)
    private let frame = Rect(x: 2, y: 1, width: 16, height: 8)

    /// Blocks, symbol drawings, coverages and rows `cache` holds.
    private func counts(_ cache: RenderCache) -> [Int] {
        [
            cache.cards.withLock { $0.byLook.count }, cache.symbols.withLock { $0.count }, cache.coverages.withLock { $0.count },
            cache.rows.withLock { $0.count },
        ]
    }

    @Test func whatOneSessionDrawsStaysInItsCache() {
        let (mine, theirs) = (RenderCache(), RenderCache())
        var grid = Grid(width: 30, height: 16)
        // ASCII symbols on a card this large are rasterized (Unicode ones are drawn cell by
        // cell, uncached).
        let asciiFrame = Rect(x: 2, y: 1, width: 26, height: 13)
        CardPainter(theme: .whimsy, ascii: true, cache: mine).drawFace(card, label: "q", in: asciiFrame, on: &grid)
        grid.drawRemembered(row: 15, for: ["help bar"], in: mine) { $0.put("? help", x: 1, y: 15) }
        #expect(counts(mine) == [1, 1, 1, 1])
        #expect(counts(theirs) == [0, 0, 0, 0])

        var other = Grid(width: 30, height: 16)
        CardPainter(theme: .whimsy, ascii: true, cache: theirs).drawFace(card, label: "q", in: asciiFrame, on: &other)
        other.drawRemembered(row: 15, for: ["help bar"], in: theirs) { $0.put("? help", x: 1, y: 15) }
        #expect(other == grid, "a fresh cache draws what the other session drew")
        #expect(counts(mine) == [1, 1, 1, 1], "the other session's drawing was kept in its own cache only")
    }

    @Test func paintersAreEqualWhateverTheirCaches() {
        #expect(CardPainter(theme: .whimsy, cache: RenderCache()) == CardPainter(theme: .whimsy, cache: RenderCache()))
        #expect(CardPainter(theme: .whimsy) != CardPainter(theme: .classic))
    }
}
