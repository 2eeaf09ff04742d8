import SetCore
import SetOnline
import SetTestSupport
import Testing
@testable import SetServer

@Suite("Room hub: listed, private and daily rooms", .timeLimit(.minutes(1)), .takesTurns)
struct RoomHubTests {
    /// 2025-11-25 12:00 UTC, day 20417 since 1970.
    static let noon = 20417.5 * 86_400

    @Test("a listed room has a four-letter code and is in the lobby; a private one has six and is not")
    func access() throws {
        let hub = RoomHub.standing(at: Self.noon, seed: 1)
        let open = try #require(hub.open(.standard))
        let hidden = try #require(hub.open(.junior, isPrivate: true))
        #expect(open.code.count == 4)
        #expect(hidden.code.count == 6)
        #expect(hidden.code.allSatisfy(RoomHub.codeAlphabet.contains))
        #expect(hub.listings.map(\.code) == [open.code])
        #expect(hub.room(hidden.code.lowercased()) === hidden)
        #expect(hidden.access == .unlisted)
    }

    @Test("today's race: one room for everyone, dealt from the day's seed, again after a finished game")
    func daily() throws {
        var now = Self.noon
        let hub = RoomHub(clock: { now }, schedule: { _, _ in }, generator: SplitMix64(seed: 1))
        #expect(hub.dailyListing == nil)
        let race = try #require(hub.daily())
        #expect(race.code == "DAY20417")
        #expect(race.access == .daily(day: 20417))
        #expect(race.room.seed == 20417)
        #expect(race.room.game.table == Room(variant: .standard, seed: 20417, at: 0).game.table)
        #expect(hub.daily() === race)
        #expect(hub.listings.isEmpty)
        #expect(hub.dailyListing?.code == "DAY20417")
        #expect(hub.nextSeed(for: race) == 20417)
        now += 86_400
        #expect(hub.dailyListing == nil)
        #expect(try #require(hub.daily()).code == "DAY20418")
    }
}
