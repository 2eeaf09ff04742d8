import SetTestSupport
import Testing
@testable import SetOnline

@Suite("Ratings (setwithfriends' Elo extension)", .timeLimit(.minutes(1)), .takesTurns)
struct RatingTests {
    @Test("two newcomers: 10 sets to 5 moves each by 256 × (2/3 − 1/2) = 42.67")
    func newcomers() {
        let after = Rating.afterGame([(.initial, 10), (.initial, 5)])
        #expect(abs(after[0].value - 1242.6667) < 0.001)
        #expect(abs(after[1].value - 1157.3333) < 0.001)
        #expect(after.map(\.games) == [1, 1])
    }

    @Test("1400 after 20 games against a newcomer, 6 sets each")
    func unequal() {
        // Expected: 10^(1400/800) / (10^(1400/800) + 10^(1200/800)) = 56.234 / 87.857 = 0.64006.
        // Stakes: 256 / (1 + 20/20) = 128 and 256. Achieved: 1/2 each.
        let after = Rating.afterGame([(Rating(value: 1400, games: 20), 6), (.initial, 6)])
        #expect(abs(after[0].value - (1400 + 128 * (0.5 - 0.640065))) < 0.001)
        #expect(abs(after[0].value - 1382.0717) < 0.001)
        #expect(abs(after[1].value - 1235.8566) < 0.001)
    }

    @Test("three players: the stake never drops below 64")
    func threePlayers() {
        let veteran = Rating(value: 1200, games: 1000)  // 256 / 51 = 5.0 → 64
        #expect(veteran.stake == 64)
        #expect(Rating(value: 1200, games: 60).stake == 64)
        #expect(Rating(value: 1200, games: 40).stake == 256.0 / 3)
        let after = Rating.afterGame([(veteran, 3), (.initial, 0), (.initial, 0)])
        #expect(abs(after[0].value - (1200 + 64 * (1 - 1.0 / 3))) < 0.0001)
        #expect(abs(after[1].value - (1200 - 256.0 / 3)) < 0.0001)
    }

    @Test("a game alone, or one where nobody took a set, changes nothing")
    func unrated() {
        #expect(Rating.afterGame([(.initial, 9)]) == [.initial])
        #expect(Rating.afterGame([(.initial, 0), (Rating(value: 1500, games: 3), 0)]) == [.initial, Rating(value: 1500, games: 3)])
    }

    @Test("far-apart ratings stay finite")
    func extreme() {
        let after = Rating.afterGame([(Rating(value: 1e6, games: 0), 1), (Rating(value: -1e6, games: 0), 1)])
        #expect(after.allSatisfy { $0.value.isFinite })
    }
}
