import SetTestSupport
import Testing

@testable import SetRender

/// Strokes drawn through ``Grid/drawStrokes(_:context:resting:in:_:)`` give the grid that
/// drawing each in turn gives; the strokes at rest are drawn again only when the backdrop,
/// the context or one of them changed.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct KeptStrokesTests {
    /// A filled rectangle, standing for a card.
    struct Block: Equatable, Sendable {
        var glyph: Character
        var rect: Rect
    }

    let cache = RenderCache()
    /// The strokes `draw` was called with, in order.
    final class Calls: @unchecked Sendable { var drawn: [Character] = [] }

    func backdrop(_ text: String = "backdrop") -> Grid {
        var grid = Grid(width: 20, height: 6)
        grid.put(text, x: 0, y: 0)
        return grid
    }

    /// The grid the strokes give over `grid`, drawn through the cache; `calls` counts them.
    func kept(_ strokes: [Block], resting: Int, over grid: Grid, context: Int = 0, calls: Calls) -> Grid {
        var grid = grid
        grid.drawStrokes(strokes, context: context, resting: resting, in: cache) { block, grid in
            calls.drawn.append(block.glyph)
            grid.fill(block.rect, with: Cell(block.glyph))
        }
        return grid
    }

    /// The same strokes drawn one by one.
    func whole(_ strokes: [Block], over grid: Grid) -> Grid {
        var grid = grid
        for block in strokes { grid.fill(block.rect, with: Cell(block.glyph)) }
        return grid
    }

    let resting = [Block(glyph: "a", rect: Rect(x: 0, y: 1, width: 4, height: 3)), Block(glyph: "b", rect: Rect(x: 5, y: 1, width: 4, height: 3))]

    @Test func restingStrokesAreDrawnOnceWhileTheOthersMove() {
        let calls = Calls()
        for x in 0..<6 {
            let strokes = resting + [Block(glyph: "m", rect: Rect(x: x, y: 2, width: 3, height: 2))]
            #expect(kept(strokes, resting: 2, over: backdrop(), calls: calls) == whole(strokes, over: backdrop()))
        }
        #expect(calls.drawn == ["a", "b", "m", "m", "m", "m", "m", "m"])
    }

    @Test func aLandedStrokeIsKeptTooAndTheOthersFollowIt() {
        let calls = Calls()
        let flying = Block(glyph: "m", rect: Rect(x: 10, y: 2, width: 3, height: 2))
        _ = kept(resting + [flying], resting: 2, over: backdrop(), calls: calls)
        let landed = Block(glyph: "c", rect: Rect(x: 10, y: 1, width: 4, height: 3))
        let strokes = resting + [landed, Block(glyph: "n", rect: Rect(x: 2, y: 3, width: 9, height: 2))]
        #expect(kept(strokes, resting: 3, over: backdrop(), calls: calls) == whole(strokes, over: backdrop()))
        #expect(kept(strokes, resting: 3, over: backdrop(), calls: calls) == whole(strokes, over: backdrop()))
        #expect(calls.drawn == ["a", "b", "m", "c", "n", "n"])
    }

    @Test func aNewBackdropContextOrFirstStrokeDrawsEverything() {
        let calls = Calls()
        let flying = [Block(glyph: "m", rect: Rect(x: 3, y: 2, width: 4, height: 2))]
        _ = kept(resting + flying, resting: 2, over: backdrop(), calls: calls)
        #expect(kept(resting + flying, resting: 2, over: backdrop("changed"), calls: calls) == whole(resting + flying, over: backdrop("changed")))
        #expect(calls.drawn == ["a", "b", "m", "a", "b", "m"])
        _ = kept(resting + flying, resting: 2, over: backdrop("changed"), context: 1, calls: calls)
        #expect(calls.drawn.count == 9)
        var moved = resting
        moved[0].glyph = "z"
        #expect(kept(moved + flying, resting: 2, over: backdrop("changed"), context: 1, calls: calls) == whole(moved + flying, over: backdrop("changed")))
        #expect(calls.drawn.suffix(3) == ["z", "b", "m"])
        let wider = Grid(width: 21, height: 6)
        #expect(kept(moved + flying, resting: 2, over: wider, context: 1, calls: calls) == whole(moved + flying, over: wider))
        #expect(calls.drawn.count == 15)
    }

    @Test func fewerStrokesThanKeptDrawsEverything() {
        let calls = Calls()
        _ = kept(resting, resting: 2, over: backdrop(), calls: calls)
        let one = Array(resting.prefix(1))
        #expect(kept(one, resting: 1, over: backdrop(), calls: calls) == whole(one, over: backdrop()))
        #expect(calls.drawn == ["a", "b", "a"])
    }

    /// The frame over what `cache` kept, drawn without a backdrop in a grid that held
    /// another frame; `calls` counts strokes.
    func overKept(_ strokes: [Block], resting: Int, context: Int = 0, calls: Calls) -> Grid? {
        var grid = backdrop("the last frame")
        let drew = grid.drawStrokesOverKept(strokes, context: context, resting: resting, in: cache) { block, grid in
            calls.drawn.append(block.glyph)
            grid.fill(block.rect, with: Cell(block.glyph))
        }
        #expect(drew || grid == backdrop("the last frame"), "untouched when not drawn")
        return drew ? grid : nil
    }

    @Test func overTheKeptDrawingOnlyTheMovingStrokesAreDrawn() {
        let calls = Calls()
        #expect(overKept(resting, resting: 2, calls: calls) == nil, "nothing kept yet")
        let flying = Block(glyph: "m", rect: Rect(x: 10, y: 2, width: 3, height: 2))
        _ = kept(resting + [flying], resting: 2, over: backdrop(), calls: calls)
        for x in 11..<14 {
            let strokes = resting + [Block(glyph: "m", rect: Rect(x: x, y: 2, width: 3, height: 2))]
            #expect(overKept(strokes, resting: 2, calls: calls) == whole(strokes, over: backdrop()))
        }
        #expect(calls.drawn == ["a", "b", "m", "m", "m", "m"])
    }

    @Test func overTheKeptDrawingALandedStrokeIsKeptAgain() {
        let calls = Calls()
        _ = kept(resting + [Block(glyph: "m", rect: Rect(x: 10, y: 2, width: 3, height: 2))], resting: 2, over: backdrop(), calls: calls)
        let landed = resting + [Block(glyph: "c", rect: Rect(x: 10, y: 1, width: 4, height: 3))]
        #expect(overKept(landed, resting: 3, calls: calls) == whole(landed, over: backdrop()))
        #expect(overKept(landed, resting: 3, calls: calls) == whole(landed, over: backdrop()))
        #expect(kept(landed, resting: 3, over: backdrop(), calls: calls) == whole(landed, over: backdrop()))
        #expect(calls.drawn == ["a", "b", "m", "c"], "the landed stroke is drawn once, the backdrop still the same")
    }

    @Test func overTheKeptDrawingAnotherContextOrFirstStrokeIsNotDrawn() {
        let calls = Calls()
        _ = kept(resting, resting: 2, over: backdrop(), calls: calls)
        #expect(overKept(resting, resting: 2, context: 1, calls: calls) == nil)
        var moved = resting
        moved[1].glyph = "z"
        #expect(overKept(moved, resting: 2, calls: calls) == nil)
        #expect(overKept(Array(resting.prefix(1)), resting: 1, calls: calls) == nil, "fewer strokes than kept")
        var wider = Grid(width: 21, height: 6)
        #expect(!wider.drawStrokesOverKept(resting, context: 0, resting: 2, in: cache) { _, _ in }, "a grid of another size")
        #expect(calls.drawn == ["a", "b"])
    }

    @Test func overTheKeptDrawingCardsKeptThatNowMoveAreCopiedAsTheyWere() {
        let calls = Calls()
        _ = kept(resting, resting: 2, over: backdrop(), calls: calls)
        let lifted = resting + [Block(glyph: "m", rect: Rect(x: 12, y: 2, width: 3, height: 2))]
        #expect(overKept(lifted, resting: 1, calls: calls) == whole(lifted, over: backdrop()), "b is about to move: drawn as kept")
        #expect(calls.drawn == ["a", "b", "m"])
    }

    @Test func aNewBackdropIsKeptEvenWithNothingAtRest() {
        let calls = Calls()
        _ = kept(resting, resting: 2, over: backdrop(), calls: calls)
        let flying = [Block(glyph: "m", rect: Rect(x: 3, y: 2, width: 4, height: 2))]
        _ = kept(flying, resting: 0, over: backdrop("changed"), calls: calls)
        // What is kept is the new backdrop: the strokes at rest before are not drawn over it.
        #expect(overKept(flying, resting: 0, calls: calls) == whole(flying, over: backdrop("changed")))
    }
}
