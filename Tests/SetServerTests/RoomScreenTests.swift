import SetAnimation
import SetTable
import SetCore
import SetOnline
import SetRender
import SetTestSupport
import Testing
@testable import SetServer

@Suite("Room screen", .timeLimit(.minutes(1)), .takesTurns)
struct RoomScreenTests {
    static let ada = PlayerKey("SHA256:ada")
    static let bob = PlayerKey("SHA256:bob")

    static func room() -> Room {
        var room = Room(variant: .standard, seed: 11, at: 0)
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
        let screen = RoomScreen(room: room, code: "BCDF", viewer: Self.ada, cursor: nil, note: nil, painter: CardPainter(colorMode: .monochrome))
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
        #expect(Self.text(grid, row: 29) == " Esc clear  / chat  ? help  Q lobby  ←↑↓→ move  Enter choose  Home End first, last")
        #expect(grid[0, 0].style.bold)
    }

    @Test("the chat in the side panel under the players, wrapped, newest last; the viewer's own lines bold")
    func chat() {
        var room = Self.room()
        _ = room.say("hi all", by: Self.ada, name: "ada")
        _ = room.watch(PlayerKey("guest-0001"))
        _ = room.say("that was a quick one, well played", by: PlayerKey("guest-0001"), name: "guest-0001")
        let screen = RoomScreen(room: room, code: "BCDF", viewer: Self.ada, cursor: nil, note: nil, painter: CardPainter(colorMode: .monochrome))
        let grid = screen.draw(width: 100, height: 30)
        let x = 100 - RoomScreen.panelWidth + 1
        let panel = { (row: Int) in String(grid.lines[row].dropFirst(x)).trimmingCharacters(in: .whitespaces) }
        #expect(panel(5) == "1 watching")
        #expect((7...14).map(panel) == [
            "Chat", "ada sat down", "bob sat down", "bob left; the seat is", "kept", "ada: hi all", "guest-0001: that was a",
            "quick one, well played",
        ])
        #expect(grid[x, 8].style.dim && !grid[x, 8].style.bold, "the room's own lines are dim")
        #expect(grid[x, 12].style.bold)
        #expect(!grid[x, 13].style.bold && !grid[x, 13].style.dim)
    }

    @Test("only the newest chat lines that fit are shown; a line being typed replaces the note line")
    func chatFits() {
        var room = Self.room()
        for n in 1...12 { _ = room.say("line \(n)", by: Self.ada, name: "ada") }
        var screen = RoomScreen(room: room, code: "BCDF", viewer: Self.ada, cursor: 0, note: StatusNote("a note"), painter: CardPainter(colorMode: .monochrome))
        screen.chatDraft = "gg"
        let grid = screen.draw(width: 100, height: 14)
        let x = 100 - screen.panelWidth(width: 100, height: 14) + 1  // narrow: the cards' symbols three cells wide
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
        var screen = RoomScreen(room: room, code: "BCDF", viewer: Self.ada, cursor: nil, note: nil, painter: painter)
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
        #expect(layout.frames.count == 12)
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
        #expect(String(grid.lines[5].dropFirst(76)).trimmingCharacters(in: .whitespaces) == "Chat")
    }

    @Test("the viewer's own selection is marked, and only theirs; the cursor card is rounded")
    func ownSelection() throws {
        var room = Self.room()
        _ = room.join(Self.bob, name: "bob")
        let table = room.game.table.map(\.id)
        _ = room.choose(table[1], by: Self.ada, at: 1)
        _ = room.choose(table[2], by: Self.bob, at: 1)
        let screen = RoomScreen(room: room, code: "BCDF", viewer: Self.ada, cursor: 0, note: StatusNote("hello", tone: .good), painter: CardPainter(colorMode: .monochrome))
        let grid = screen.draw(width: 100, height: 30)
        let layout = try #require(screen.layout(width: 100, height: 30))
        let corner = { (slot: Int) in grid[layout.frames[slot].x, layout.frames[slot].y].glyph }
        #expect(corner(0) == "╭")
        #expect(corner(1) == "┏")
        #expect(corner(2) == "┌")
        #expect(Self.text(grid, row: 0) == "SET online · room BCDF · standard · deck \(room.game.deck.count) │ hello")
        #expect(grid[Self.text(grid, row: 0).count - 1, 0].style == CellStyle(bold: true))
        // A note too long for the title line takes the help line's place.
        var told = screen
        told.note = StatusNote("The records are away: this game is kept and written when they are back.")
        let longer = told.draw(width: 100, height: 30)
        #expect(Self.text(longer, row: 0) == "SET online · room BCDF · standard · deck \(room.game.deck.count)")
        #expect(Self.text(longer, row: 29) == "The records are away: this game is kept and written when they are back.")
        #expect(layout.frames.allSatisfy { $0.maxX <= 100 - RoomScreen.panelWidth })
    }

    @Test("a spectator sees no labels, no cursor and is told they watch")
    func spectator() throws {
        var room = Self.room()
        _ = room.watch(PlayerKey("guest-0001"))
        let screen = RoomScreen(room: room, code: "BCDF", viewer: PlayerKey("guest-0001"), cursor: nil, note: nil, painter: CardPainter(colorMode: .monochrome))
        let grid = screen.draw(width: 100, height: 30)
        let layout = try #require(screen.layout(width: 100, height: 30))
        #expect(grid[layout.frames[0].x, layout.frames[0].y].glyph == "┌")
        #expect(Self.text(grid, row: 0).hasSuffix("· watching"))
        #expect(grid.lines.contains { $0.contains("1 watching") })
    }

    @Test("too small a terminal says so; a finished game lists every result and the keys that go on")
    func smallAndOver() {
        var room = Self.room()
        let small = RoomScreen(room: room, code: "BCDF", viewer: Self.ada, cursor: nil, note: nil, painter: CardPainter(colorMode: .monochrome))
        let needed = TooSmallScreen.nearestScreens(
            cards: BoardLayout.minimumSizes(cardCount: 12), chrome: (RoomScreen.panelWidth, 2), width: 70, height: 12)
        var expected = Grid(width: 70, height: 12)
        TooSmallScreen(needed: needed, leave: "Q: lobby").draw(on: &expected, ascii: false)
        #expect(small.draw(width: 70, height: 12) == expected)
        #expect((4...6).map { Self.text(expected, row: $0) } == [
            String(repeating: " ", count: 22) + "Terminal too small (70×12)",
            String(repeating: " ", count: 20) + "The game needs 70×19 or 89×13.",
            String(repeating: " ", count: 20) + "Enlarge it to play — Q: lobby",
        ])
        room = Room(variant: .test, seed: 2, at: 0)
        _ = room.join(Self.ada, name: "ada")
        _ = room.join(Self.bob, name: "bob")
        while !room.isOver {
            for card in room.game.matchesOnTable[0] { _ = room.choose(card, by: Self.ada, at: 1) }
        }
        let over = RoomScreen(room: room, code: "BCDF", viewer: Self.ada, cursor: nil, note: nil, painter: CardPainter(colorMode: .monochrome))
        let grid = over.draw(width: 100, height: 30)
        // A test room is never rated, whoever plays: its results and start line say so.
        #expect(Self.text(grid, row: 2).hasPrefix("  Game over (not rated)  "))
        #expect(Self.text(grid, row: 4).hasPrefix("  1. ada  27 sets"))
        #expect(Self.text(grid, row: 5).hasPrefix("  2. bob  0 sets"))
        // The left part: the chat panel is on the right.
        let left = { (grid: Grid, row: Int) in String(grid.lines[row].prefix(70)).trimmingCharacters(in: .whitespaces) }
        #expect(left(grid, 7) == "Enter: start the game for the 2 of you (not rated)")
        #expect(Self.text(grid, row: 8) == "  Q: back to the lobby · /: chat")
        #expect(grid[2, 8].style.dim)
        #expect(Self.text(grid, row: 29) == " Enter start  / chat  ? help  Q lobby")
        let seated = RoomScreen(room: room, code: "BCDF", viewer: Self.bob, cursor: nil, note: nil, painter: CardPainter(colorMode: .monochrome))
        #expect(left(seated.draw(width: 100, height: 30), 7) == "Waiting for ada to start the game.")
        #expect(Self.text(seated.draw(width: 100, height: 30), row: 29) == " / chat  ? help  Q lobby")
        let watched = RoomScreen(room: room, code: "BCDF", viewer: PlayerKey("SHA256:cy"), cursor: nil, note: nil, painter: CardPainter(colorMode: .monochrome))
        #expect(Self.text(watched.draw(width: 100, height: 30), row: 8) == "  Q: back to the lobby")
    }

    @Test("a standard room's start line says nothing of ratings; the day's finished race dealt again as practice says so, title and start line")
    func practiceOnlySaysNotRated() {
        var room = Room(variant: .standard, seed: 2, at: 0, phase: .waiting)
        _ = room.join(Self.ada, name: "ada")
        _ = room.join(Self.bob, name: "bob")
        let left = { (room: Room) in
            let screen = RoomScreen(room: room, code: "BCDFGH", viewer: Self.ada, cursor: nil, note: nil, painter: CardPainter(colorMode: .monochrome))
            return String(screen.draw(width: 100, height: 30).lines[7].prefix(70)).trimmingCharacters(in: .whitespaces)
        }
        #expect(left(room) == "Enter: start the game for the 2 of you")
        room.makePracticeOnly()
        #expect(left(room) == "Enter: start the game for the 2 of you (not rated)")
        var screen = RoomScreen(room: room, code: "BCDFGH", viewer: Self.ada, cursor: nil, note: nil, painter: CardPainter(colorMode: .monochrome))
        screen.access = .unlisted
        let title = screen.draw(width: 100, height: 30).lines[0]
        #expect(title.hasPrefix("SET online · practice of today's race, room BCDFGH · standard · waiting "))
    }

    @Test("alone in today's race, the host is told that racing alone ends the day's race for everyone; in another room, that it is practice")
    func raceAloneSaysItEndsTheRace() {
        var room = Room(variant: .standard, seed: 2, at: 0, phase: .waiting)
        _ = room.join(Self.ada, name: "ada")
        var screen = RoomScreen(room: room, code: "DAY207", viewer: Self.ada, cursor: nil, note: nil, painter: CardPainter(colorMode: .monochrome))
        let lines = { (screen: RoomScreen) in
            let grid = screen.draw(width: 100, height: 30)
            return (6...9).map { String(grid.lines[$0].prefix(76)).trimmingCharacters(in: .whitespaces) }
        }
        #expect(lines(screen) == ["Enter: start now, alone (practice, not rated),", "or wait: others join with the code DAY207.", "Q: back to the lobby · /: chat", ""])
        screen.access = .daily(day: 20417)
        #expect(lines(screen) == [
            "Enter: race alone now, not rated; today's race is then over", "for everyone. Or wait: others join with the code DAY207.",
            "Q: back to the lobby · /: chat", "",
        ])
    }

    /// AZERTY's key columns as a table of `rows` × `columns` cards shows them, row by row.
    static let azerty: [String: [String]] = [
        "3x4": ["a", "z", "e", "r", "q", "s", "d", "f", "w", "x", "c", "v"],
        "2x6": ["a", "z", "e", "r", "t", "u", "q", "s", "d", "f", "g", "j"],
        "4x3": ["a", "q", "w", "z", "s", "x", "e", "d", "c", "r", "f", "v"],
        "6x2": ["a", "q", "z", "s", "e", "d", "r", "f", "t", "g", "u", "j"],
    ]

    @Test("an AZERTY player's cards carry AZERTY keys: every card's top border, cell by cell, at three sizes", arguments: [(80, 24), (100, 30), (160, 48)])
    func azertyTable(width: Int, height: Int) throws {
        var screen = RoomScreen(room: Self.room(), code: "BCDF", viewer: Self.ada, cursor: 5, note: nil, painter: CardPainter(colorMode: .monochrome))
        screen.keyboard = .azerty
        let grid = screen.draw(width: width, height: height)
        let layout = try #require(screen.layout(width: width, height: height))
        let labels = try #require(Self.azerty["\(layout.rows)x\(layout.columns)"], "\(layout.rows)x\(layout.columns)")
        for (slot, frame) in layout.frames.enumerated() {
            let top = String(grid.lines[frame.y].dropFirst(frame.x).prefix(frame.width))
            let line = String(repeating: "─", count: frame.width - 5)
            let expected = slot == 5 ? "╭>\(labels[slot])<\(line)╮" : "┌ \(labels[slot]) \(line)┐"
            #expect(top == expected, "slot \(slot) at \(width)×\(height)")
            #expect(grid[frame.x + 2, frame.y].style.bold)
            #expect(grid[frame.x + 2, frame.y].style.reverse == (slot == 5))
        }
        let help = width >= 84
            ? " Esc clear  / chat  ? help  Q lobby  ←↑↓→ move  Enter choose  Home End first, last"
            : " Esc clear / chat ? help Q lobby ←↑↓→ move Enter choose Home End first, last"
        #expect(Self.text(grid, row: height - 1) == help)
    }

    /// Beside the side panel at 80 × 24 the table is 56 columns wide: 12 cards 13 × 6 hold
    /// three-cell symbols where 12 × 6 held two-cell ones (issue 41), one, two or three centred.
    @Test("at 80×24 beside the players the cards are 13×6 with three-cell symbols, centred")
    func threeCellSymbolsOnline() throws {
        let screen = RoomScreen(room: Self.room(), code: "BCDF", viewer: Self.ada, cursor: nil, note: nil, painter: CardPainter())
        let layout = try #require(screen.layout(width: 80, height: 24))
        #expect((layout.columns, layout.rows, layout.cardWidth, layout.cardHeight) == (4, 3, 13, 6))
        #expect(layout.frames.allSatisfy { $0.maxX <= 80 - RoomScreen.panelWidth })
        let interior = layout.frames[0].inset(by: 1)
        for count in 1...3 {
            let boxes = try #require(SymbolPlacement(count: count, theme: .classic, interior: interior)).boxes
            #expect(boxes.allSatisfy { $0.width == 3 && $0.height == 4 })
            #expect(boxes[0].x == interior.width - boxes[count - 1].x - 3, "\(count) symbols centred")
        }
    }

    @Test("? shows the room's help over the table, with the viewer's own keys by column")
    func help() throws {
        var screen = RoomScreen(room: Self.room(), code: "BCDF", viewer: Self.ada, cursor: nil, note: nil, painter: CardPainter(colorMode: .monochrome))
        screen.keyboard = .azerty
        screen.showsHelp = true
        let grid = screen.draw(width: 100, height: 30)
        let rows = (0..<30).map { Self.text(grid, row: $0) }
        let title = try #require(rows.firstIndex { $0.contains(" How to play SET online ") })
        let left = try #require(rows[title].firstIndex(of: "┌")).utf16Offset(in: rows[title])
        let keys = String(rows[title + 7].dropFirst(left))
        #expect(keys.hasPrefix("│   keys by column:  aqw zsx edc rfv tgb uj, ik; ol: ym!  "))
        let right = try #require(rows[title].lastIndex(of: "┐")).utf16Offset(in: rows[title])
        #expect(keys.prefix(right - left + 1).hasSuffix(" │"))
        #expect(rows.contains { $0.contains("│ Any key closes this help.") })
    }

    @Test("at 60 × 20 the room says the terminal is too small and which sizes would do, nothing cut off")
    func tooSmallAt60x20() {
        let screen = RoomScreen(room: Self.room(), code: "BCDF", viewer: Self.ada, cursor: nil, note: nil, painter: CardPainter(colorMode: .monochrome))
        let grid = screen.draw(width: 60, height: 20)
        let rows = (0..<20).map { Self.text(grid, row: $0) }.filter { !$0.isEmpty }
        #expect(rows == [
            "                 Terminal too small (60×20)",
            "               The game needs 67×20 or 60×25.",
            "               Enlarge it to play — Q: lobby",
        ])
    }
}
