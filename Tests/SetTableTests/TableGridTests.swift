import SetCore
import SetFrame
import SetRender
import SetTable
import SetTestSupport
import Testing

/// The viewer's keys over a table: labels on their keyboard, key → card, and the cursor.
@Suite(.timeLimit(.minutes(1)), .takesTurns) struct TableGridTests {
    static func ids(_ count: Int) -> [CardID] { (0..<count).map { CardID($0 * 7) } }

    /// Twelve cards on 71 × 27 cells: 3 rows of 4, 16 × 8 each.
    static func grid(_ table: [CardID]) -> TableGrid {
        let layout = BoardLayout(cardCount: 12, in: Rect(x: 0, y: 0, width: 71, height: 27))!
        return TableGrid(layout: layout, places: TablePlaces(table, content: SetCard.self))
    }

    @Test("AZERTY labels a 3 × 4 table by its key columns, and each key chooses its own card")
    func azertyKeys() throws {
        let table = Self.grid(Self.ids(12))
        try #require((table.layout.rows, table.layout.columns) == (3, 4))
        #expect(table.labels(on: .azerty) == ["a", "z", "e", "r", "q", "s", "d", "f", "w", "x", "c", "v"])
        #expect(table.labels(on: .qwerty) == ["q", "w", "e", "r", "a", "s", "d", "f", "z", "x", "c", "v"])
        #expect(table.slot(forKey: "z", on: .azerty) == 1)
        #expect(table.slot(forKey: "q", on: .azerty) == 4)
        #expect(table.slot(forKey: "w", on: .azerty) == 8)
        #expect(table.slot(forKey: "w", on: .qwerty) == 1)
        #expect(table.slot(forKey: "y", on: .azerty) == nil)
        #expect(table.label(ofSlot: 12, on: .azerty) == nil)
    }

    @Test("the first arrow shows the cursor on the first card; arrows stop at the edges")
    func cursorShowsAndStops() {
        let table = Self.grid(Self.ids(12))
        #expect(table.cursor(from: nil, rows: 0, columns: 1) == 0)
        #expect(table.cursor(from: 0, rows: 0, columns: 1) == 1)
        #expect(table.cursor(from: 1, rows: 1, columns: 0) == 5)
        #expect(table.cursor(from: 3, rows: 0, columns: 1) == 3)
        #expect(table.cursor(from: 0, rows: -1, columns: 0) == 0)
        #expect(table.cursor(from: 11, rows: 1, columns: 0) == 11)
    }

    @Test("the cursor keys are the arrows, each a step its way, and Home and End, to the first and last card; other keys move nothing")
    func cursorKeys() {
        let table = Self.grid(Self.ids(12))
        let moves: [(SpecialKey, Int)] = [(.right, 6), (.left, 4), (.down, 9), (.up, 1)]
        for (key, slot) in moves {
            #expect(CursorMove(key).map { table.cursor(from: 5, moving: $0) } == slot, "\(key)")
        }
        #expect(CursorMove(.home).map { table.cursor(from: 5, moving: $0) } == 0, "Home: the first card")
        #expect(CursorMove(.end).map { table.cursor(from: 5, moving: $0) } == 11, "End: the last card")
        #expect(CursorMove(.end).map { table.cursor(from: nil, moving: $0) } == 11, "End shows the cursor there")
        #expect(CursorMove(.home).map { Self.grid([]).cursor(from: nil, moving: $0) } == .some(nil), "no card, no cursor")
        for key: SpecialKey in [.enter, .escape, .tab, .backspace] { #expect(CursorMove(key) == nil, "\(key)") }
        #expect(CursorMove.commands(ascii: false).map(\.key) == ["←↑↓→", "Enter", "Home End"])
        #expect(CursorMove.commands(ascii: true).map(\.key) == ["arrows", "Enter", "Home End"])
    }

    @Test("on a table that keeps gaps the cursor jumps over them, and a key over a gap chooses nothing")
    func gaps() {
        var places = TablePlaces(Self.ids(12), content: PlayingCard.self)
        var left = Self.ids(12)
        left.remove(at: 1)  // place 1 is a gap now
        places.follow(left)
        let layout = Self.grid(Self.ids(12)).layout
        let table = TableGrid(layout: layout, places: places)
        #expect(table.cursor(from: 0, rows: 0, columns: 1) == 1)  // slot 1 lies at place 2
        #expect(table.places.place(of: 1) == 2)
        #expect(table.slot(forKey: "w", on: .qwerty) == nil)
        #expect(table.slot(forKey: "e", on: .qwerty) == 1)
        #expect(table.label(ofSlot: 1, on: .qwerty) == "e")
    }

    @Test("an empty table has no cursor")
    func empty() {
        let layout = Self.grid(Self.ids(12)).layout
        let table = TableGrid(layout: layout, places: TablePlaces([], content: SetCard.self))
        #expect(table.cursor(from: nil, rows: 0, columns: 1) == nil)
    }
}
