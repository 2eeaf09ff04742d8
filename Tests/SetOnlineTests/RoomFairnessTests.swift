import SetCore
import SetTestSupport
import Testing
@testable import SetOnline

private typealias F = RoomFixtures

/// A latency-fair room: claims on the same cards go to the first pressed, each player's delay
/// allowed for (capped); disjoint claims and rooms without fairness are never delayed.
@Suite("A latency-fair room", .timeLimit(.minutes(1)), .takesTurns)
struct RoomFairnessTests {
    /// A test room (any three match) with Ada 60 ms away and Bob 5 ms away.
    static func fairRoom() -> Room {
        var room = Room(variant: .test, seed: 7, at: 0, fairness: FairClaims(cap: 0.150))
        _ = room.join(F.ada, name: "ada")
        _ = room.join(F.bob, name: "bob")
        room.setDelay(0.060, of: F.ada)
        room.setDelay(0.005, of: F.bob)
        return room
    }

    static func choose(_ cards: [CardID], by player: PlayerKey, at now: Double, in room: inout Room) -> [RoomEvent] {
        cards.flatMap { room.choose($0, by: player, at: now) }
    }

    @Test("the far player pressed 30 ms earlier but arrived later: Bob's claim waits, hers wins on arrival, Bob is told by how much")
    func farPlayerPressedFirst() throws {
        var room = Self.fairRoom()
        let cards = Array(room.game.table.prefix(3).map(\.id))
        // Bob presses at 1.000, arriving 1.005; Ada presses at 0.970, arriving 1.030.
        #expect(Self.choose(cards, by: F.bob, at: 1.005, in: &room).isEmpty, "Bob's claim waits for a rival's earlier press")
        #expect(room.claims?.nextDecision.map { abs($0 - 1.060) < 1e-9 } == true, "pressed at 1.000, decided 60 ms later")
        // Pressed at 0.970, hers can be beaten only by a press before it, from Bob (5 ms away):
        // none is still on its way, so it is decided as it arrives.
        let events = Self.choose(cards, by: F.ada, at: 1.030, in: &room)
        #expect(events.first == .took(F.ada, cards))
        let margin = try #require(events.compactMap { if case .beaten(F.bob, F.ada, let margin) = $0 { margin } else { nil } }.first)
        #expect(abs(margin - 0.030) < 1e-9)
        #expect(room.seat(of: F.ada)?.sets == 1 && room.seat(of: F.bob)?.sets == 0)
        #expect(room.claims?.waiting.isEmpty == true)
    }

    @Test("without fairness the same presses go to the first to arrive, at once")
    func arrivalOrderWithoutFairness() {
        var room = Room(variant: .test, seed: 7, at: 0)
        _ = room.join(F.ada, name: "ada")
        _ = room.join(F.bob, name: "bob")
        let cards = Array(room.game.table.prefix(3).map(\.id))
        #expect(Self.choose(cards, by: F.bob, at: 1.005, in: &room).first == .took(F.bob, cards))
    }

    @Test("with every delay equal, arrival order decides; a claim waits no longer than the cap")
    func equalDelaysAndCap() {
        var room = Room(variant: .test, seed: 7, at: 0, fairness: FairClaims(cap: 0.150))
        _ = room.join(F.ada, name: "ada")
        _ = room.join(F.bob, name: "bob")
        room.setDelay(0.040, of: F.ada)
        room.setDelay(5, of: F.bob)  // a clock gone wrong: capped
        let cards = Array(room.game.table.prefix(3).map(\.id))
        _ = Self.choose(cards, by: F.ada, at: 2, in: &room)
        #expect(room.claims?.nextDecision.map { $0 <= 2 + 0.150 + 1e-9 } == true)
        var even = Room(variant: .test, seed: 7, at: 0, fairness: FairClaims(cap: 0.150))
        _ = even.join(F.ada, name: "ada")
        _ = even.join(F.bob, name: "bob")
        for player in [F.ada, F.bob] { even.setDelay(0.020, of: player) }
        #expect(Self.choose(cards, by: F.bob, at: 3.000, in: &even).first == .took(F.bob, cards), "no earlier press can still arrive")
        #expect(Self.choose(cards, by: F.ada, at: 3.001, in: &even).isEmpty, "the cards are gone")
    }

    @Test("a player alone, or with rivals next to the server, is never kept waiting")
    func noRivalNoWait() {
        var room = Room(variant: .test, seed: 7, at: 0, fairness: FairClaims(cap: 0.150))
        _ = room.join(F.ada, name: "ada")
        room.setDelay(0.080, of: F.ada)
        let cards = Array(room.game.table.prefix(3).map(\.id))
        #expect(Self.choose(cards, by: F.ada, at: 1, in: &room).first == .took(F.ada, cards))
    }

    @Test("a player who leaves while a claim waits has it withdrawn; the game's end forgets every claim")
    func withdrawn() {
        var room = Self.fairRoom()
        let cards = Array(room.game.table.prefix(3).map(\.id))
        _ = Self.choose(cards, by: F.bob, at: 1, in: &room)
        _ = room.leave(F.bob)
        #expect(room.claims?.waiting.isEmpty == true)
        #expect(room.decideClaims(at: 2).isEmpty)
    }
}
