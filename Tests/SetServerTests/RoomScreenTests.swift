import SetAnimation
import SetApp
import SetCore
import SetOnline
import SetRender
import Testing
@testable import SetServer

@Suite("Room screen", .timeLimit(.minutes(10)))
struct RoomScreenTests {
    static let ada = PlayerKey("SHA256:ada")
    static let bob = PlayerKey("SHA256:bob")

    static func room() -> Room {
        var room = Room(mode: .standard, seed: 11, at: 0)
        _ = room.join(ada, name: "ada")
        _ = room.join(bob, name: "bob")
        _ = room.leave(bob)
        return room
    }

    static func text(_ grid: Grid, row: Int) -> String {
        String(grid.lines[row].reversed().drop(while: { $0 == " " }).reversed())
    }

    @Test("title, the side panel with counts and who is connected, and the help line")
    func frame() {
        var room = Self.room()
        let set = room.game.matchesOnTable[0]
        for card in set { _ = room.choose(card, by: Self.ada, at: 1) }
        let screen = RoomScreen(room: room, code: "BCDF", viewer: Self.ada, cursor: 0, note: nil, painter: CardPainter(colorMode: .monochrome))
        let grid = screen.draw(width: 100, height: 30)
        #expect(Self.text(grid, row: 0) == "SET online · room BCDF · standard · deck \(room.game.deck.count)")
        #expect(grid.lines[1].hasSuffix(" Players" + String(repeating: " ", count: 16)))
        var hidden = screen
        hidden.access = .unlisted
        #expect(Self.text(hidden.draw(width: 100, height: 30), row: 0).hasPrefix("SET online · private room BCDF · standard"))
        hidden.access = .daily(day: 20417)
        #expect(Self.text(hidden.draw(width: 100, height: 30), row: 0).hasPrefix("SET online · today's race, room BCDF · standard"))
        #expect(Self.text(grid, row: 2).hasSuffix(" ● ada          1"))
        #expect(Self.text(grid, row: 3).hasSuffix(" ○ bob          0"))
        #expect(Self.text(grid, row: 29) == "keys/arrows+space: choose · Esc: clear · /: chat · Q: leave")
        #expect(grid[0, 0].style.bold)
    }

    @Test("the chat in the side panel under the players, wrapped, newest last; the viewer's own lines bold")
    func chat() {
        var room = Self.room()
        _ = room.say("hi all", by: Self.ada, name: "ada")
        _ = room.watch(PlayerKey("guest-0001"))
        _ = room.say("that was a quick one, well played", by: PlayerKey("guest-0001"), name: "guest-0001")
        let screen = RoomScreen(room: room, code: "BCDF", viewer: Self.ada, cursor: 0, note: nil, painter: CardPainter(colorMode: .monochrome))
        let grid = screen.draw(width: 100, height: 30)
        let x = 100 - RoomScreen.panelWidth + 1
        let panel = { (row: Int) in String(grid.lines[row].dropFirst(x)).trimmingCharacters(in: .whitespaces) }
        #expect(panel(5) == "1 watching")
        #expect(panel(7) == "Chat")
        #expect(panel(8) == "ada: hi all")
        #expect(panel(9) == "guest-0001: that was a")
        #expect(panel(10) == "quick one, well played")
        #expect(grid[x, 8].style.bold)
        #expect(!grid[x, 9].style.bold)
    }

    @Test("only the newest chat lines that fit are shown; a line being typed replaces the note line")
    func chatFits() {
        var room = Self.room()
        for n in 1...12 { _ = room.say("line \(n)", by: Self.ada, name: "ada") }
        var screen = RoomScreen(room: room, code: "BCDF", viewer: Self.ada, cursor: 0, note: "a note", painter: CardPainter(colorMode: .monochrome))
        screen.chatDraft = "gg"
        let grid = screen.draw(width: 100, height: 14)
        let x = 100 - RoomScreen.panelWidth + 1
        let panel = { (row: Int) in String(grid.lines[row].dropFirst(x)).trimmingCharacters(in: .whitespaces) }
        #expect(panel(5) == "Chat")
        #expect((6...12).map(panel) == (6...12).map { "ada: line \($0)" })
        #expect(Self.text(grid, row: 13) == "say: gg_   Enter: send · Esc: cancel")
    }

    @Test("cards are drawn where the animator puts them: off their slot, face down, or leaving as taken")
    func sprites() throws {
        var room = Self.room()
        let set = room.game.matchesOnTable[0]
        for card in set { _ = room.choose(card, by: Self.ada, at: 1) }
        let painter = CardPainter(colorMode: .monochrome)
        var screen = RoomScreen(room: room, code: "BCDF", viewer: Self.ada, cursor: 0, note: nil, painter: painter)
        let layout = try #require(screen.layout(width: 100, height: 30))
        let table = room.game.table
        let taken = try #require(room.game.discard.last { $0.id == set[0] })
        let frame = layout.frames[1]
        let moved = Rect(x: frame.x + 3, y: frame.y + 1, width: frame.width, height: frame.height)
        let leaving = Rect(x: 40, y: 20, width: layout.frames[0].width, height: layout.frames[0].height)
        screen.sprites = [
            Sprite(card: table[1].id, rect: moved, faceUp: true, isMoving: true, isDeparting: false),
            Sprite(card: table[2].id, rect: layout.frames[2], faceUp: false, isMoving: true, isDeparting: false),
            Sprite(card: taken.id, rect: leaving, faceUp: true, isMoving: true, isDeparting: true),
            Sprite(card: set[1], rect: Rect(x: 70, y: 0, width: frame.width, height: frame.height), faceUp: true, isMoving: true, isDeparting: true),
        ]
        let grid = screen.draw(width: 100, height: 30)
        var expected = Grid(width: 100, height: 30)
        let label = KeyboardLayout.qwerty.labels(rows: layout.rows, columns: layout.columns)[1]
        painter.drawFace(table[1].content, label: label, highlight: .normal, cursor: false, in: moved, on: &expected)
        painter.drawBack(in: layout.frames[2], on: &expected)
        painter.drawFace(taken.content, label: nil, highlight: .matched, cursor: false, in: leaving, on: &expected)
        let over = try #require(room.game.discard.last { $0.id == set[1] })
        painter.drawFace(over.content, label: nil, highlight: .matched, cursor: false, in: Rect(x: 70, y: 0, width: frame.width, height: frame.height), on: &expected)
        let board = RoomScreen.boardArea(width: 100, height: 30)
        let differing = (board.y..<board.maxY).flatMap { y in (board.x..<board.maxX).filter { grid[$0, y] != expected[$0, y] }.map { ($0, y) } }
        #expect(differing.isEmpty, "cells differ: \(differing.prefix(5))")
        #expect(grid[leaving.x, leaving.y] != Grid(width: 1, height: 1)[0, 0])
        // A card flying over the title and the panel passes under them.
        #expect(Self.text(grid, row: 0) == "SET online · room BCDF · standard · deck \(room.game.deck.count)")
        #expect(Self.text(grid, row: 1).hasSuffix(" Players"))
        #expect(Self.text(grid, row: 2).hasSuffix(" ● ada          1"))
        #expect(grid.lines[2].dropFirst(77).hasPrefix("● ada"))
        #expect(grid.lines[5].dropFirst(76).allSatisfy { $0 == " " })
    }

    @Test("the viewer's own selection is marked, and only theirs; the cursor card is rounded")
    func ownSelection() throws {
        var room = Self.room()
        _ = room.join(Self.bob, name: "bob")
        let table = room.game.table.map(\.id)
        _ = room.choose(table[1], by: Self.ada, at: 1)
        _ = room.choose(table[2], by: Self.bob, at: 1)
        let screen = RoomScreen(room: room, code: "BCDF", viewer: Self.ada, cursor: 0, note: "hello", painter: CardPainter(colorMode: .monochrome))
        let grid = screen.draw(width: 100, height: 30)
        let layout = try #require(screen.layout(width: 100, height: 30))
        let corner = { (slot: Int) in grid[layout.frames[slot].x, layout.frames[slot].y].glyph }
        #expect(corner(0) == "╭")
        #expect(corner(1) == "┏")
        #expect(corner(2) == "┌")
        #expect(Self.text(grid, row: 29) == "hello")
        #expect(layout.frames.allSatisfy { $0.maxX <= 100 - RoomScreen.panelWidth })
    }

    @Test("a spectator sees no labels, no cursor and is told they watch")
    func spectator() throws {
        var room = Self.room()
        _ = room.watch(PlayerKey("guest-0001"))
        let screen = RoomScreen(room: room, code: "BCDF", viewer: PlayerKey("guest-0001"), cursor: 0, note: nil, painter: CardPainter(colorMode: .monochrome))
        let grid = screen.draw(width: 100, height: 30)
        let layout = try #require(screen.layout(width: 100, height: 30))
        #expect(grid[layout.frames[0].x, layout.frames[0].y].glyph == "┌")
        #expect(Self.text(grid, row: 0).hasSuffix("· watching"))
        #expect(grid.lines.contains { $0.contains("1 watching") })
    }

    @Test("too small a terminal says so; a finished game lists every result")
    func smallAndOver() {
        var room = Self.room()
        let small = RoomScreen(room: room, code: "BCDF", viewer: Self.ada, cursor: 0, note: nil, painter: CardPainter(colorMode: .monochrome))
        #expect(Self.text(small.draw(width: 70, height: 12), row: 2).hasPrefix(" Make the window larger to see the cards.  "))
        room = Room(mode: .test, seed: 2, at: 0)
        _ = room.join(Self.ada, name: "ada")
        _ = room.join(Self.bob, name: "bob")
        while !room.isOver {
            for card in room.game.matchesOnTable[0] { _ = room.choose(card, by: Self.ada, at: 1) }
        }
        let over = RoomScreen(room: room, code: "BCDF", viewer: Self.ada, cursor: 0, note: nil, painter: CardPainter(colorMode: .monochrome))
        let grid = over.draw(width: 100, height: 30)
        #expect(Self.text(grid, row: 2).hasPrefix("  Game over"))
        #expect(Self.text(grid, row: 4).hasPrefix("  1. ada  27 sets"))
        #expect(Self.text(grid, row: 5).hasPrefix("  2. bob  0 sets"))
        #expect(Self.text(grid, row: 29) == "n: play again · /: chat · Q: leave")
    }
}
