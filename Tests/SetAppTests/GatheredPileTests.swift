import SetApp
import SetCore
import SetRender
import SetTestSupport
import Testing

@Suite("The gathered pile looks like a pile and follows a drag (G2)", .timeLimit(.minutes(1)), .takesTurns)
struct GatheredPileTests {
    /// The pile's frame (every card's, once landed; animation is off).
    private func pile(_ app: AppModel) -> Rect {
        app.animator.sprites(at: app.now)[0].rect
    }

    @Test("two card edges show below and right of the top card, one cell apart, and its top border counts the cards")
    func edgesAndCount() {
        var app = makeApp(width: 100, height: 30)
        app.type("G", at: 1)
        let top = pile(app)
        let grid = app.render()
        func cell(_ x: Int, _ y: Int) -> Character { grid[x, y].glyph }
        // The top card's own corner, then each deeper card's corner one step further out.
        #expect(cell(top.maxX - 1, top.maxY - 1) == "┘")
        #expect(cell(top.maxX, top.maxY) == "┘" && cell(top.maxX + 1, top.maxY + 1) == "┘")
        #expect(cell(top.maxX, top.y + 1) == "┐" && cell(top.maxX + 1, top.y + 2) == "┐")
        #expect(cell(top.x + 1, top.maxY) == "└" && cell(top.x + 2, top.maxY + 1) == "└")
        #expect((top.y + 2..<top.maxY).allSatisfy { cell(top.maxX, $0) == "│" && cell(top.maxX + 1, $0 + 1) == "│" })
        #expect(cell(top.maxX + 2, top.maxY + 1) == " " && cell(top.maxX, top.y) == " ", "nothing beyond two edges")
        #expect(grid.lines[top.y].contains(" 12 cards "))
        app.type("G", at: 2)
        #expect(!app.render().lines.joined().contains(" 12 cards "))
    }

    @Test("the mouse dragging the pile moves it with every report, and the release ends the drag without scattering")
    func dragFollows() {
        var app = makeApp(width: 100, height: 30)
        app.type("G", at: 1)
        let start = pile(app)
        app.update(.input(.mouse(x: start.x + 1, y: start.y + 1, kind: .press)), at: 1)
        app.update(.input(.mouse(x: start.x - 2, y: start.y + 1, kind: .drag)), at: 1)
        #expect(pile(app).origin == (start.x - 3, start.y))
        app.update(.input(.mouse(x: start.x - 6, y: start.y - 1, kind: .drag)), at: 1)
        #expect(pile(app).origin == (start.x - 7, start.y - 2))
        app.update(.input(.mouse(x: start.x - 6, y: start.y - 1, kind: .release)), at: 1)
        #expect(pile(app).origin == (start.x - 7, start.y - 2), "the release where the drag ended moves nothing more")
        #expect(app.setBoard.isGathered, "a drag back to where it was pressed is no click")
        app.update(.input(.mouse(x: start.x - 6, y: start.y - 1, kind: .press)), at: 2)
        app.update(.input(.mouse(x: start.x + 50, y: start.y - 1, kind: .drag)), at: 2)
        app.update(.input(.mouse(x: start.x - 6, y: start.y - 1, kind: .drag)), at: 2)
        app.update(.input(.mouse(x: start.x - 6, y: start.y - 1, kind: .release)), at: 2)
        #expect(app.setBoard.isGathered, "dragged away and back: still no click")
    }

    @Test("a drag that starts off the pile, or on a board not gathered, moves nothing")
    func dragElsewhere() {
        var app = makeApp(width: 100, height: 30)
        let slots = app.animator.sprites(at: 0).map(\.rect)
        app.update(.input(.mouse(x: 1, y: 1, kind: .drag)), at: 1)
        #expect(app.animator.sprites(at: 1).map(\.rect) == slots)
        app.type("G", at: 1)
        let start = pile(app)
        app.update(.input(.mouse(x: 0, y: 3, kind: .press)), at: 1)
        app.update(.input(.mouse(x: 5, y: 5, kind: .drag)), at: 1)
        #expect(pile(app) == start)
    }

    @Test("the pile stays on the card area with room for its edges")
    func clampedWithEdges() {
        var app = makeApp(width: 100, height: 30)
        app.type("G", at: 1)
        for _ in 0..<60 { app.press(.right, at: 1); app.press(.down, at: 1) }
        let corner = pile(app)
        #expect(corner.maxX + 2 == 100)
        #expect(corner.maxY + 2 == app.geometry.helpRow)
    }
}

private extension Rect {
    var origin: (Int, Int) { (x, y) }
}
