import SetCore
import SetTestSupport
import Testing
@testable import SetOnline

/// Rooms of the variants: the room takes a match of the variant's size, and Set-Chain's
/// chain follows each take, to the game's end.
@Suite("Rooms of the variants", .timeLimit(.minutes(1)), .takesTurns)
struct RoomVariantTests {
    @Test("UltraSet: three chosen cards are not judged; the fourth takes the match for its player")
    func ultraSetTakesFour() throws {
        var room = RoomFixtures.twoPlayerRoom(mode: .ultraSet)
        let match = try #require(room.game.matchesOnTable.first)
        for card in match.dropLast() { #expect(room.choose(card, by: RoomFixtures.ada, at: 1).isEmpty) }
        let events = room.choose(match[3], by: RoomFixtures.ada, at: 1)
        #expect(events.contains(.took(RoomFixtures.ada, match)))
        #expect(room.seats.first { $0.player == RoomFixtures.ada }?.sets == 1)
        #expect(match.allSatisfy { room.game.slot(of: $0) == nil }, "the four left the table")
    }

    @Test("Set-Chain: players take turns to the end; after the first set each keeps one card of the chain")
    func setChainToTheEnd() throws {
        var room = RoomFixtures.twoPlayerRoom(seed: 3, mode: .setChain)
        let players = [RoomFixtures.ada, RoomFixtures.bob]
        var taken = 0
        var now = 1.0
        while !room.isOver, taken < 60 {
            let chain = room.game.chain
            let match = try #require(room.game.matchesOnTable.first, "a running room always has a match")
            #expect(chain.isEmpty || match.count(where: chain.contains) == 1)
            var events: [RoomEvent] = []
            for card in match { events = room.choose(card, by: players[taken % 2], at: now) }
            #expect(events.contains(.took(players[taken % 2], match)))
            if !room.isOver { #expect(Set(room.game.chain) == Set(match), "the set taken is the new chain") }
            taken += 1
            now += 1
        }
        #expect(room.isOver)
        #expect(room.seats.map(\.sets).reduce(0, +) == taken)
        #expect(taken >= 30, "a chain takes two new cards a set: \(taken) sets")
    }
}
