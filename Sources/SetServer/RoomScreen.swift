import SetAnimation
import SetCore
import SetOnline
import SetRender
import SetTable

/// Draws one player's view of a room (N4): the title line with the latest note, the shared
/// table with the viewer's own selection, cursor and key labels (``TableGrid``, on their
/// keyboard), the side panel of players and the room's chat (N8), and the help line (or the
/// chat line being typed); the help box over it all when asked for, and the too-small screen
/// when the cards do not fit. A pure function of what it is given.
public struct RoomScreen {
    /// The room as the server holds it.
    public var room: Room
    /// The room's code, shown so others can join.
    public var code: String
    /// How the room is found (said in the title for a private room and the day's race).
    public var access: RoomAccess = .listed
    /// Who is looking.
    public var viewer: PlayerKey
    /// The table slot under the keyboard cursor; nil until an arrow shows it.
    public var cursor: Int?
    /// The latest note for this viewer (a take, a miss, a cleared selection), if any.
    public var note: StatusNote?
    /// How cards are painted (the viewer's theme, palette and colors).
    public var painter: CardPainter
    /// The keyboard the viewer's key labels follow.
    public var keyboard: KeyboardLayout = .qwerty
    /// Whether the help box shows.
    public var showsHelp = false
    /// Rating changes of the finished game, once recorded.
    public var ratings: [PlayerKey: RatingChange] = [:]
    /// The chat line the viewer is typing, if they are.
    public var chatDraft: String?
    /// Where the animator draws each card now (arriving, gliding, leaving); nil: every
    /// table card at rest in its slot.
    public var sprites: [Sprite]?
    /// The cards a celebration lights up now.
    public var flashing: Set<CardID> = []
    /// Server time now, for the countdown.
    public var now: Double = 0
    /// Whether this is a finished game replayed (no start, no chat): its title says so.
    public var replay = false
    /// The keys the help line shows instead of the room's, if any.
    public var commands: [CommandBar.Command]?
    /// What the room's viewers draw once for all of them (nil: everything is drawn for this
    /// viewer alone). Either way the screen is the same, cell for cell.
    public var shared: RoomRenderCaches?

    /// Columns the side panel takes on the right.
    public static let panelWidth = 24
    /// Columns a narrower side panel takes where only that leaves the cards wide enough for
    /// three-cell symbols (``panelWidth(width:height:cardCount:)``): 15 cards at 80 × 24 need
    /// 65 columns (five 13-column cards border to border), where the full panel leaves 56.
    /// A name of 12 letters and its mark still fit a row; the sets go on the row below.
    public static let narrowPanelWidth = 15
    /// Rows around the cards: the title line and the help line.
    static let chromeRows = 2

    public init(room: Room, code: String, viewer: PlayerKey, cursor: Int?, note: StatusNote?, painter: CardPainter) {
        self.room = room
        self.code = code
        self.viewer = viewer
        self.cursor = cursor
        self.note = note
        self.painter = painter
    }

    /// Where the cards go on a terminal of `width` × `height`, left of a side panel
    /// `panelWidth` columns wide.
    public static func boardArea(width: Int, height: Int, panelWidth: Int = panelWidth) -> Rect {
        Rect(x: 0, y: 1, width: max(width - panelWidth, 0), height: max(height - chromeRows, 0))
    }

    /// Columns the side panel takes on a terminal of `width` × `height` with `cardCount`
    /// cards on the table: ``panelWidth``, or ``narrowPanelWidth`` where the cards fit beside
    /// the full panel only with two-cell symbols and beside the narrower one with three-cell
    /// ones (issue 41).
    public static func panelWidth(width: Int, height: Int, cardCount: Int) -> Int {
        placement(width: width, height: height, cardCount: cardCount).panelWidth
    }

    /// The cards' layout and the side panel's width on a terminal of `width` × `height` with
    /// `cardCount` cards on the table (``panelWidth(width:height:cardCount:)``): one layout,
    /// two only where the full panel leaves two-cell symbols.
    static func placement(width: Int, height: Int, cardCount: Int) -> (layout: BoardLayout?, panelWidth: Int) {
        let shape = CardShape.square
        let full = BoardLayout(cardCount: cardCount, in: boardArea(width: width, height: height))
        guard cardCount > 0, let full, !shape.readsSymbols(width: full.cardWidth),
              let narrow = BoardLayout(cardCount: cardCount, in: boardArea(width: width, height: height, panelWidth: narrowPanelWidth)),
              shape.readsSymbols(width: narrow.cardWidth)
        else { return (full, panelWidth) }
        return (narrow, narrowPanelWidth)
    }

    /// This room's cards' layout (nil between games, or when the terminal is too small) and
    /// its side panel's width on a terminal of `width` × `height`: worked out once a frame.
    func placement(width: Int, height: Int) -> (layout: BoardLayout?, panelWidth: Int) {
        guard room.isPlaying else { return (nil, Self.panelWidth) }
        let count = room.game.table.count
        return shared?.placement(width: width, height: height, cardCount: count) ?? Self.placement(width: width, height: height, cardCount: count)
    }

    /// Columns this room's side panel takes on a terminal of `width` × `height`.
    func panelWidth(width: Int, height: Int) -> Int {
        placement(width: width, height: height).panelWidth
    }

    /// The table's layout on a terminal of `width` × `height`; nil between games, or when it
    /// is too small.
    public func layout(width: Int, height: Int) -> BoardLayout? {
        placement(width: width, height: height).layout
    }

    /// The table on this viewer's `width` × `height` terminal: key labels, the card a key
    /// chooses, cursor moves; nil when it is too small, or between games.
    public func tableGrid(width: Int, height: Int) -> TableGrid? {
        tableGrid(layout: layout(width: width, height: height))
    }

    /// The table laid out by `layout`.
    private func tableGrid(layout: BoardLayout?) -> TableGrid? {
        layout.map { TableGrid(layout: $0, places: TablePlaces(room.game.table.map(\.id), content: SetCard.self)) }
    }

    /// Whether the viewer only watches.
    var watching: Bool { room.seat(of: viewer) == nil }

    /// The whole screen at `width` × `height`.
    public func draw(width: Int, height: Int) -> Grid {
        let ascii = painter.ascii
        let (layout, panelWidth) = placement(width: width, height: height)
        let board = Self.boardArea(width: width, height: height, panelWidth: panelWidth)
        let table = tableGrid(layout: layout)
        if room.isPlaying, table == nil {
            var grid = Grid(width: width, height: height)
            let cards = BoardLayout.minimumSizes(cardCount: room.game.table.count)
            let needed = TooSmallScreen.nearestScreens(cards: cards, chrome: (Self.panelWidth, Self.chromeRows), width: width, height: height)
            TooSmallScreen(needed: needed, leave: "Q: lobby").draw(on: &grid, ascii: ascii)
            return grid
        }
        var grid: Grid
        if let table {
            grid = drawTable(table, board: board, width: width, height: height)
        } else {
            grid = Grid(width: width, height: height)
            drawBetweenGames(on: &grid)
            Self.blankChrome(of: &grid, board: board)
        }
        let noteShown = drawTitle(on: &grid)
        let panel = shared?.panel(of: room, width: width, height: height, panelWidth: panelWidth)
            ?? RoomPanel(
                seats: room.seats, watching: room.spectators.count, chat: room.chat, width: width, height: height, panelWidth: panelWidth)
        panel.draw(for: viewer, on: &grid)
        if let chatDraft {
            grid.put("say: " + chatDraft + "_   Enter: send · Esc: cancel", x: 0, y: height - 1, style: CellStyle(bold: true))
        } else if !noteShown, let note, let text = note.text(fitting: width - 1) {
            var style = note.tone.style(painter.colorMode)
            style.bold = true
            grid.put(text.forTerminal(ascii: ascii), x: 0, y: height - 1, style: style)
        } else {
            CommandBar.draw(commands ?? roomCommands, ascii: ascii, cache: painter.cache, on: &grid)
        }
        if showsHelp { RoomHelp.overlay(keyboard: keyboard, variantRules: room.variant.rules).draw(on: &grid, ascii: ascii) }
        return grid
    }

    /// Blanks all but `board`: cards flying beyond it pass under the title, the panel and
    /// the help line.
    static func blankChrome(of grid: inout Grid, board: Rect) {
        let (width, height) = (grid.width, grid.height)
        grid.fill(Rect(x: 0, y: 0, width: width, height: board.y), with: .blank)
        grid.fill(Rect(x: board.maxX, y: 0, width: width - board.maxX, height: height), with: .blank)
        grid.fill(Rect(x: 0, y: board.maxY, width: width, height: height - board.maxY), with: .blank)
    }

    /// `SET online · room BCDF · standard · deck 69 │ You took a set.`: the note after a
    /// bar, in its tone, short when the full one does not fit; true when the note is there.
    /// A note too long for the title line takes the help line's place instead.
    private func drawTitle(on grid: inout Grid) -> Bool {
        let place =
            switch (replay, access) {
            case (true, _): "replay of game \(code)"
            case (false, .listed): "room \(code)"
            // A private room of practice only plays the day's finished race again (``HostedRoom/practisedDay``).
            case (false, .unlisted): room.isPracticeOnly ? "practice of today's race, room \(code)" : "private room \(code)"
            case (false, .daily): "today's race, room \(code)"
            }
        let state =
            room.isPlaying ? "deck \(room.game.deck.count)" : room.phase != .waiting ? "starting" : room.isOver ? "game over" : "waiting"
        let title = ("SET online · \(place) · \(room.variant) · \(state)" + (watching && !replay ? " · watching" : ""))
            .forTerminal(ascii: painter.ascii)
        grid.put(title, x: 0, y: 0, style: CellStyle(bold: true))
        let bar = (painter.ascii ? " | " : " │ ")
        guard let note, let text = note.text(fitting: grid.width - title.count - bar.count) else { return false }
        grid.put(bar, x: title.count, y: 0, style: CellStyle(dim: true))
        grid.put(text.forTerminal(ascii: painter.ascii), x: title.count + bar.count, y: 0, style: note.tone.style(painter.colorMode))
        return true
    }

    /// The keys that work now: between games, the host starts; a watcher chats.
    private var roomCommands: [CommandBar.Command] {
        if !room.isPlaying, !watching, room.phase == .waiting, room.host == viewer {
            return [("Enter", "start"), ("/", "chat"), ("?", "help"), ("Q", "lobby")]
        }
        if watching || !room.isPlaying { return [("/", "chat"), ("?", "help"), ("Q", "lobby")] }
        return [("Esc", "clear"), ("/", "chat"), ("?", "help"), ("Q", "lobby")] + CursorMove.commands(ascii: painter.ascii)
    }

    /// The board with the cards where the animator puts them, marked and labeled as on the
    /// local board (``CardMarks``, ``CardStroke``): the viewer's selection, the cursor, a
    /// celebration; all but the board blank. With ``shared``, the table as every viewer
    /// sees it (no cursor, nothing chosen) is drawn once for them all, and only the
    /// viewer's own cards are drawn again over it: each on the blank it was drawn on when no
    /// other card overlaps it and it lies wholly on the board, that is the same as drawing it
    /// in its turn; else the rows it covers are drawn again whole, with every card in them in
    /// its turn (a card draws within its rectangle, so no other card touches those rows).
    private func drawTable(_ table: TableGrid, board: Rect, width: Int, height: Int) -> Grid {
        let mine = strokes(table, own: true)
        let draw = { (strokes: [CardStroke<SetCard>]) -> Grid in
            var grid = Grid(width: width, height: height)
            for stroke in strokes { stroke.draw(with: painter, on: &grid) }
            Self.blankChrome(of: &grid, board: board)
            return grid
        }
        guard let shared else { return draw(mine) }
        let common = strokes(table, own: false)
        let own = mine.indices.filter { mine[$0] != common[$0] }
        let (apart, overlapped) = own.reduce(into: ([Int](), [Int]())) { split, index in
            let rect = mine[index].rect
            let isApart = rect.intersection(board) == rect && !mine.indices.contains { $0 != index && mine[$0].rect.intersects(rect) }
            if isApart { split.0.append(index) } else { split.1.append(index) }
        }
        var grid = shared.table(width: width, height: height, painter: painter, strokes: common) { draw(common) }
        for index in apart {
            grid.fill(mine[index].rect, with: .blank)
            mine[index].draw(with: painter, on: &grid)
        }
        var redrawn = [Bool](repeating: false, count: height)
        for index in overlapped {
            let rect = mine[index].rect.intersection(board)
            for row in rect.y..<max(rect.y, rect.maxY) { redrawn[row] = true }
        }
        let rows = redrawn.indices.filter { redrawn[$0] }
        guard !rows.isEmpty else { return grid }
        shared.rowsRedrawn += rows.count
        let band = draw(mine.filter { stroke in rows.contains { stroke.rect.y <= $0 && $0 < stroke.rect.maxY } })
        for row in rows { grid.copyRow(row, from: band) }
        return grid
    }

    /// The cards in the order drawn, where the animator puts them: as the viewer sees them
    /// (`own`), or as everyone does, with no cursor and nothing chosen.
    private func strokes(_ table: TableGrid, own: Bool) -> [CardStroke<SetCard>] {
        let watching = watching
        let selection = own ? room.selection(of: viewer) : []
        let cursor = own ? cursor : nil
        let cards = room.game.table
        let sprites =
            self.sprites
            ?? cards.indices.filter { $0 < table.layout.frames.count }.map { slot in
                Sprite(card: cards[slot].id, rect: table.layout.frames[slot], faceUp: true, isMoving: false, isDeparting: false)
            }
        var strokes: [CardStroke<SetCard>] = []
        strokes.reserveCapacity(sprites.count)
        for sprite in sprites {
            // A card leaving the table is drawn from the discard pile, where the take put it.
            let slot = sprite.isDeparting ? nil : cards.firstIndex { $0.id == sprite.card }
            guard let card = slot.map({ cards[$0] }) ?? room.game.discard.last(where: { $0.id == sprite.card }) else { continue }
            if sprite.faceUp {
                let isCursor = !watching && slot != nil && slot == cursor
                let label = watching ? nil : slot.flatMap { table.label(ofSlot: $0, on: keyboard) }.flatMap { $0.isEmpty ? nil : $0 }
                let highlight = CardMarks.highlight(
                    onTable: slot != nil, flashing: flashing.contains(card.id), chosen: selection.contains(card.id) ? .selected : nil,
                    hinted: false, underCursor: isCursor, chained: room.game.chain.contains(card.id))
                strokes.append(CardStroke(face: card.content, label: label, highlight: highlight, cursor: isCursor, rect: sprite.rect))
            } else {
                strokes.append(CardStroke(face: nil, label: nil, highlight: .normal, cursor: false, rect: sprite.rect))
            }
        }
        return strokes
    }
}
