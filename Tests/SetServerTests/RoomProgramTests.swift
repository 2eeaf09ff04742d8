import SetCore
import SetFrame
import SetOnline
import SetRender
import SetTable
import SetTestSupport
import Testing
@testable import SetServer

/// One player's room as a value: keys in, room actions out, and the exact screen — no
/// channel, no hub, no clock but the messages' times.
@Suite("Room program: update → effects, view → cells", .timeLimit(.minutes(1)), .takesTurns)
struct RoomProgramTests {
    static let ada = PlayerIdentity.account(fingerprint: "SHA256:ada", name: "ada")
    static let bob = PlayerIdentity.account(fingerprint: "SHA256:bob", name: "bob")

    /// A standard room with ada and bob seated.
    static func room() -> Room {
        var room = Room(variant: .standard, seed: 11, at: 0)
        _ = room.join(ada.key, name: "ada")
        _ = room.join(bob.key, name: "bob")
        return room
    }

    /// `identity`'s view of `room` on a `width` × `height` terminal, its deal landed.
    static func program(
        _ room: Room, as identity: PlayerIdentity = ada, spectator: Bool = false, keyboard: KeyboardLayout = .qwerty,
        width: Int = 100, height: Int = 30
    ) -> RoomProgram {
        var program = RoomProgram(
            identity: identity, spectator: spectator, code: "BCDF", access: .listed, room: room,
            terminal: RemoteTerminal(width: width, height: height, term: "xterm-256color"), settings: PlayerSettings(keyboard: keyboard), at: 0)
        _ = program.update(.tick, at: 10)
        return program
    }

    /// The screen `RoomScreen` draws for this view with every card at rest.
    static func still(_ program: RoomProgram, showsHelp: Bool = false) -> Grid {
        var screen = RoomScreen(
            room: program.room, code: program.code, viewer: program.identity.key, cursor: program.cursor, note: program.note,
            painter: CardPainter(theme: program.settings.cardTheme, colorMode: .ansi256))
        screen.keyboard = program.settings.keyboard
        screen.showsHelp = showsHelp
        return screen.draw(width: program.terminal.width, height: program.terminal.height)
    }

    static func text(_ grid: Grid, row: Int) -> String {
        String(grid.lines[row].reversed().drop(while: { $0 == " " }).reversed())
    }

    @Test("a card key chooses the card its label shows on the viewer's keyboard: AZERTY's w is not QWERTY's")
    func cardKeys() throws {
        let room = Self.room()
        var azerty = Self.program(room, keyboard: .azerty)
        var qwerty = Self.program(room)
        let layout = try #require(RoomScreen(room: room, code: "BCDF", viewer: Self.ada.key, cursor: nil, note: nil, painter: CardPainter()).layout(width: 100, height: 30))
        let labels = KeyboardLayout.azerty.labels(rows: layout.rows, columns: layout.columns)
        let slot = try #require(labels.firstIndex(of: "w"))
        #expect(azerty.update(.input(.character("w")), at: 11) == [.act(.choose(room.game.table[slot].id))])
        let qwertySlot = try #require(KeyboardLayout.qwerty.labels(rows: layout.rows, columns: layout.columns).firstIndex(of: "w"))
        #expect(qwertySlot != slot)
        #expect(qwerty.update(.input(.character("w")), at: 11) == [.act(.choose(room.game.table[qwertySlot].id))])
        #expect(azerty.update(.input(.key(.escape)), at: 11) == [.act(.clearSelection)])
    }

    @Test("? draws the room's help over the room, cell for cell; the next key only closes it")
    func help() {
        let room = Self.room()
        var program = Self.program(room)
        #expect(program.view() == Self.still(program))
        #expect(program.update(.input(.character("?")), at: 11).isEmpty)
        #expect(program.view() == Self.still(program, showsHelp: true))
        #expect(program.view().lines.contains { $0.contains(" How to play SET online ") })
        #expect(program.update(.input(.character("q")), at: 11).isEmpty)
        #expect(program.view() == Self.still(program))
        #expect(program.update(.input(.character("q")), at: 11) == [.act(.choose(room.game.table[0].id))])
    }

    @Test("a mouse press on a card chooses it; a press off the cards does nothing")
    func mouse() throws {
        let room = Self.room()
        var program = Self.program(room)
        let layout = try #require(RoomScreen(room: room, code: "BCDF", viewer: Self.ada.key, cursor: nil, note: nil, painter: CardPainter()).layout(width: 100, height: 30))
        let frame = layout.frames[5]
        let press = InputEvent.mouse(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2, kind: .press)
        #expect(program.update(.input(press), at: 11) == [.act(.choose(room.game.table[5].id))])
        #expect(program.update(.input(.mouse(x: 0, y: 0, kind: .press)), at: 11).isEmpty)
    }

    @Test("arrows show the cursor on the first card and move it; Enter chooses the card under it")
    func cursor() {
        let room = Self.room()
        var program = Self.program(room)
        #expect(program.update(.input(.key(.enter)), at: 11).isEmpty, "no cursor yet")
        _ = program.update(.input(.key(.up)), at: 11)
        _ = program.update(.input(.key(.right)), at: 11)
        _ = program.update(.input(.key(.down)), at: 11)
        #expect(program.cursor == 5)
        #expect(program.view() == Self.still(program))
        #expect(program.update(.input(.key(.enter)), at: 11) == [.act(.choose(room.game.table[5].id))])
    }

    @Test("/ types a chat line on the bottom row: its keys choose nothing, Enter says it, one line a second")
    func chat() {
        var program = Self.program(Self.room())
        for event in TestViewer.events("/qaz\u{7F}Z") { #expect(program.update(.input(event), at: 11).isEmpty) }
        #expect(Self.text(program.view(), row: 29) == "say: qaZ_   Enter: send · Esc: cancel")
        #expect(program.update(.input(.key(.enter)), at: 11) == [.act(.say("qaZ"))])
        for event in TestViewer.events("/again") { _ = program.update(.input(event), at: 11.5) }
        #expect(program.update(.input(.key(.enter)), at: 11.5).isEmpty)
        #expect(Self.text(program.view(), row: 0).hasSuffix("│ One line a second: press Enter again."))
        #expect(program.update(.input(.key(.enter)), at: 12) == [.act(.say("again"))])
        _ = program.update(.input(.character("/")), at: 13)
        #expect(program.update(.input(.key(.escape)), at: 13).isEmpty)
        #expect(program.chatDraft == nil)
    }

    @Test("the room's events become this viewer's notes, in the title line: another's take of a card they chose")
    func notes() throws {
        var room = Self.room()
        var program = Self.program(room, width: 160, height: 48)
        let set = room.game.matchesOnTable[0]
        _ = room.choose(set[0], by: Self.ada.key, at: 1)
        _ = program.update(.changed(room, [], ratings: [:]), at: 11)
        let events = set.flatMap { room.choose($0, by: Self.bob.key, at: 2) }
        #expect(program.update(.changed(room, events, ratings: [:]), at: 12).isEmpty)
        #expect(Self.text(program.view(), row: 0)
            == "SET online · room BCDF · standard · deck \(room.game.deck.count) │ bob took a card you had chosen: selection cleared.")
        _ = program.update(.told("The records are away."), at: 13)
        #expect(Self.text(program.view(), row: 0).hasSuffix("│ The records are away."))
    }

    @Test("Q goes back to the lobby, Ctrl-C quits, even while typing; a watcher's card keys choose nothing; the host's n or Enter starts the next game once over")
    func leaveWatchAgain() {
        var room = Self.room()
        var program = Self.program(room)
        #expect(program.update(.input(.character("Q")), at: 11) == [.backToLobby])
        #expect(program.update(.input(.interrupt), at: 11) == [.quit])
        _ = program.update(.input(.character("/")), at: 11)
        #expect(program.update(.input(.character("Q")), at: 11).isEmpty, "Q is typed into the chat line")
        #expect(program.update(.input(.interrupt), at: 11) == [.quit])
        _ = program.update(.input(.key(.escape)), at: 11)
        #expect(program.update(.input(.character("n")), at: 11).isEmpty, "not over yet")
        var watcher = Self.program(room, as: .account(fingerprint: "SHA256:cy", name: "cy"), spectator: true)
        #expect(watcher.update(.input(.character("q")), at: 11).isEmpty)
        while !room.isOver {
            let cards = room.game.matchesOnTable[0]
            _ = cards.flatMap { room.choose($0, by: Self.ada.key, at: 5) }
        }
        _ = program.update(.changed(room, [], ratings: [:]), at: 12)
        _ = watcher.update(.changed(room, [], ratings: [:]), at: 12)
        #expect(program.update(.input(.character("n")), at: 12) == [.act(.start)])
        #expect(program.update(.input(.key(.enter)), at: 12) == [.act(.start)])
        #expect(watcher.update(.input(.character("n")), at: 12).isEmpty)
        var bob = Self.program(room, as: Self.bob)
        #expect(bob.update(.input(.key(.enter)), at: 12).isEmpty, "only the host starts")
        #expect(Self.text(bob.view(), row: 0).hasSuffix("│ ada starts the game."))
    }

    @Test("a resize reflows the room to the new size; too small, it says the size it needs")
    func resize() {
        var program = Self.program(Self.room())
        _ = program.update(.input(.resize(width: 160, height: 48)), at: 11)
        _ = program.update(.tick, at: 20)
        #expect(program.view() == Self.still(program))
        #expect(program.view().width == 160)
        _ = program.update(.input(.resize(width: 30, height: 10)), at: 21)
        #expect(program.view() == Self.still(program))
        #expect(program.view() != Self.still(Self.program(Self.room(), width: 30, height: 12)))
        #expect(program.view().width == 30 && program.view().height == 10)
    }
}
