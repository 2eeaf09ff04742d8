import SetApp
import SetCore
import SetRender
import SetTestSupport
import Testing

@Suite("Gather and scatter, in both games (G2)", .timeLimit(.minutes(1)), .takesTurns)
struct GatherTests {
    /// Every card's drawn frame once the animator has settled (animation off: at once).
    private func frames(_ app: AppModel) -> [Rect] {
        app.animator.sprites(at: app.now).map(\.rect)
    }

    @Test("G gathers every SET card into one pile at the centre; G again scatters them back")
    func gatherAndScatterSet() {
        var app = makeApp(width: 100, height: 30)
        let slots = frames(app)
        app.type("G", at: 1)
        #expect(app.setBoard.isGathered)
        let pile = frames(app)
        #expect(Set(pile).count == 1, "one pile")
        #expect(abs(pile[0].x + pile[0].width / 2 - 50) <= 1)
        #expect(!app.render().lines.dropFirst(2).joined().contains(" q "), "no key labels on a pile")
        app.type("G", at: 2)
        #expect(!app.setBoard.isGathered)
        #expect(frames(app) == slots)
    }

    @Test("while gathered, card keys choose nothing, arrows and a drag move the pile, a click scatters")
    func movePile() throws {
        var app = makeApp(width: 100, height: 30)
        app.type("G", at: 1)
        let start = try #require(frames(app).first)
        app.type("qwe", at: 1)
        #expect(app.game.selection.isEmpty)
        app.press(.right, at: 1)
        app.press(.down, at: 1)
        #expect(frames(app).first == Rect(x: start.x + 2, y: start.y + 1, width: start.width, height: start.height))
        let moved = frames(app)[0]
        app.update(.input(.mouse(x: moved.x + 1, y: moved.y + 1, kind: .press)), at: 1)
        app.update(.input(.mouse(x: moved.x - 9, y: moved.y - 2, kind: .release)), at: 1)
        #expect(frames(app).first == Rect(x: moved.x - 10, y: moved.y - 3, width: start.width, height: start.height))
        #expect(app.setBoard.isGathered)
        let dragged = frames(app)[0]
        app.update(.input(.mouse(x: dragged.x + 2, y: dragged.y + 2, kind: .press)), at: 1)
        app.update(.input(.mouse(x: dragged.x + 2, y: dragged.y + 2, kind: .release)), at: 1)
        #expect(!app.setBoard.isGathered)
    }

    @Test("the clock stands still while gathered")
    func clockPauses() {
        var app = makeApp(width: 100, height: 30)
        app.update(.tick, at: 5)
        app.type("G", at: 5)
        app.update(.tick, at: 25)
        #expect(app.elapsedSeconds == 5)
        app.type("G", at: 25)
        app.update(.tick, at: 30)
        #expect(app.elapsedSeconds == 10)
    }

    @Test("the Cards game gathers and scatters too, its face-down cards in one pile")
    func gatherCards() {
        var app = makeApp(width: 100, height: 30)
        app.press(.function(5), at: 1)
        let slots = app.cardsBoard.animator.sprites(at: 1).map(\.rect)
        app.type("G", at: 1)
        #expect(app.cardsBoard.isGathered)
        #expect(Set(app.cardsBoard.animator.sprites(at: 1).map(\.rect)).count == 1)
        #expect(!app.setBoard.isGathered, "each game has its own pile")
        app.type("G", at: 2)
        #expect(app.cardsBoard.animator.sprites(at: 2).map(\.rect) == slots)
    }

    @Test("with animation on, the cards glide to the pile and back")
    func animated() {
        var app = makeApp(width: 100, height: 30, animated: true)
        app.update(.tick, at: 10)
        let slots = frames(app)
        app.type("G", at: 10)
        #expect(app.nextWakeUp != nil)
        app.update(.tick, at: 10.1)
        let midway = frames(app)
        #expect(midway != slots && Set(midway).count > 1, "on the way")
        app.update(.tick, at: 12)
        #expect(Set(frames(app)).count == 1)
    }
}
