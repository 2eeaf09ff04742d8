import SetCore
import SetOnline
import SetRender
import SetTable
import Testing
@testable import SetServer

/// With 15 cards at 80 × 24 the full side panel left the table 56 columns: five cards 11
/// columns wide, their symbols two cells, where blind readers could not tell a solid diamond
/// from a solid oval (issue 41). The panel narrows to 15 columns there, so five 13-column cards
/// border to border draw three-cell symbols; it still names every player with their sets, and
/// the chat wraps to it.
@Suite("The side panel narrows for 15 cards at 80×24", .timeLimit(.minutes(1)), .takesTurns)
struct NarrowPanelTests {
    static let ada = PlayerKey("SHA256:ada")
    static let grace = PlayerKey("SHA256:grace")

    /// A room whose first deal holds no set, so the table has 15 cards; ada and a player with
    /// the longest name (12 letters) seated, one line of chat.
    static func fifteenCards() throws -> Room {
        let seed = try #require((0..<2000).first { Room(variant: .standard, seed: UInt64($0), at: 0).game.table.count == 15 })
        var room = Room(variant: .standard, seed: UInt64(seed), at: 0)
        _ = room.join(ada, name: "ada")
        _ = room.join(grace, name: "gracehopper1")
        _ = room.say("nice deal, three more cards", by: ada, name: "ada")
        return room
    }

    static func panel(_ grid: Grid, row: Int) -> String {
        String(grid.lines[row].dropFirst(80 - RoomScreen.narrowPanelWidth + 1))
    }

    @Test("15 cards at 80×24: a 15-column panel, cards 13×6 border to border with three-cell symbols")
    func fifteenCardsAt80x24() throws {
        let room = try Self.fifteenCards()
        let screen = RoomScreen(room: room, code: "BCDF", viewer: Self.ada, cursor: nil, note: nil, painter: CardPainter(colorMode: .monochrome))
        #expect(RoomScreen.panelWidth(width: 80, height: 24, cardCount: 15) == RoomScreen.narrowPanelWidth)
        let layout = try #require(screen.layout(width: 80, height: 24))
        #expect((layout.columns, layout.rows, layout.cardWidth, layout.cardHeight, layout.columnGap) == (5, 3, 13, 6, 0))
        #expect(layout.frames.allSatisfy { $0.maxX <= 80 - RoomScreen.narrowPanelWidth })
        let symbols = try #require(SymbolPlacement(count: 3, theme: .classic, interior: layout.frames[0].inset(by: 1)))
        #expect(symbols.boxes.allSatisfy { $0.width == 3 && $0.height == 4 })
        let grid = screen.draw(width: 80, height: 24)
        #expect((1...4).map { Self.panel(grid, row: $0) } == [
            "Players       ", "● ada        0", "● gracehopper1", "  0           ",
        ])
        #expect((6...9).map { Self.panel(grid, row: $0) } == [
            "Chat          ", "ada sat down  ", "gracehopper1  ", "sat down      ",
        ])
        #expect(Self.panel(grid, row: 10) == "ada: nice     " && Self.panel(grid, row: 11) == "deal, three   ")
        #expect(grid[65, 1].glyph == " ", "a blank column between the cards and the panel")
    }

    @Test("12 cards, and 15 on a screen wide enough, keep the full panel", arguments: [(80, 24, 12), (100, 30, 15), (80, 24, 0)])
    func fullPanel(width: Int, height: Int, count: Int) {
        #expect(RoomScreen.panelWidth(width: width, height: height, cardCount: count) == RoomScreen.panelWidth)
    }
}
