import SetRender
import SetTestSupport
import Testing

@testable import SetAnimation

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct TrackTests {
    let deck = Rect(x: 0, y: 0, width: 10, height: 5)
    let slot = Rect(x: 40, y: 10, width: 10, height: 5)

    @Test func hiddenUntilItsFlightStarts() {
        let track = Track(flight: Flight(from: deck, to: slot, start: 1, duration: 1))
        #expect(!track.isVisible(at: 0.99))
        #expect(track.isVisible(at: 1))
    }

    @Test func movesWhileFlyingOrTurning() {
        let flight = Flight(from: deck, to: slot, start: 0, duration: 1)
        let track = Track(flight: flight, flip: Flip(start: 1, duration: 0.5))
        #expect(track.isMoving(at: 0.5))
        #expect(track.isMoving(at: 1.2))
        #expect(!track.isMoving(at: 1.5))
    }

    @Test func turnsWhileItLands() {
        let flight = Flight(from: deck, to: slot, start: 0, duration: 1)
        let track = Track(flight: flight, flip: Flip(start: 0.5, duration: 0.5))
        #expect(!track.isFaceUp(at: 0.6))
        #expect(track.rect(at: 0.75).width == 1)
        #expect(track.isFaceUp(at: 1))
        #expect(track.rect(at: 1) == slot)
    }

    @Test func withoutAFlipAlwaysFaceUp() {
        #expect(Track(flight: .resting(at: slot)).isFaceUp(at: 0))
    }
}
