import SetCore
import SetTestSupport
import Testing
@testable import SetOnline

@Suite("Room rules", .timeLimit(.minutes(1)), .takesTurns)
struct RoomRuleTests {
    typealias F = RoomFixtures

    @Test("the first complete valid trio to arrive wins; the other player's selection is cleared and told why")
    func firstTrioWins() {
        var room = F.twoPlayerRoom()
        let set = room.game.matchesOnTable[0]
        _ = room.choose(set[0], by: F.bob, at: 1)
        _ = room.choose(set[1], by: F.bob, at: 1.5)
        _ = room.choose(set[0], by: F.ada, at: 2)
        _ = room.choose(set[1], by: F.ada, at: 2.1)
        let events = room.choose(set[2], by: F.ada, at: 2.2)
        #expect(events.prefix(2) == [.took(F.ada, set), .selectionCleared(F.bob, takenBy: F.ada)])
        #expect(room.seat(of: F.ada)?.sets == 1)
        #expect(room.seat(of: F.bob)?.sets == 0)
        #expect(room.selection(of: F.bob).isEmpty)
        #expect(set.allSatisfy { room.game.slot(of: $0) == nil })
        #expect(room.log.first == .took(F.ada, cards: set, at: 2.2))
        // Bob's third card arrives after: the card is gone, so it does nothing and costs nothing.
        #expect(room.choose(set[2], by: F.bob, at: 2.3).isEmpty)
        #expect(room.seat(of: F.bob)?.misses == 0)
    }

    @Test("a selection touching one taken card is cleared; one that touches none is kept")
    func staleSelections() {
        var room = F.twoPlayerRoom()
        _ = room.join(F.cy, name: "cy")
        let set = room.game.matchesOnTable[0]
        let elsewhere = F.other(than: set, in: room.game)
        _ = room.choose(set[2], by: F.bob, at: 1)
        _ = room.choose(elsewhere, by: F.bob, at: 1)
        _ = room.choose(elsewhere, by: F.cy, at: 1)
        for card in set { _ = room.choose(card, by: F.ada, at: 2) }
        #expect(room.selection(of: F.bob).isEmpty)
        #expect(room.selection(of: F.cy) == [elsewhere])
    }

    @Test("a wrong trio costs its player a point and leaves the table as it was")
    func missCosts() {
        var room = F.twoPlayerRoom()
        let trio = F.nonMatch(in: room.game)
        let table = room.game.table
        var events: [RoomEvent] = []
        for card in trio { events = room.choose(card, by: F.bob, at: 3) }
        #expect(events == [.missed(F.bob, trio)])
        #expect(room.seat(of: F.bob)?.misses == 1)
        #expect(room.seat(of: F.bob)?.points == -1)
        #expect(room.game.table == table)
        #expect(room.selection(of: F.bob).isEmpty)
        #expect(room.log == [.missed(F.bob, cards: trio, at: 3)])
    }

    @Test("choosing a chosen card again takes it back")
    func toggle() {
        var room = F.twoPlayerRoom()
        let card = room.game.table[0].id
        _ = room.choose(card, by: F.ada, at: 1)
        #expect(room.selection(of: F.ada) == [card])
        _ = room.choose(card, by: F.ada, at: 1)
        #expect(room.selection(of: F.ada).isEmpty)
    }

    @Test("with no match on the dealt table the server deals three at once, stamped with the time")
    func dealsWhenNoMatch() throws {
        let seed = try #require((0..<UInt64(2000)).first { MatchingGame<SetCard>(seed: $0).matchesOnTable.isEmpty })
        let room = Room(variant: .standard, seed: seed, at: 5)
        #expect(room.log.first == .dealt(at: 5))
        #expect(room.game.table.count >= 15)
        #expect(!room.game.matchesOnTable.isEmpty)
    }

    @Test("a spectator's choices do nothing; a stranger's neither")
    func spectators() {
        var room = F.twoPlayerRoom()
        #expect(room.watch(F.cy) == [.watching(F.cy)])
        let card = room.game.table[0].id
        #expect(room.choose(card, by: F.cy, at: 1).isEmpty)
        #expect(room.selection(of: F.cy).isEmpty)
        #expect(room.choose(card, by: PlayerKey("nobody"), at: 1).isEmpty)
        #expect(room.log.isEmpty)
    }

    @Test("a dropped player keeps seat and score, and comes back to them")
    func rejoin() {
        var room = F.twoPlayerRoom()
        let set = room.game.matchesOnTable[0]
        for card in set { _ = room.choose(card, by: F.bob, at: 1) }
        _ = room.choose(room.game.table[0].id, by: F.bob, at: 2)
        #expect(room.leave(F.bob) == [.left(F.bob)])
        #expect(room.seat(of: F.bob)?.isConnected == false)
        #expect(room.selection(of: F.bob).isEmpty)
        #expect(room.choose(room.game.table[0].id, by: F.bob, at: 3).isEmpty)
        #expect(room.join(F.bob, name: "bob") == [.rejoined(F.bob)])
        #expect(room.seats.map(\.player) == [F.ada, F.bob])
        #expect(room.seat(of: F.bob)?.sets == 1)
        #expect(room.seat(of: F.bob)?.isConnected == true)
    }

    @Test("a full table refuses a ninth player")
    func seatLimit() {
        var room = Room(variant: .test, seed: 1, at: 0)
        for number in 0..<Room.seatLimit { #expect(room.join(PlayerKey("p\(number)"), name: "p\(number)") != []) }
        #expect(room.join(PlayerKey("late"), name: "late").isEmpty)
        #expect(room.seats.count == Room.seatLimit)
    }

    @Test("the game ends when the engine says so, with every seated player's result, best first")
    func gameEnd() throws {
        var room = F.twoPlayerRoom(seed: 3, mode: .test)
        _ = room.join(F.cy, name: "cy")
        _ = room.leave(F.cy)
        var turn = 0
        var last: [RoomEvent] = []
        while !room.isOver {
            let player = turn % 3 == 2 ? F.bob : F.ada  // Ada takes two of every three
            for card in room.game.matchesOnTable[0] { last = room.choose(card, by: player, at: Double(turn)) }
            turn += 1
        }
        let results = try #require(room.results)
        #expect(last.last == .gameOver(results))
        #expect(results.map(\.player) == [F.ada, F.bob, F.cy])
        #expect(results.map(\.place) == [1, 2, 3])
        #expect(results.map(\.sets) == [18, 9, 0])
        let late = room.game.table.first?.id ?? CardID(0)
        #expect(room.choose(late, by: F.ada, at: 99) == [])
    }

    @Test("equal points and sets share a place; a miss ranks below a take")
    func sharedPlace() throws {
        var room = F.twoPlayerRoom(seed: 3, mode: .test)
        _ = room.join(F.cy, name: "cy")
        _ = room.join(PlayerKey("dee"), name: "dee")
        var turn = 0
        while !room.isOver {
            for card in room.game.matchesOnTable[0] { _ = room.choose(card, by: turn % 2 == 0 ? F.ada : F.bob, at: Double(turn)) }
            turn += 1
        }
        let results = try #require(room.results)
        #expect(results.map(\.name) == ["ada", "bob", "cy", "dee"])
        #expect(results.map(\.sets) == [14, 13, 0, 0])
        #expect(results.map(\.place) == [1, 2, 3, 3])
    }

    @Test("a room deals its variant's game, as the local game deals it: Junior's 27 solid cards")
    func aRoomDealsItsVariant() {
        let room = Room(variant: .junior, seed: 4, at: 0)
        let cards = room.game.table + room.game.deck
        #expect(cards.count == 27 && cards.allSatisfy { $0.content.shading == JuniorDeck.shading })
        #expect(Room.replay(variant: .junior, seed: 4, startedAt: 0, log: []) == Variant.junior.deal(seed: 4, startedAt: 0))
    }
}
