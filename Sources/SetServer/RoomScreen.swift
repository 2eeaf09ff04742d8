import SetAnimation
import SetApp
import SetCore
import SetOnline
import SetRender

/// Draws one player's view of a room (N4): the title line, the shared table with the
/// viewer's own selection and cursor in the local game's card art and key labels, the side
/// panel of players and the room's chat (N8), and the note line (or the chat line being
/// typed). A pure function of what it is given.
public struct RoomScreen {
    /// The room as the server holds it.
    public var room: Room
    /// The room's code, shown so others can join.
    public var code: String
    /// How the room is found (said in the title for a private room and the day's race).
    public var access: RoomAccess = .listed
    /// Who is looking.
    public var viewer: PlayerKey
    /// The table slot under the keyboard cursor.
    public var cursor: Int
    /// The latest note for this viewer (a take, a miss, a cleared selection), if any.
    public var note: String?
    /// How cards are painted.
    public var painter: CardPainter
    /// Rating changes of the finished game, once recorded.
    public var ratings: [PlayerKey: RatingChange] = [:]
    /// The chat line the viewer is typing, if they are.
    public var chatDraft: String?
    /// Where the animator draws each card now (arriving, gliding, leaving); nil: every
    /// table card at rest in its slot.
    public var sprites: [Sprite]?
    /// The cards a celebration lights up now.
    public var flashing: Set<CardID> = []

    /// Columns the side panel takes on the right.
    public static let panelWidth = 24
    /// The key labels follow the local game's QWERTY columns.
    public static let keyboard = KeyboardLayout.qwerty

    public init(room: Room, code: String, viewer: PlayerKey, cursor: Int, note: String?, painter: CardPainter) {
        self.room = room
        self.code = code
        self.viewer = viewer
        self.cursor = cursor
        self.note = note
        self.painter = painter
    }

    /// Where the cards go on a terminal of `width` × `height`.
    public static func boardArea(width: Int, height: Int) -> Rect {
        Rect(x: 0, y: 1, width: max(width - panelWidth, 0), height: max(height - 2, 0))
    }

    /// The table's layout on a terminal of `width` × `height`; nil when it is too small.
    public func layout(width: Int, height: Int) -> BoardLayout? {
        BoardLayout(cardCount: room.game.table.count, in: Self.boardArea(width: width, height: height))
    }

    /// The slot whose key is `key`, on a terminal of `width` × `height`.
    public func slot(forKey key: Character, width: Int, height: Int) -> Int? {
        guard let layout = layout(width: width, height: height) else { return nil }
        return Self.keyboard.slot(for: key, rows: layout.rows, columns: layout.columns)
            .flatMap { $0 < room.game.table.count ? $0 : nil }
    }

    /// The whole screen at `width` × `height`.
    public func draw(width: Int, height: Int) -> Grid {
        var grid = Grid(width: width, height: height)
        let watching = room.seat(of: viewer) == nil
        if let results = room.results {
            drawResults(results, on: &grid)
        } else if let layout = layout(width: width, height: height) {
            drawTable(layout, watching: watching, on: &grid)
        } else {
            grid.put("Make the window larger to see the cards.", x: 1, y: 2)
        }
        // Cards flying beyond the board pass under the title, the panel and the note line.
        let board = Self.boardArea(width: width, height: height)
        grid.fill(Rect(x: 0, y: 0, width: width, height: board.y), with: .blank)
        grid.fill(Rect(x: board.maxX, y: 0, width: width - board.maxX, height: height), with: .blank)
        grid.fill(Rect(x: 0, y: board.maxY, width: width, height: height - board.maxY), with: .blank)
        let place =
            switch access {
            case .listed: "room \(code)"
            case .unlisted: "private room \(code)"
            case .daily: "today's race, room \(code)"
            }
        let title = "SET online · \(place) · \(room.mode) · deck \(room.game.deck.count)" + (watching ? " · watching" : "")
        grid.put(title, x: 0, y: 0, style: CellStyle(bold: true))
        drawPanel(on: &grid)
        if let chatDraft {
            grid.put("say: " + chatDraft + "_   Enter: send · Esc: cancel", x: 0, y: height - 1, style: CellStyle(bold: true))
            return grid
        }
        let help =
            room.isOver ? "n: play again · /: chat · Q: leave"
            : watching ? "/: chat · Q: leave" : "keys/arrows+space: choose · Esc: clear · /: chat · Q: leave"
        grid.put(note ?? help, x: 0, y: height - 1, style: note == nil ? CellStyle(dim: true) : CellStyle(bold: true))
        return grid
    }

    private func drawTable(_ layout: BoardLayout, watching: Bool, on grid: inout Grid) {
        let labels = watching ? [] : Self.keyboard.labels(rows: layout.rows, columns: layout.columns)
        let selection = room.selection(of: viewer)
        let table = room.game.table
        let sprites =
            self.sprites
            ?? table.indices.filter { $0 < layout.frames.count }.map { slot in
                Sprite(card: table[slot].id, rect: layout.frames[slot], faceUp: true, isMoving: false, isDeparting: false)
            }
        for sprite in sprites {
            // A card leaving the table is drawn from the discard pile, where the take put it.
            let slot = sprite.isDeparting ? nil : table.firstIndex { $0.id == sprite.card }
            guard let card = slot.map({ table[$0] }) ?? room.game.discard.last(where: { $0.id == sprite.card }) else { continue }
            guard sprite.faceUp else {
                painter.drawBack(in: sprite.rect, on: &grid)
                continue
            }
            let isCursor = !watching && slot != nil && slot == cursor
            let highlight: CardHighlight =
                flashing.contains(card.id) ? .selected : slot == nil ? .matched : selection.contains(card.id) ? .selected
                : isCursor ? .cursor : .normal
            let label = slot.flatMap { $0 < labels.count && !labels[$0].isEmpty ? labels[$0] : nil }
            painter.drawFace(card.content, label: label, highlight: highlight, cursor: isCursor, in: sprite.rect, on: &grid)
        }
    }

    /// Players, best first as they stand, with sets, misses and whether they are connected.
    private func drawPanel(on grid: inout Grid) {
        let x = grid.width - Self.panelWidth + 1
        guard x > 0 else { return }
        grid.put("Players", x: x, y: 1, style: CellStyle(bold: true))
        var y = 2
        for seat in room.seats {
            let mark = seat.isConnected ? "●" : "○"
            let name = String(seat.name.prefix(12))
            let line = "\(mark) \(name)" + String(repeating: " ", count: max(13 - name.count, 1)) + "\(seat.sets)"
                + (seat.misses > 0 ? " −\(seat.misses)" : "")
            grid.put(line, x: x, y: y, style: seat.player == viewer ? CellStyle(bold: true) : .plain)
            y += 1
        }
        if !room.spectators.isEmpty {
            grid.put("\(room.spectators.count) watching", x: x, y: y + 1, style: CellStyle(dim: true))
            y += 2
        }
        drawChat(from: y + 1, x: x, on: &grid)
    }

    /// The newest chat lines that fit between `top` and the note line, each `name: text`
    /// wrapped to the panel, oldest at the top.
    private func drawChat(from top: Int, x: Int, on grid: inout Grid) {
        let bottom = grid.height - 2
        guard !room.chat.isEmpty, top < bottom else { return }
        grid.put("Chat", x: x, y: top, style: CellStyle(bold: true))
        var rows: [(String, CellStyle)] = []
        for line in room.chat.reversed() {
            let style = line.player == viewer ? CellStyle(bold: true) : .plain
            let wrapped = Self.wrap("\(line.name): \(line.text)", width: Self.panelWidth - 1).map { ($0, style) }
            guard rows.count + wrapped.count <= bottom - top else { break }
            rows = wrapped + rows
        }
        for (offset, row) in rows.enumerated() { grid.put(row.0, x: x, y: top + 1 + offset, style: row.1) }
    }

    /// `text` in lines of at most `width` characters, broken at spaces (a longer word is cut).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            var word = Substring(word)
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            while word.count > width {
                lines.append(String(word.prefix(width)))
                word = word.dropFirst(width)
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return line.isEmpty ? lines : lines + [line]
    }

    private func drawResults(_ results: [RoomResult], on grid: inout Grid) {
        grid.put("Game over", x: 2, y: 2, style: CellStyle(bold: true))
        for (row, result) in results.enumerated() {
            let line = "\(result.place). \(result.name)  \(result.sets) sets" + (result.misses > 0 ? ", \(result.misses) missed" : "")
                + (ratings[result.player].map { "  rating \($0.text)" } ?? "")
            grid.put(line, x: 2, y: 4 + row, style: result.player == viewer ? CellStyle(bold: true) : .plain)
        }
    }
}
