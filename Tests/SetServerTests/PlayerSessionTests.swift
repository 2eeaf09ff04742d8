import SetTable
import SetCore
import SetFrame
import SetOnline
import SetRender
import SetTestSupport
import Testing
@testable import SetServer

/// Sessions in one process, their bytes recorded: what two players' keys do to the room
/// and to each other's screens, and how frames are paced.
@Suite("Player sessions in process", .timeLimit(.minutes(1)), .takesTurns)
struct PlayerSessionTests {
    final class Clock {
        var now = 1000.0
    }

    static func session(
        _ name: String, in room: HostedRoom, clock: Clock, spectator: Bool = false, settings: PlayerSettings = PlayerSettings()
    ) -> (PlayerSession, RecordingOutput) {
        let output = RecordingOutput()
        output.clock = { clock.now }
        let identity = PlayerIdentity.account(fingerprint: "SHA256:\(name)", name: name)
        let session = PlayerSession(
            identity: identity, room: room, spectator: spectator, terminal: RemoteTerminal(width: 100, height: 30, term: "dumb"),
            output: output, settings: settings, clock: { clock.now })
        session.start()
        _ = playOut([output], clock: clock)  // the deal lands
        return (session, output)
    }

    /// What a terminal sending `text` means (SetFrame's decoder, as the channel uses).
    static func events(_ text: String) -> [InputEvent] {
        var decoder = InputDecoder()
        return decoder.decode(Array(text.utf8)) + decoder.flush()
    }

    @Test("a take by one player clears the other's selection on both screens, with a word of why")
    func raceAcrossSessions() throws {
        let clock = Clock()
        let hub = RoomHub(clock: { clock.now }, generator: SplitMix64(seed: 4))
        let room = try #require(hub.open(.standard))
        let (ada, adaOut) = Self.session("ada", in: room, clock: clock)
        let (bob, bobOut) = Self.session("bob", in: room, clock: clock)
        let set = room.room.game.matchesOnTable[0]
        let slots = set.map { id in room.room.game.table.firstIndex { $0.id == id }! }
        let labels = KeyboardLayout.qwerty.labels(rows: 3, columns: 4)
        bob.receive(Self.events(labels[slots[0]]))
        #expect(room.room.selection(of: PlayerKey("SHA256:bob")) == [set[0]])
        ada.receive(Self.events((labels[slots[0]] + labels[slots[1]] + labels[slots[2]])))
        #expect(room.room.seat(of: PlayerKey("SHA256:ada"))?.sets == 1)
        #expect(room.room.selection(of: PlayerKey("SHA256:bob")).isEmpty)
        clock.now += 1
        adaOut.runTimers()
        bobOut.runTimers()
        let bobScreen = String(decoding: bobOut.sent.joined(), as: UTF8.self)
        #expect(bobScreen.contains("ada took a card you had chosen: selection cleared."))
        #expect(String(decoding: adaOut.sent.joined(), as: UTF8.self).contains("You took a set."))
    }

    @Test("an AZERTY player chooses cards by the keys their labels show: a QWERTY key there chooses another card")
    func azertyKeys() throws {
        let clock = Clock()
        let hub = RoomHub(clock: { clock.now }, generator: SplitMix64(seed: 4))
        let room = try #require(hub.open(.standard))
        let (ada, output) = Self.session("ada", in: room, clock: clock, settings: PlayerSettings(keyboard: .azerty))
        let key = PlayerKey("SHA256:ada")
        let layout = try #require(
            RoomScreen(room: room.room, code: room.code, viewer: key, cursor: nil, note: nil, painter: CardPainter()).layout(width: 100, height: 30))
        let labels = KeyboardLayout.azerty.labels(rows: layout.rows, columns: layout.columns)
        #expect(labels.prefix(2) == ["a", "z"])
        let screen = String(decoding: output.sent.joined(), as: UTF8.self)
        #expect(screen.contains(" a ") && screen.contains(" z "))
        ada.receive(Self.events("w"))  // AZERTY's third-row key: not QWERTY's second card
        let third = labels.firstIndex(of: "w").map { room.room.game.table[$0].id }
        #expect(room.room.selection(of: key) == third.map { [$0] } ?? [])
        ada.receive(Self.events("\u{1B}"))  // Esc clears the selection
        #expect(room.room.selection(of: key).isEmpty)
        let set = room.room.game.matchesOnTable[0]
        let slots = set.map { id in room.room.game.table.firstIndex { $0.id == id }! }
        ada.receive(Self.events(slots.map { labels[$0] }.joined()))
        #expect(room.room.seat(of: key)?.sets == 1)
    }

    @Test("? shows the room's help; the next key only closes it, choosing no card")
    func help() throws {
        let clock = Clock()
        let hub = RoomHub(clock: { clock.now }, generator: SplitMix64(seed: 4))
        let room = try #require(hub.open(.standard))
        let (ada, output) = Self.session("ada", in: room, clock: clock)
        let key = PlayerKey("SHA256:ada")
        ada.receive(Self.events("?"))
        clock.now += 1
        output.runTimers()
        #expect(String(decoding: output.sent.joined(), as: UTF8.self).contains("How to play SET online"))
        ada.receive(Self.events("q"))
        #expect(room.room.selection(of: key).isEmpty)
        ada.receive(Self.events("q"))
        #expect(room.room.selection(of: key) == [room.room.game.table[0].id])
    }

    @Test("a mouse press on a card chooses it, as in the local game; a press off the cards does nothing")
    func mouse() throws {
        let clock = Clock()
        let hub = RoomHub(clock: { clock.now }, generator: SplitMix64(seed: 4))
        let room = try #require(hub.open(.standard))
        let (ada, _) = Self.session("ada", in: room, clock: clock)
        let screen = RoomScreen(
            room: room.room, code: room.code, viewer: PlayerKey("SHA256:ada"), cursor: 0, note: nil,
            painter: CardPainter(colorMode: .monochrome))
        let layout = try #require(screen.layout(width: 100, height: 30))
        let frame = layout.frames[5]
        // SGR reports are 1-based: the press is at the card's centre, then released.
        let (x, y) = (frame.x + frame.width / 2 + 1, frame.y + frame.height / 2 + 1)
        ada.receive(Self.events("\u{1B}[<0;\(x);\(y)M\u{1B}[<0;\(x);\(y)m"))
        #expect(room.room.selection(of: PlayerKey("SHA256:ada")) == [room.room.game.table[5].id])
        ada.receive(Self.events("\u{1B}[<0;1;1M"))  // the title line
        #expect(room.room.selection(of: PlayerKey("SHA256:ada")) == [room.room.game.table[5].id])
    }

    @Test("/ types a chat line: its keys choose no card, Enter says it to the room, one line a second")
    func chat() throws {
        let clock = Clock()
        let hub = RoomHub(clock: { clock.now }, generator: SplitMix64(seed: 4))
        let room = try #require(hub.open(.test))
        let (ada, _) = Self.session("ada", in: room, clock: clock)
        let (_, bobOut) = Self.session("bob", in: room, clock: clock)
        ada.receive(Self.events("/qaz\u{7F}Z\r"))
        #expect(room.room.selection(of: PlayerKey("SHA256:ada")).isEmpty)
        #expect(room.room.chat.map(\.text) == ["qaZ"])
        ada.receive(Self.events("/again\r"))
        #expect(room.room.chat.count == 1)
        clock.now += 1
        ada.receive(Self.events("\r"))
        #expect(room.room.chat.map(\.text) == ["qaZ", "again"])
        ada.receive(Self.events("/dropped\u{1B}q"))
        #expect(room.room.chat.count == 2)
        #expect(room.room.selection(of: PlayerKey("SHA256:ada")).count == 1)
        bobOut.runTimers()
        let bobScreen = String(decoding: bobOut.sent.joined(), as: UTF8.self)
        #expect(bobScreen.contains("qaZ"))
        #expect(bobScreen.contains("again"))
    }

    /// Moves the clock on in steps of a millisecond and runs the timers due, until none is
    /// left (every session sleeps): for each output, the times frames were written at.
    static func playOut(_ outputs: [RecordingOutput], clock: Clock) -> [[Double]] {
        var written = outputs.map { _ in [Double]() }
        for _ in 0..<20_000 where outputs.contains(where: { !$0.timers.isEmpty }) {
            clock.now += 0.001
            for (index, output) in outputs.enumerated() {
                let before = output.sent.count
                output.runDueTimers()
                if output.sent.count > before { written[index].append(clock.now) }
            }
        }
        return written
    }

    @Test("cards are dealt in and a take flies off on every screen, at most 30 frames a second, then the session sleeps")
    func animation() throws {
        let clock = Clock()
        let hub = RoomHub(clock: { clock.now }, generator: SplitMix64(seed: 4))
        let room = try #require(hub.open(.test))
        let adaOut = RecordingOutput()
        adaOut.clock = { clock.now }
        let ada = PlayerSession(
            identity: .account(fingerprint: "SHA256:ada", name: "ada"), room: room, spectator: false,
            terminal: RemoteTerminal(width: 100, height: 30, term: "xterm-256color"), output: adaOut, clock: { clock.now })
        ada.start()
        let deal = Self.playOut([adaOut], clock: clock)[0]
        #expect(deal.count > 10, "the deal is animated")
        let (_, bobOut) = Self.session("bob", in: room, clock: clock)
        _ = Self.playOut([adaOut, bobOut], clock: clock)
        let table = room.room.game.table.map(\.id)
        ada.receive(Self.events("qaz"))
        #expect(room.room.seat(of: PlayerKey("SHA256:ada"))?.sets == 1)
        for take in Self.playOut([adaOut, bobOut], clock: clock) {
            #expect(take.count > 10, "the take is animated")
            #expect(zip(take, take.dropFirst()).allSatisfy { $1 - $0 >= PlayerSession.frameInterval - 1e-9 })
        }
        #expect(adaOut.timers.isEmpty && bobOut.timers.isEmpty)
        #expect(room.room.game.table.map(\.id) != table)
    }

    @Test("frames wait while the peer is not reading, and one frame then carries every change")
    func backpressure() throws {
        let clock = Clock()
        let hub = RoomHub(clock: { clock.now }, generator: SplitMix64(seed: 4))
        let room = try #require(hub.open(.test))
        let (ada, output) = Self.session("ada", in: room, clock: clock)
        let framesBefore = output.sent.count
        output.canSend = false
        ada.receive(Self.events("\u{1B}[C\u{1B}[C\u{1B}[B"))
        output.runTimers()
        #expect(output.sent.count == framesBefore)
        output.canSend = true
        ada.writable()
        output.runTimers()
        #expect(output.sent.count == framesBefore + 1)
    }

    @Test("a frame that changes nothing writes nothing")
    func unchangedWritesNothing() throws {
        let clock = Clock()
        let hub = RoomHub(clock: { clock.now }, generator: SplitMix64(seed: 4))
        let room = try #require(hub.open(.test))
        let (ada, output) = Self.session("ada", in: room, clock: clock)
        ada.receive(Self.events("\u{1B}[A"))  // the first arrow shows the cursor, on the first card
        clock.now += 1
        output.runTimers()
        let count = output.sent.count
        ada.receive(Self.events("\u{1B}[A"))  // the cursor is on the top row already
        clock.now += 1
        output.runTimers()
        #expect(output.sent.count == count)
    }

    @Test("Q gives the terminal back and ends with status 0; the seat is kept")
    func quit() throws {
        let clock = Clock()
        let hub = RoomHub(clock: { clock.now }, generator: SplitMix64(seed: 4))
        let room = try #require(hub.open(.test))
        let (_, bobOut) = Self.session("bob", in: room, clock: clock)
        let (ada, output) = Self.session("ada", in: room, clock: clock)
        ada.receive(Self.events("Q"))
        #expect(output.ended == 0)
        #expect(output.sent.last.map { String(decoding: $0, as: UTF8.self) }?.contains("\u{1B}[?1049l") == true)
        #expect(room.room.seat(of: PlayerKey("SHA256:ada"))?.isConnected == false)
        #expect(bobOut.ended == nil)
        #expect(hub.room(room.code) != nil)
    }
}
