import SetOnline
import SetRender
import SetTable

/// The side panel of a room's screen (``RoomScreen``), laid out as the text it puts where:
/// the players, best first as they stand, with sets, misses and whether they are connected;
/// how many watch; the newest chat lines that fit, wrapped to the panel, oldest at the top.
/// Every viewer of a room sees the same panel but for their own lines, drawn bold, so it is
/// laid out once per change of the room (``RoomRenderCaches/panel(of:width:height:)``)
/// rather than once per viewer and frame: wrapping the chat was a tenth of the server's CPU.
struct RoomPanel {
    /// One piece of text: `text` from (`x`, `y`) in `style`, or bold for the viewer who is `owner`.
    struct Line {
        let text: String
        let x: Int
        let y: Int
        let style: CellStyle
        let owner: PlayerKey?
    }

    /// The text, in the order it is put.
    let lines: [Line]

    /// What the room's panel shows on a terminal of `width` × `height`, `panelWidth` columns
    /// at its right (a blank one first): the room's `seats`, `watching` spectators and `chat`.
    /// Sets stand in a column after the longest name; in a panel too narrow for that, at its
    /// right edge, and a player whose name and sets do not fit one row gets two, the sets
    /// below the name.
    init(seats: [Seat], watching: Int, chat: [ChatLine], width: Int, height: Int, panelWidth: Int = RoomScreen.panelWidth) {
        var lines: [Line] = []
        let x = width - panelWidth + 1
        guard x > 0 else {
            self.lines = []
            return
        }
        lines.append(Line(text: "Players", x: x, y: 1, style: CellStyle(bold: true), owner: nil))
        var y = 2
        for seat in seats {
            let mark = seat.isConnected ? "●" : "○"
            let name = String(seat.name.prefix(12))
            let score = "\(seat.sets)" + (seat.misses > 0 ? " −\(seat.misses)" : "")
            let line = "\(mark) \(name)" + String(repeating: " ", count: max(13 - name.count, 1)) + score
            let room = panelWidth - 1, named = "\(mark) \(name)"
            if line.count <= room {
                lines.append(Line(text: line, x: x, y: y, style: .plain, owner: seat.player))
            } else if named.count + 1 + score.count <= room {
                let padded = named + String(repeating: " ", count: room - named.count - score.count) + score
                lines.append(Line(text: padded, x: x, y: y, style: .plain, owner: seat.player))
            } else {
                lines.append(Line(text: "\(mark) \(name)", x: x, y: y, style: .plain, owner: seat.player))
                y += 1
                lines.append(Line(text: "  " + score, x: x, y: y, style: .plain, owner: seat.player))
            }
            y += 1
        }
        if watching > 0 {
            lines.append(Line(text: "\(watching) watching", x: x, y: y + 1, style: CellStyle(dim: true), owner: nil))
            y += 2
        }
        Self.layOutChat(chat, from: y + 1, x: x, width: panelWidth - 1, height: height, into: &lines)
        self.lines = lines
    }

    /// The newest chat lines that fit between `top` and the note line, each `name: text`
    /// wrapped to `width` columns, oldest at the top; the room's own lines dim.
    private static func layOutChat(_ chat: [ChatLine], from top: Int, x: Int, width: Int, height: Int, into lines: inout [Line]) {
        let bottom = height - 2
        guard !chat.isEmpty, top < bottom else { return }
        lines.append(Line(text: "Chat", x: x, y: top, style: CellStyle(bold: true), owner: nil))
        var rows: [(text: String, line: ChatLine)] = []
        for line in chat.reversed() {
            let text = line.isAnnouncement ? line.text : "\(line.name): \(line.text)"
            let wrapped = TextWrap.words(text, width: width).map { (text: $0, line: line) }
            guard rows.count + wrapped.count <= bottom - top else { break }
            rows = wrapped + rows
        }
        for (offset, row) in rows.enumerated() {
            let announcement = row.line.isAnnouncement
            lines.append(
                Line(
                    text: row.text, x: x, y: top + 1 + offset, style: announcement ? CellStyle(dim: true) : .plain,
                    owner: announcement ? nil : row.line.player))
        }
    }

    /// Puts the panel on `grid` as `viewer` sees it: their own lines bold.
    func draw(for viewer: PlayerKey, on grid: inout Grid) {
        for line in lines {
            grid.put(line.text, x: line.x, y: line.y, style: line.owner == viewer ? CellStyle(bold: true) : line.style)
        }
    }
}
