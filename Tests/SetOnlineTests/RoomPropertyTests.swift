import PropertyBased
import SetCore
import SetTestSupport
import Testing
@testable import SetOnline

/// Random play by three players and a spectator, with drops and returns: what must hold
/// after every action, whatever arrives in whatever order.
@Suite("Room invariants over random play", .timeLimit(.minutes(1)), .takesTurns)
struct RoomPropertyTests {
    static let players = [RoomFixtures.ada, RoomFixtures.bob, RoomFixtures.cy, PlayerKey("watcher")]

    /// Plays `script` on a fresh room: each number picks a player and what they do (mostly
    /// choosing a card of the table, sometimes leaving or coming back), one step a second.
    static func play(seed: UInt64, mode: Variant, script: [Int], check: (Room, [RoomEvent]) -> Void) {
        var room = Room(variant: mode, seed: seed, at: 0)
        for player in players.dropLast() { _ = room.join(player, name: player.rawValue) }
        _ = room.watch(players[3])
        for (step, number) in script.enumerated() {
            let player = players[number % players.count]
            let action = number / players.count
            let events: [RoomEvent]
            switch action {
            case 0..<90 where !room.game.table.isEmpty:
                events = room.choose(room.game.table[action % room.game.table.count].id, by: player, at: Double(step))
            case 90..<95: events = room.leave(player)
            default: events = room.join(player, name: player.rawValue)
            }
            check(room, events)
        }
    }

    static let script = Gen.int(in: 0...399).array(of: 0...600)

    @Test("a running game always has a match on the table; selections are partial, own and on the table")
    func tableAndSelections() async {
        await propertyCheck(count: 40, input: Gen.uint64(), Gen.bool(), Self.script) { seed, junior, script in
            Self.play(seed: seed, mode: junior ? .junior : .standard, script: script) { room, _ in
                #expect(room.isOver || !room.game.matchesOnTable.isEmpty)
                #expect(room.isOver == room.game.isOver)
                for (player, selection) in room.selections {
                    #expect(selection.count < 3)
                    #expect(selection.allSatisfy { room.game.slot(of: $0) != nil })
                    #expect(room.seat(of: player)?.isConnected == true)
                }
                #expect(room.spectators.allSatisfy { room.seat(of: $0) == nil })
            }
        }
    }

    @Test("the seed and the log alone give back the shared game; counts agree with the log")
    func replayAndCounts() async {
        await propertyCheck(count: 40, input: Gen.uint64(), Gen.bool(), Self.script) { seed, test, script in
            Self.play(seed: seed, mode: test ? .test : .standard, script: script) { room, _ in
                #expect(Room.replay(variant: room.variant, seed: room.seed, startedAt: room.startedAt, log: room.log) == room.game)
                for seat in room.seats {
                    let took = room.log.filter { if case .took(seat.player, _, _) = $0 { true } else { false } }.count
                    let missed = room.log.filter { if case .missed(seat.player, _, _) = $0 { true } else { false } }.count
                    #expect(seat.sets == took)
                    #expect(seat.misses == missed)
                }
                #expect(room.seats.reduce(0) { $0 + $1.sets } * 3 == room.game.discard.count)
                #expect(zip(room.log, room.log.dropFirst()).allSatisfy { $0.at <= $1.at })
            }
        }
    }

    @Test("a take clears exactly the other selections that held its cards, each with its taker")
    func takesClearStaleSelections() async {
        await propertyCheck(count: 40, input: Gen.uint64(), Self.script) { seed, script in
            var before: [PlayerKey: [CardID]] = [:]
            Self.play(seed: seed, mode: .test, script: script) { room, events in
                for case .took(let taker, let cards) in events {
                    let stale = before.filter { $0.key != taker && $0.value.contains(where: cards.contains) }.keys.sorted()
                    let cleared = events.compactMap { event -> PlayerKey? in
                        guard case .selectionCleared(let player, takenBy: taker) = event else { return nil }
                        return player
                    }
                    #expect(cleared == stale)
                }
                before = room.selections
            }
        }
    }
}
