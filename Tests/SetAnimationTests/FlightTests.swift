import SetRender
import SetTestSupport
import Testing

@testable import SetAnimation

@Suite(.timeLimit(.minutes(1)), .takesTurns) struct FlightTests {
    let flight = Flight(
        from: Rect(x: 0, y: 0, width: 10, height: 5), to: Rect(x: 20, y: 10, width: 20, height: 9),
        start: 1, duration: 2
    )

    @Test func restsAtFromBeforeTheStart() {
        #expect(flight.rect(at: 0) == flight.from)
        #expect(flight.rect(at: 1) == flight.from)
        #expect(flight.progress(at: 0.5) == 0)
    }

    @Test func isHalfwayMidFlight() {
        #expect(flight.rect(at: 2) == Rect(x: 10, y: 5, width: 15, height: 7))
        #expect(flight.progress(at: 2) == 0.5)
    }

    @Test func restsAtToFromTheEnd() {
        #expect(flight.rect(at: 3) == flight.to)
        #expect(flight.rect(at: 99) == flight.to)
        #expect(!flight.isFinished(at: 2.9))
        #expect(flight.isFinished(at: 3))
    }

    @Test func followsItsEasing() {
        var eased = flight
        eased.easing = .easeOut
        #expect(eased.progress(at: 2) == Easing.easeOut(0.5))
        #expect(eased.rect(at: 2).x == 18)
    }

    @Test func restingFlightIsAlwaysFinished() {
        let rest = Flight.resting(at: flight.to)
        #expect(rest.isFinished(at: -1000))
        #expect(rest.rect(at: -1000) == flight.to)
    }

    @Test func zeroDurationLandsAtTheStart() {
        let jump = Flight(from: flight.from, to: flight.to, start: 1, duration: 0)
        #expect(jump.rect(at: 0.99) == flight.from)
        #expect(jump.rect(at: 1) == flight.to)
    }
}
