#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Strokes drawn over a backdrop, the leading ones kept drawn between frames: while cards
/// fly in, the cards at rest under them are drawn once, and each frame copies that drawing
/// and draws only the strokes after it.
///
/// Copying is the same as drawing: a stroke's drawing depends on nothing but the stroke,
/// the caller's context (say, the painter) and the cells drawn before it. So the drawing
/// kept is used only under a backdrop equal cell for cell to the one it was drawn on, with
/// an equal context, when its strokes are the first of this frame's. Every frame drawn
/// over a backdrop leaves what it kept drawn on that backdrop, so a caller that knows the
/// backdrop has not changed since can skip drawing it
/// (``drawStrokesOverKept(_:context:resting:in:_:)``).
extension Grid {
    /// What one session keeps: the backdrop, its first strokes (boxed with the context)
    /// and the grid once they were drawn on it.
    struct KeptStrokes: Sendable {
        let type: ObjectIdentifier
        let strokes: any AnyObject & Sendable
        let count: Int
        let backdrop: Grid
        let drawn: Grid
    }

    /// The strokes kept and the context they were drawn in, boxed.
    @usableFromInline
    final class StrokesBox<Context: Equatable & Sendable, Stroke: Equatable & Sendable>: Sendable {
        @usableFromInline let context: Context
        @usableFromInline let strokes: ArraySlice<Stroke>

        @usableFromInline init(context: Context, strokes: ArraySlice<Stroke>) {
            self.context = context
            self.strokes = strokes
        }
    }

    /// Draws `strokes` in order over this grid, each as `draw` draws it in `context`, from
    /// the drawing `cache` keeps when this grid, the context and the first strokes are the
    /// ones it was kept for. The first `resting` strokes are expected to stay as they are
    /// on the next frames (cards at rest), so the drawing is kept once they are drawn.
    @inlinable
    public mutating func drawStrokes<Context: Equatable & Sendable, Stroke: Equatable & Sendable>(
        _ strokes: [Stroke], context: Context, resting: Int, in cache: RenderCache, _ draw: (Stroke, inout Grid) -> Void
    ) {
        _ = drawStrokes(strokes, context: context, resting: resting, overKept: false, in: cache, draw)
    }

    /// Makes this grid the frame ``drawStrokes(_:context:resting:in:_:)`` gives over the
    /// backdrop kept in `cache`, without drawing that backdrop: the caller vouches that
    /// nothing under the strokes changed since the frame that kept it, but what `context`
    /// holds (compared). Every cell is replaced (the grid only lends its storage, so a frame
    /// needs no new one); only the strokes after those kept are drawn, and the drawing is kept
    /// again when more are at rest. Returns false, the grid untouched, when what is kept is
    /// not of this context or size, or not the first of these strokes.
    @inlinable
    public mutating func drawStrokesOverKept<Context: Equatable & Sendable, Stroke: Equatable & Sendable>(
        _ strokes: [Stroke], context: Context, resting: Int, in cache: RenderCache, _ draw: (Stroke, inout Grid) -> Void
    ) -> Bool {
        drawStrokes(strokes, context: context, resting: resting, overKept: true, in: cache, draw)
    }

    /// Either of the two above, as `overKept` says.
    @inlinable
    mutating func drawStrokes<Context: Equatable & Sendable, Stroke: Equatable & Sendable>(
        _ strokes: [Stroke], context: Context, resting: Int, overKept: Bool, in cache: RenderCache, _ draw: (Stroke, inout Grid) -> Void
    ) -> Bool {
        // Inlined, so the comparisons are the caller's own (specialized) code: strokes kept
        // are compared only with strokes of their own type, so the box needs no checked cast.
        drawStrokes(
            count: strokes.count, resting: resting, overKept: overKept, type: ObjectIdentifier(StrokesBox<Context, Stroke>.self),
            keeps: { kept, count in
                let box = unsafeDowncast(kept, to: StrokesBox<Context, Stroke>.self)
                return box.context == context && strokes[..<count].elementsEqual(box.strokes)
            },
            box: { count in StrokesBox(context: context, strokes: strokes[..<count]) }, cache: cache
        ) { range, grid in
            for stroke in strokes[range] { draw(stroke, &grid) }
        }
    }

    /// The strokes above for `count` strokes boxed as `type`: `keeps` tells whether a box
    /// kept holds this frame's context and first strokes (as many as it holds), `box` boxes
    /// the first ones to be kept, `draw` draws a range of them. What is kept is used under a
    /// backdrop equal to this grid, or, `overKept`, under the backdrop the caller vouches for
    /// (then nothing is drawn, and false returned, without it).
    @usableFromInline
    mutating func drawStrokes(
        count: Int, resting: Int, overKept: Bool, type: ObjectIdentifier, keeps: (any AnyObject & Sendable, Int) -> Bool,
        box: (Int) -> any AnyObject & Sendable, cache: RenderCache, _ draw: (Range<Int>, inout Grid) -> Void
    ) -> Bool {
        let resting = min(max(0, resting), count)
        var drawnFrom = 0
        var backdrop: Grid?
        if let kept = cache.strokes.withLock({ $0 }), kept.type == type, kept.count <= count,
            overKept ? kept.drawn.width == width && kept.drawn.height == height : kept.backdrop.hasSameCells(as: self),
            keeps(kept.strokes, kept.count)
        {
            copyCells(of: kept.drawn)
            drawnFrom = kept.count
            backdrop = kept.backdrop
        } else if overKept {
            return false
        }
        // What is kept is copied out whole, so that this grid's storage stays its own: drawn on
        // while shared, it would be copied cell by cell. A new backdrop is kept even under no
        // strokes at rest: what is kept is always the backdrop of the last frame drawn whole.
        if resting > drawnFrom || backdrop == nil {
            let under = backdrop ?? withOwnStorage()
            draw(drawnFrom..<resting, &self)
            let drawn = resting > drawnFrom ? withOwnStorage() : under
            let kept = KeptStrokes(type: type, strokes: box(resting), count: resting, backdrop: under, drawn: drawn)
            cache.strokes.withLock { $0 = kept }
            drawnFrom = resting
        }
        draw(drawnFrom..<count, &self)
        return true
    }

    /// Whether `other` has this grid's size and cells: one memcmp (cells are plain memory).
    func hasSameCells(as other: Grid) -> Bool {
        guard width == other.width, height == other.height else { return false }
        return cells.withUnsafeBytes { mine in
            other.cells.withUnsafeBytes { theirs in
                mine.count == 0 || memcmp(mine.baseAddress!, theirs.baseAddress!, mine.count) == 0
            }
        }
    }
}
