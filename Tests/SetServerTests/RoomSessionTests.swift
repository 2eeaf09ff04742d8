import SetAnimation
import SetCore
import SetOnline
import SetTable
import SetTestSupport
import Testing
@testable import SetServer

/// Room programs of several players in one process, seated in one hosted room (the one
/// authority), each paced as a channel paces it: what one player's keys do to the room and
/// to the others' screens, and when frames are written.
@Suite("Room sessions in process", .timeLimit(.minutes(1)), .takesTurns)
struct RoomSessionTests {
    /// A hub on `clock` (a room holds its hub weakly: the test keeps it).
    static func hub(_ clock: TestViewer.Clock) -> RoomHub {
        RoomHub.on(clock, seed: 4)
    }

    @Test("a take by one player clears the other's selection on both screens, with a word of why")
    func raceAcrossSessions() throws {
        let clock = TestViewer.Clock()
        let hub = Self.hub(clock)
        let room = try #require(hub.open(.standard))
        let ada = TestViewer("ada", in: room, clock: clock)
        let bob = TestViewer("bob", in: room, clock: clock)
        TestViewer.start([ada, bob], clock: clock)
        let set = room.room.game.matchesOnTable[0]
        let slots = set.map { id in room.room.game.table.firstIndex { $0.id == id }! }
        let labels = KeyboardLayout.qwerty.labels(rows: 3, columns: 4)
        bob.type(labels[slots[0]])
        #expect(room.room.selection(of: bob.viewer) == [set[0]])
        ada.type(labels[slots[0]] + labels[slots[1]] + labels[slots[2]])
        #expect(room.room.seat(of: ada.viewer)?.sets == 1)
        #expect(room.room.selection(of: bob.viewer).isEmpty)
        TestViewer.playOut([ada, bob], clock: clock)
        #expect(bob.writtenText.contains("ada took a card you had chosen: selection cleared."))
        #expect(ada.writtenText.contains("You took a set."))
    }

    @Test("cards are dealt in and a take flies off on every screen, at most 30 frames a second, then the sessions sleep")
    func animation() throws {
        let clock = TestViewer.Clock()
        let hub = Self.hub(clock)
        let room = try #require(hub.open(.test))
        let ada = TestViewer("ada", in: room, clock: clock, terminal: RemoteTerminal(width: 100, height: 30, term: "xterm-256color"))
        let deal = TestViewer.start([ada], clock: clock)[0]
        #expect(deal.count > 10, "the deal is animated")
        let bob = TestViewer("bob", in: room, clock: clock)
        TestViewer.playOut([ada, bob], clock: clock)
        let table = room.room.game.table.map(\.id)
        ada.type("qaz")
        #expect(room.room.seat(of: ada.viewer)?.sets == 1)
        for take in TestViewer.playOut([ada, bob], clock: clock) {
            #expect(take.count > 10, "the take is animated")
            #expect(zip(take, take.dropFirst()).allSatisfy { $1 - $0 >= PlayerSession.frameInterval - 1e-9 })
        }
        #expect(ada.nextFrameAt == nil && bob.nextFrameAt == nil)
        #expect(room.room.game.table.map(\.id) != table)
    }

    @Test("another's take flashes and flies at 15 frames a second, the same moments on every onlooker's screen; a player's own take at 30")
    func othersMotionAtHalfRate() throws {
        let clock = TestViewer.Clock()
        let hub = Self.hub(clock)
        let room = try #require(hub.open(.test))
        let ada = TestViewer("ada", in: room, clock: clock)
        let bob = TestViewer("bob", in: room, clock: clock)
        let cy = TestViewer("cy", in: room, clock: clock)
        let viewers = [ada, bob, cy]
        TestViewer.start(viewers, clock: clock)
        func gaps(_ times: [Double]) -> [Double] { zip(times, times.dropFirst()).map { $1 - $0 } }
        let celebration = AnimationTiming().celebration
        for (taker, onlookers) in [(ada, [bob, cy]), (bob, [ada, cy])] {
            let takenAt = clock.now
            taker.type("qaz")  // test mode: any three match
            #expect(room.room.seat(of: taker.viewer)?.sets == 1)
            let frames = TestViewer.playOut(viewers, clock: clock)
            func written(_ viewer: TestViewer) -> [Double] { frames[viewers.firstIndex { $0 === viewer }!] }
            let (own, others) = (written(taker), onlookers.map(written))
            let ownFlight = gaps(own.filter { $0 >= takenAt + celebration })
            #expect(ownFlight.count >= 8 && ownFlight.allSatisfy { $0 < PlayerSession.frameInterval + 0.002 }, "the taker's own cards fly at 30 a second: \(ownFlight)")
            for times in others {
                #expect(times.count >= 10 && gaps(times).allSatisfy { abs($0 - RoomProgram.othersMotionInterval) < 0.002 }, "at 15 a second: \(gaps(times))")
                #expect(times.filter { $0 < takenAt + celebration }.count == 6, "every frame of the flash and hop changes the screen")
                #expect(times.count < own.count)
            }
            #expect(others[0] == others[1], "the onlookers' frames fall at the same moments")
        }
    }

    @Test("a player's own resize glides the cards at 30 frames a second, after a deal drawn at 15")
    func ownResizeAtFullRate() throws {
        let clock = TestViewer.Clock()
        let hub = Self.hub(clock)
        let room = try #require(hub.open(.test))
        let ada = TestViewer("ada", in: room, clock: clock)
        let deal = TestViewer.start([ada], clock: clock)[0]
        func gaps(_ times: [Double]) -> [Double] { zip(times, times.dropFirst()).map { $1 - $0 } }
        #expect(deal.count > 10 && gaps(deal).allSatisfy { $0 > RoomProgram.othersMotionInterval - 0.002 }, "the host's deal: \(gaps(deal))")
        ada.send(.input(.resize(width: 120, height: 40)))
        let glide = TestViewer.playOut([ada], clock: clock)[0]
        // The glide eases in: its first step moves no card a whole cell, and writes nothing.
        #expect(glide.count >= 6 && gaps(glide).dropFirst().allSatisfy { $0 < PlayerSession.frameInterval + 0.002 }, "\(gaps(glide))")
    }

    @Test("frames wait while the peer is not reading, and one frame then carries every change")
    func backpressure() throws {
        let clock = TestViewer.Clock()
        let hub = Self.hub(clock)
        let room = try #require(hub.open(.test))
        let ada = TestViewer("ada", in: room, clock: clock)
        TestViewer.start([ada], clock: clock)
        let framesBefore = ada.sent.count
        ada.canSend = false
        ada.type("\u{1B}[C\u{1B}[C\u{1B}[B")
        #expect(ada.nextFrameAt == nil)
        clock.now += 1
        #expect(!ada.drawDue())
        ada.canSend = true
        #expect(ada.nextFrameAt.map { $0 <= clock.now } == true)
        TestViewer.playOut([ada], clock: clock)
        #expect(ada.sent.count == framesBefore + 1)
    }

    @Test("a frame that changes nothing writes nothing")
    func unchangedWritesNothing() throws {
        let clock = TestViewer.Clock()
        let hub = Self.hub(clock)
        let room = try #require(hub.open(.test))
        let ada = TestViewer("ada", in: room, clock: clock)
        TestViewer.start([ada], clock: clock)
        ada.type("\u{1B}[A")  // the first arrow shows the cursor, on the first card
        TestViewer.playOut([ada], clock: clock)
        let count = ada.sent.count
        ada.type("\u{1B}[A")  // the cursor is on the top row already
        #expect(ada.nextFrameAt != nil, "a frame is due")
        TestViewer.playOut([ada], clock: clock)
        #expect(ada.sent.count == count)
    }

    @Test("Q leaves the room for the lobby: the seat is kept, the room stays open for the others and says where it waits")
    func quit() throws {
        let clock = TestViewer.Clock()
        let hub = Self.hub(clock)
        let room = try #require(hub.open(.test))
        let bob = TestViewer("bob", in: room, clock: clock)
        let ada = TestViewer("ada", in: room, clock: clock)
        ada.type("Q")
        #expect(ada.left)
        #expect(room.room.seat(of: ada.viewer)?.isConnected == false)
        #expect(room.room.seat(of: bob.viewer)?.isConnected == true)
        #expect(hub.room(room.code) === room)
        #expect(hub.seatWaiting(for: ada.viewer) == room.code)
        #expect(hub.seatWaiting(for: bob.viewer) == nil, "bob is still there")
        bob.type("Q")
        #expect(hub.room(room.code) == nil, "nobody left: the room closed")
        #expect(hub.seatWaiting(for: ada.viewer) == nil)
    }
}
