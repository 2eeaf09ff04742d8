import SetApp
import SetRender
import SetTestSupport
import Testing

@Suite("Boxes over the screen", .timeLimit(.minutes(1)), .takesTurns)
struct OverlayTests {
    @Test("help and notes on a 1–3 column terminal are clipped, never a crash", arguments: 1...3)
    func narrowTerminal(width: Int) {
        for height in [1, 2, 5, 24] {
            var app = makeApp(width: width, height: height)
            app.press(.function(2))
            app.type("?")
            app.update(.notice("scores.json was unreadable and was kept aside"), at: 1)
            let grid = app.render()
            #expect(grid.width == width && grid.height == height)
            if height >= 5 { #expect(grid.lines.joined().contains { "┌┐└┘".contains($0) }, "the box's corners show at \(width)×\(height)") }
        }
    }
}
