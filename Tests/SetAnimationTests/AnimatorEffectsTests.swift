import SetCore
import SetRender
import SetTestSupport
import Testing

@testable import SetAnimation

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct AnimatorEffectsTests {
    let table = ids(0..<12)

    @Test func shakeMovesSidewaysAndReturnsToRest() {
        var animator = Animator.dealt(table)
        animator.shake([0, 1, 2], now: 5)
        let frames = Scene.frames(12)
        let path = stride(from: 5.0, to: 5.3, by: 1.0 / 60).map { animator.sprites(at: $0).first { $0.card == 1 }! }
        #expect(path.contains { $0.rect.x != frames[1].x })
        #expect(path.allSatisfy { $0.rect.y == frames[1].y && abs($0.rect.x - frames[1].x) <= 2 })
        #expect(path.allSatisfy { $0.isMoving })
        #expect(animator.sprites(at: 5.3).map(\.rect) == frames)
        #expect(animator.nextFrame(after: 5.29) != nil)
        #expect(animator.nextFrame(after: 5.3) == nil)
    }

    @Test func celebrationFlashesThenEnds() {
        var animator = Animator.dealt(table)
        animator.celebrate([0, 1, 2], now: 5)
        #expect(animator.flash(for: 0, at: 5))
        #expect(!animator.flash(for: 0, at: 5.06))
        #expect(!animator.flash(for: 3, at: 5))
        #expect(!animator.flash(for: 0, at: 5.4))
        #expect(animator.nextFrame(after: 5.39) != nil)
    }

    /// The top row has only the status line above it: it hops down into the gap below, the
    /// other rows hop up into the gap above, a lone row stays put, so the effect never
    /// leaves the board.
    @Test func celebrationHopsStayOnTheBoard() {
        var animator = Animator.dealt(table)
        let frames = Scene.frames(12)
        animator.celebrate([0, 5, 10], now: 5)
        let hopped = animator.sprites(at: 5.06)
        #expect(hopped.first { $0.card == 0 }!.rect.y == frames[0].y + 1)
        #expect(hopped.first { $0.card == 5 }!.rect.y == frames[5].y - 1)
        #expect(hopped.first { $0.card == 10 }!.rect.y == frames[10].y - 1)
        let top = frames.map(\.y).min()!, bottom = frames.map(\.maxY).max()!
        for time in stride(from: 5.0, to: 5.4, by: 1.0 / 60) {
            for sprite in animator.sprites(at: time) { #expect(sprite.rect.y >= top && sprite.rect.maxY <= bottom + 1) }
        }
        var row = Animator.dealt(ids(0..<3))
        row.celebrate([0, 1, 2], now: 5)
        #expect(row.sprites(at: 5.06).map(\.rect) == Scene.frames(3))
    }

    @Test func theDeckCountsDownAsDealtCardsFlyOut() {
        var animator = Animator()
        animator.settle(table, now: 0)
        #expect(animator.cardsWaiting(at: 0) == 11, "one card leaves the deck at once, the others wait their turn")
        let counts = stride(from: 0.0, through: 3, by: 0.05).map { animator.cardsWaiting(at: $0) }
        #expect(counts == counts.sorted(by: >) && counts.last == 0)
        #expect(Set(counts).count == 12)
    }

    @Test func celebratedCardsLeaveWhenTheCelebrationEnds() {
        var animator = Animator.dealt(table)
        let frames = Scene.frames(12)
        animator.celebrate([0, 1, 2], now: 5)
        animator.settle([12, 13, 14] + ids(3..<12), now: 5.1)
        let waiting = animator.sprites(at: 5.3).filter(\.isDeparting)
        #expect(waiting.map(\.card) == [0, 1, 2])
        #expect(waiting.map(\.rect.x) == frames[0..<3].map(\.x))
        #expect(animator.flash(for: 0, at: 5.32))
        #expect(!animator.sprites(at: 5.3).contains { $0.card == 12 })
        #expect(animator.tracks[12]!.flight.start == 5.4)
        #expect(animator.departures.allSatisfy { $0.flight.start == 5.4 })
        #expect(animator.sprites(at: 5.6).filter(\.isDeparting).allSatisfy { $0.rect != frames[0] })
        #expect(animator.sprites(at: 6).filter(\.isDeparting).isEmpty)
    }

    @Test func settleAfterTheCelebrationLeavesAtOnce() {
        var animator = Animator.dealt(table)
        animator.celebrate([0, 1, 2], now: 5)
        animator.settle(ids(3..<12), now: 5.4)
        #expect(animator.departures.allSatisfy { $0.flight.start == 5.4 })
    }
}
