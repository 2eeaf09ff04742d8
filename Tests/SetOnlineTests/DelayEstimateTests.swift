import PropertyBased
import SetTestSupport
import Testing

@testable import SetOnline

/// The delay a player's presses are moved back by: half the shortest recent round trip.
@Suite("Delay estimate from timed round trips", .timeLimit(.minutes(1)), .takesTurns)
struct DelayEstimateTests {
    @Test("half the shortest of the last eight; spikes and nonsense do not move it")
    func shortestOfTheWindow() {
        var estimate = DelayEstimate()
        #expect(estimate.oneWay == 0)
        for trip in [0.120, 0.300, 0.121, 0.119, 2.0, .nan, -1, .infinity] { estimate.timed(trip) }
        #expect(estimate.oneWay == 0.0595)
        #expect(estimate.roundTrips.count == 5)
    }

    @Test("an old short round trip leaves the window: a player who moved away is seen far")
    func oldTripsAge() {
        var estimate = DelayEstimate()
        estimate.timed(0.010)
        for _ in 0..<DelayEstimate.window { estimate.timed(0.120) }
        #expect(estimate.oneWay == 0.060)
    }

    @Test("the estimate is never more than half the last eight round trips' shortest, nor less than 0")
    func bounds() async {
        await propertyCheck(count: 200, input: Gen.double(in: 0.0001...1).array(of: 1...40)) { trips in
            var estimate = DelayEstimate()
            for trip in trips { estimate.timed(trip) }
            #expect(estimate.oneWay == (trips.suffix(DelayEstimate.window).min() ?? 0) / 2)
        }
    }
}
