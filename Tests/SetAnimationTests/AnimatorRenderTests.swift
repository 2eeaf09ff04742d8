import SetCore
import SetRender
import SetTestSupport
import Testing

@testable import SetAnimation

/// Draws the animator's sprites with the real painter and looks for cards where they
/// should be.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct AnimatorRenderTests {
    let table = ids(0..<12)
    let frames = Scene.frames(12)

    /// Whether the key label of `slot` is on the top border of `frame`.
    func labelled(_ grid: Grid, slot: Int, at frame: Rect) -> Bool {
        Scene.text(grid, x: frame.x + 1, y: frame.y, count: 3) == " \(Scene.label(slot)) "
    }

    @Test func dealDrawsNothingThenCardsOneAfterAnother() {
        let animator = Animator.dealt(table)
        #expect(Scene.render(animator, table: table, at: 0.1).lines.allSatisfy { $0.allSatisfy { $0 == " " } })
        let early = Scene.render(animator, table: table, at: 0.4)
        // The backs' lattice ╱╲╱ (an outlined diamond has ╱ too, never three in a row).
        #expect(early.lines.contains { $0.contains("╱╲╱") })
        #expect(!labelled(early, slot: 0, at: frames[0]))
        let middle = Scene.render(animator, table: table, at: 0.8)
        #expect(labelled(middle, slot: 0, at: frames[0]))
        #expect(labelled(middle, slot: 1, at: frames[1]))
        #expect(!labelled(middle, slot: 11, at: frames[11]))
        let done = Scene.render(animator, table: table, at: 2)
        #expect((0..<12).allSatisfy { labelled(done, slot: $0, at: frames[$0]) })
        #expect(!done.lines.contains { $0.contains("╱╲╱") })
    }

    @Test func replacementLeavesToTheDiscardAndArrivesFromTheDeck() {
        var animator = Animator.dealt(table)
        let next = [12, 13, 14] + ids(3..<12)
        animator.settle(next, now: 5)
        let start = Scene.render(animator, table: next, at: 5)
        #expect((0..<3).allSatisfy { !labelled(start, slot: $0, at: frames[$0]) })
        #expect(Scene.text(start, x: frames[0].x, y: frames[0].y, count: 3) == "┌──")
        #expect(Scene.text(start, x: 0, y: 0, count: 2) == "┌─")
        #expect(start[1, 1].glyph == "╱")
        let late = Scene.render(animator, table: next, at: 5.33)
        #expect((15..<24).contains { Scene.text(late, x: 0, y: $0, count: 12).contains("┌") })
        let done = Scene.render(animator, table: next, at: 6)
        #expect((0..<12).allSatisfy { labelled(done, slot: $0, at: frames[$0]) })
        #expect((0..<24).allSatisfy { Scene.text(done, x: 0, y: $0, count: 12).allSatisfy { $0 == " " } })
        #expect(done == Scene.render(Animator.dealt(next), table: next, at: 6))
    }
}
