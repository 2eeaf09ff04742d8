import PropertyBased
import SetApp
import SetCore
import SetRender
import SetTestSupport
import Testing

/// A tick that only moves the clock redraws the status line on the last frame; any other
/// message draws the frame whole. Either way the frame is the one a whole render gives.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct ClockFrameTests {
    @Test func aQuietTickRedrawsOnlyTheStatusLine() {
        var app = makeApp(width: 100, height: 30)
        app.update(.tick, at: 0.5)
        var previous = app.render()
        #expect(app.apply(.tick, at: 1.0).redraw == .statusLine)
        let row = app.geometry.statusRow
        previous.put("marker", x: 40, y: row + 5)  // kept: the cards are not drawn again
        let frame = app.render(after: LastFrame(grid: previous, redraw: .statusLine), cache: RenderCache())
        #expect(frame.lines[row + 5] == previous.lines[row + 5])
        #expect(frame.lines[row] == app.render().lines[row])
        #expect(frame.lines[row].contains("00:01"))
    }

    @Test func aKeyOrAMovingCardDrawsTheWholeFrame() {
        var app = makeApp(width: 100, height: 30, animated: true)
        #expect(app.apply(.tick, at: 0.01).redraw != .statusLine)  // the deal is still flying in
        app.update(.tick, at: 20)
        #expect(app.apply(.tick, at: 21).redraw == .statusLine)
        #expect(app.apply(.input(.character("q")), at: 21.5).redraw != .statusLine)
        #expect(app.apply(.tick, at: 22).redraw == .statusLine)  // the frame after the key was drawn whole; this tick only moves the clock
    }

    @Test("after any message, the frame drawn from the last one is the whole render")
    func framesFromTheLastOneAreWhole() async {
        await propertyCheck(count: 60, input: Gen.uint64(), Gen.int(in: 0...1_000_000).array(of: 0...200)) { seed, codes in
            var app = AppModel(settings: AppSettings(animated: seed % 2 == 0), seed: seed, width: 100, height: 30, now: 0)
            var frame: Grid?
            let cache = RenderCache()
            var time = 0.0
            for code in codes where !app.wantsQuit {
                time += code % 4 == 0 ? 1.0 : 0.05
                let update = app.apply(code % 3 == 0 ? AppModelPropertyTests.event(code) : .tick, at: time)
                let next = app.render(after: frame.map { LastFrame(grid: $0, redraw: update.redraw) }, cache: cache)
                #expect(next == app.render())
                frame = next
            }
        }
    }
}
