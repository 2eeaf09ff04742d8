import SetRender
import SetTestSupport
import Testing

@testable import SetAnimation

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct FlipTests {
    let flip = Flip(start: 1, duration: 1)
    let card = Rect(x: 10, y: 2, width: 20, height: 9)

    @Test func fullWidthAtBothEnds() {
        #expect(flip.apply(to: card, at: 0) == card)
        #expect(flip.apply(to: card, at: 2) == card)
    }

    @Test func narrowsToASliverAroundTheCentre() {
        let middle = flip.apply(to: card, at: 1.5)
        #expect(middle.width == 1)
        #expect(middle.x == 19)
        #expect(middle.y == card.y && middle.height == card.height)
        #expect(flip.apply(to: card, at: 1.25).width == 10)
        #expect(flip.apply(to: card, at: 1.25).x == 15)
    }

    @Test func turnsFaceUpAtTheNarrowestMoment() {
        #expect(!flip.isFaceUp(at: 1.49))
        #expect(flip.isFaceUp(at: 1.5))
        #expect(!flip.isFinished(at: 1.99))
        #expect(flip.isFinished(at: 2))
    }
}
