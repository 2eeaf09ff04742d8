import PropertyBased
import SetApp
import SetCore
import SetTestSupport
import Testing

@testable import SetRender

/// A tick while cards fly, with nothing over the board and no referee acting, draws only the
/// cards again, over what the cache kept under them (``FrameRedraw/movingCards``); the frame
/// is the one a whole render gives.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct MovingCardsFrameTests {
    @Test func aTickWhileTheDealFliesInMovesOnlyCards() {
        var app = makeApp(width: 100, height: 30, animated: true)
        #expect(app.apply(.tick, at: 0.01).redraw == .movingCards)
        #expect(app.apply(.input(.character("h")), at: 0.02).redraw == .whole)
        app.update(.tick, at: 20)
        #expect(app.apply(.tick, at: 21).redraw == .statusLine, "once the cards are down, a tick moves the clock alone")
        app.update(.input(.character("?")), at: 21.1)
        #expect(app.apply(.tick, at: 22).redraw == .whole, "the help is over the board")
    }

    @Test func theCardsAreDrawnOverWhatWasKeptNotOverADrawnBackdrop() {
        var app = makeApp(width: 100, height: 30, animated: true)
        let cache = RenderCache()
        app.update(.tick, at: 0.5)
        let whole = app.render(cache: cache)
        // A mark on the kept drawing, where no card goes: only a frame drawn from it shows it.
        cache.strokes.withLock { kept in
            guard let old = kept else { return }
            var drawn = old.drawn
            drawn.put("kept", x: 0, y: whole.height - 3)
            kept = Grid.KeptStrokes(type: old.type, strokes: old.strokes, count: old.count, backdrop: old.backdrop, drawn: drawn)
        }
        let update = app.apply(.tick, at: 0.501)  // no card leaves the deck meanwhile: its count stands
        #expect(update.redraw == .movingCards)
        let frame = app.render(after: LastFrame(grid: whole, redraw: update.redraw), cache: cache)
        #expect(frame.lines[whole.height - 3].hasPrefix("kept"))
        #expect(!app.render().lines[whole.height - 3].hasPrefix("kept"))
    }

    @Test func aNewSecondOnTheClockDrawsTheFrameWhole() {
        var app = makeApp(width: 100, height: 30, animated: true)
        let cache = RenderCache()
        app.update(.tick, at: 20)
        app.update(.input(.character(" ")), at: 20.9)  // three more cards fly in
        app.update(.tick, at: 20.95)
        let whole = app.render(cache: cache)
        let update = app.apply(.tick, at: 21.02)
        #expect(update.redraw == .movingCards)
        let frame = app.render(after: LastFrame(grid: whole, redraw: update.redraw), cache: cache)
        #expect(frame == app.render())
        let row = app.geometry.statusRow
        #expect(frame.lines[row] != whole.lines[row], "the clock moved on")
    }

    @Test func whileTheCardsGatherEveryFrameIsWhole() {
        var app = makeApp(width: 100, height: 30, animated: true)
        app.update(.tick, at: 20)
        app.update(.input(.character("G")), at: 20.1)
        expectWholeFrames(of: &app, from: 20.1, "gathering")  // the glide into the pile, then the pile with its count on top
    }

    @Test func whileTheLastSetLeavesEveryFrameIsWhole() {
        var app = makeApp(width: 100, height: 30, rule: .anyGroup, animated: true)
        let last = app.playToEnd().time - 1  // the time of the last set taken
        #expect(app.game.isOver)
        expectWholeFrames(of: &app, from: last, "after the last set")  // the end box over the cards leaving
    }

    /// Draws `app` a second long at 60 frames, as the run loop does, each from the frame
    /// before (``AppModel/render(after:cache:)``), and expects each to be the whole render.
    private func expectWholeFrames(of app: inout AppModel, from start: Double, _ what: String) {
        let cache = RenderCache()
        var frame = LastFrame(grid: app.render(cache: cache), redraw: .whole)
        for step in 1...60 {
            let update = app.apply(.tick, at: start + Double(step) / 60)
            let next = app.render(after: LastFrame(grid: frame.grid, redraw: update.redraw), cache: cache)
            #expect(next == app.render(), "\(step) frames into \(what)")
            frame = LastFrame(grid: next, redraw: update.redraw)
        }
    }

    @Test("every frame drawn from what was kept under flying cards is the whole render")
    func framesOverKeptCardsAreWhole() async {
        var movedOnly = 0
        await propertyCheck(count: 40, input: Gen.uint64(), Gen.int(in: 0...1_000_000).array(of: 50...300)) { seed, codes in
            var app = KeptCardsFrameTests.app(seed: seed)
            let cache = RenderCache()
            var frame: LastFrame?
            var time = 0.0
            for code in codes where !app.wantsQuit {
                let (message, seconds) = KeptCardsFrameTests.message(code)
                time += seconds
                let next = app.render(after: frame.take(), cache: cache)
                #expect(next == app.render(), "seed \(seed), at \(time)")
                let update = app.apply(message, at: time)
                if update.redraw == .movingCards { movedOnly += 1 }
                frame = LastFrame(grid: next, redraw: update.redraw)
            }
        }
        #expect(movedOnly > 500)
    }
}
