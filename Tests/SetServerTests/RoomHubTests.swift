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

    @Test("a hub at its room limit (serve --max-rooms) refuses a new room and today's race; a closed room frees a place")
    func roomLimit() throws {
        let hub = RoomHub(clock: { Self.noon }, schedule: { _, _ in }, generator: SplitMix64(seed: 1), roomLimit: 2)
        let first = try #require(hub.open(.standard))
        #expect(hub.open(.junior, isPrivate: true) != nil)
        #expect(hub.open(.standard) == nil)
        #expect(hub.open(.test, isPrivate: true) == nil)
        #expect(throws: CommandError("the server is full; try again later")) { try hub.daily().get() }
        #expect(hub.rooms.count == 2)
        hub.closeIfEmpty(first)
        #expect(hub.open(.standard) != nil)
        #expect(RoomHub.standing(at: Self.noon, seed: 1).roomLimit == ServerLimits().rooms)
    }

    @Test("today's race: one room for everyone, dealt from the day's seed, again after a finished game")
    func daily() throws {
        var now = Self.noon
        let hub = RoomHub(clock: { now }, schedule: { _, _ in }, generator: SplitMix64(seed: 1))
        #expect(hub.dailyListing == nil)
        let race = try hub.daily().get()
        #expect(race.code == "DAY20417")
        #expect(race.access == .daily(day: 20417))
        #expect(race.room.seed == 20417)
        #expect(race.room.game.table == Room(variant: .standard, seed: 20417, at: 0).game.table)
        #expect(try hub.daily().get() === race)
        #expect(hub.listings.isEmpty)
        #expect(hub.dailyListing?.code == "DAY20417")
        #expect(hub.nextSeed(for: race) == 20417)
        now += 86_400
        #expect(hub.dailyListing == nil)
        #expect(try hub.daily().get().code == "DAY20418")
    }

    @Test("a race played to its end is not dealt again: d then opens a private practice room on the day's deal")
    func raceNotRestarted() throws {
        let hub = RoomHub.standing(at: Self.noon, seed: 1)
        let race = try hub.daily().get()
        let (ada, bob) = (PlayerIdentity.account(fingerprint: "SHA256:ada", name: "ada"), PlayerIdentity.account(fingerprint: "SHA256:bob", name: "bob"))
        race.perform { $0.join(ada.key, name: "ada") }
        race.perform { $0.join(bob.key, name: "bob") }
        #expect(hub.dailyListing?.isWaiting == true, "listed as waiting until its host starts it")
        race.beginNow()
        #expect(hub.dailyListing?.isWaiting == false)
        while !race.room.isOver {
            let cards = race.room.game.matchesOnTable[0]
            race.perform { room in cards.flatMap { room.choose($0, by: ada.key, at: Self.noon) } }
        }
        race.perform(.start, by: ada)
        #expect(race.room.phase == .waiting, "the host's Enter does not deal the race again")
        #expect(try hub.daily().get() === race, "while it is open, d shows its results")
        race.perform { $0.leave(ada.key) + $0.leave(bob.key) }
        hub.closeIfEmpty(race)
        let practice = try hub.daily().get()
        #expect(practice !== race && practice.access == .unlisted && practice.practisedDay == 20417)
        practice.perform { $0.join(ada.key, name: "ada") }
        practice.perform { $0.join(bob.key, name: "bob") }
        practice.beginNow(seed: hub.nextSeed(for: practice))
        #expect(practice.room.isPractice, "two players, but practice: never rated")
        #expect(practice.room.game.table == Room(variant: .standard, seed: 20417, at: 0).game.table, "the day's deal")
    }

    @Test("today's race open on another node is joined there: d says the command")
    func raceElsewhere() throws {
        let hub = RoomHub.standing(at: Self.noon, seed: 1)
        let room = Lobby.Listing(code: "DAYS", mode: .standard, players: ["dee"], connected: 1, isOver: false, joinCommand: "ssh -t -p 2223 b.example join DAYS")
        hub.elsewhere = [
            Lobby.Listing(
                code: "DAY20417", mode: .standard, players: ["cy"], connected: 1, isOver: false, isDaily: true,
                joinCommand: "ssh -t -p 2223 b.example join DAY20417"),
            room,
        ]
        #expect(hub.listings == [room], "the race is not listed among the rooms; a room whose code begins with DAY is")
        #expect(hub.dailyListing?.joinCommand == "ssh -t -p 2223 b.example join DAY20417")
        guard case .failure(let refusal) = hub.daily() else { Issue.record("a second race opened"); return }
        #expect(refusal.message == "today's race is on another node: ssh -t -p 2223 b.example join DAY20417")
        #expect(hub.rooms.isEmpty)
    }
}
