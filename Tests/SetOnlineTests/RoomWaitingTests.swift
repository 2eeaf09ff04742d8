import SetCore
import SetTestSupport
import Testing
@testable import SetOnline

private typealias F = RoomFixtures

/// A room waits for its players: its host starts each game, alone as practice, after a
/// countdown; after a game it waits again.
@Suite("A room's waiting table", .timeLimit(.minutes(1)), .takesTurns)
struct RoomWaitingTests {
    /// A waiting standard room with Ada (its host) seated at time 0.
    static func waitingRoom(mode: Variant = .standard) -> Room {
        var room = Room(variant: mode, seed: 7, at: 0, phase: .waiting)
        _ = room.join(F.ada, name: "ada")
        return room
    }

    @Test("while it waits, nobody's card counts, and only the host's start counts down")
    func waitsForTheHost() throws {
        var room = Self.waitingRoom()
        _ = room.join(F.bob, name: "bob")
        let set = room.game.matchesOnTable[0]
        for card in set { #expect(room.choose(card, by: F.ada, at: 1).isEmpty) }
        #expect(room.selection(of: F.ada).isEmpty && room.log.isEmpty)
        #expect(room.host == F.ada)
        #expect(room.start(by: F.bob, at: 2).isEmpty)
        #expect(room.phase == .waiting)
        #expect(room.start(by: F.ada, at: 2) == [.countingDown(startsAt: 2 + Room.countdown, by: F.ada)])
        #expect(room.start(by: F.ada, at: 3).isEmpty, "a second start does not restart the countdown")
        #expect(room.begin(seed: 9, at: 4).isEmpty, "not before the countdown has run out")
        #expect(room.begin(seed: 9, at: 5).first == .began)
        #expect(room.isPlaying && !room.isPractice)
        #expect(room.seed == 9 && room.startedAt == 5)
        #expect(room.game == Variant.standard.deal(seed: 9, startedAt: 5))
    }

    @Test("a game begun alone is practice; a late joiner plays from then on")
    func aloneIsPractice() throws {
        var room = Self.waitingRoom()
        _ = room.start(by: F.ada, at: 0)
        _ = room.begin(seed: 9, at: Room.countdown)
        #expect(room.isPractice)
        _ = room.join(F.bob, name: "bob")
        let set = room.game.matchesOnTable[0]
        for card in set { _ = room.choose(card, by: F.bob, at: 4) }
        #expect(room.seat(of: F.bob)?.sets == 1)
        #expect(room.isPractice, "practice stays practice when someone joins")
    }

    @Test("the host is the first seated player still here: when Ada leaves, Bob starts")
    func hostPassesOn() {
        var room = Self.waitingRoom()
        _ = room.join(F.bob, name: "bob")
        _ = room.leave(F.ada)
        #expect(room.host == F.bob)
        #expect(room.start(by: F.bob, at: 1).count == 1)
    }

    @Test("a finished game waits again with its results; the next one starts the same way, the absent given up")
    func afterAGame() throws {
        var room = Self.waitingRoom(mode: .test)
        _ = room.join(F.bob, name: "bob")
        _ = room.start(by: F.ada, at: 0)
        _ = room.begin(seed: 3, at: Room.countdown)
        while !room.isOver {
            for card in room.game.matchesOnTable[0] { _ = room.choose(card, by: F.ada, at: 10) }
        }
        #expect(room.phase == .waiting && !room.isPlaying)
        _ = room.leave(F.bob)
        #expect(room.start(by: F.ada, at: 20).count == 1)
        #expect(room.results != nil, "the results stay through the countdown")
        #expect(room.begin(seed: 4, at: 23).first == .began)
        #expect(room.results == nil && room.log.isEmpty)
        #expect(room.seats == [Seat(player: F.ada, name: "ada")])
        #expect(room.isPractice)
    }

    @Test("who sat down, left and came back are lines in the chat, by the room")
    func announcements() {
        var room = Self.waitingRoom()
        _ = room.join(F.bob, name: "bob")
        _ = room.leave(F.bob)
        _ = room.join(F.bob, name: "bob")
        _ = room.join(F.bob, name: "bob")
        #expect(room.chat.map(\.text) == ["ada sat down", "bob sat down", "bob left; the seat is kept", "bob is back"])
        #expect(room.chat.allSatisfy { $0.isAnnouncement })
    }
}
