import SetCore
import SetRender

/// Draws the deck and discard piles (A4) with a ``CardPainter``: a card with a caption such
/// as `Deck 66` on its top border, shortened (`Disc 12`) or just the count when the card is
/// too narrow. An empty pile shows only its corners, unlike any card on the table.
public enum PileView {
    /// Draws the deck pile in `frame`: a card back captioned with `count`.
    public static func drawDeck(count: Int, in frame: Rect, painter: CardPainter, on grid: inout Grid) {
        let label = caption("Deck", count: count, width: frame.width)
        if count > 0 {
            painter.drawBack(label: label, in: frame, on: &grid)
        } else {
            drawOutline(label: label, in: frame, painter: painter, on: &grid)
        }
    }

    /// Draws the discard pile in `frame`: `top` face up captioned with `count`, or an
    /// outline when nothing has been discarded.
    public static func drawDiscard<Content: CardContent>(
        top: Content?, count: Int, in frame: Rect, painter: CardPainter, on grid: inout Grid
    ) {
        drawFaceUp(top, caption: caption("Discard", count: count, width: frame.width), highlight: .normal, in: frame, painter: painter, on: &grid)
    }

    /// Draws the computer's pile in `frame` (O1): the last card it took face up, captioned
    /// with its `count` of sets, `Computer 2` (`Comp 2`), in the computer's mark; an outline before it has any.
    public static func drawComputer<Content: CardContent>(
        top: Content?, count: Int, in frame: Rect, painter: CardPainter, on grid: inout Grid
    ) {
        drawFaceUp(top, caption: caption("Computer", count: count, width: frame.width), highlight: .computer, in: frame, painter: painter, on: &grid)
    }

    /// Draws a face-up pile in `frame`: `top` captioned with `label` in `highlight`, or an
    /// outline while the pile is empty.
    private static func drawFaceUp<Content: CardContent>(
        _ top: Content?, caption label: String, highlight: CardHighlight, in frame: Rect, painter: CardPainter, on grid: inout Grid
    ) {
        if let top {
            top.drawFace(with: painter, label: label, highlight: highlight, cursor: false, in: frame, on: &grid)
        } else {
            drawOutline(label: label, in: frame, painter: painter, on: &grid)
        }
    }

    /// The piles in one line, when their cards do not fit: `╱╲╱ Deck 60` (a bit of a card
    /// back) from `left` and `Discard 9` ending at `right`, on `row`.
    public static func drawCounters(
        deck: Int, discard: Int, from left: Int, to right: Int, row: Int, painter: CardPainter, on grid: inout Grid
    ) {
        grid.put(painter.ascii ? "/\\/" : "╱╲╱", x: left, y: row, style: CardPainter.backStyle(painter.colorMode))
        grid.put(" Deck \(deck)", x: left + 3, y: row, style: CellStyle(bold: true))
        let text = "Discard \(discard)"
        grid.put(text, x: right - text.count, y: row, style: CellStyle(bold: discard > 0, dim: discard == 0))
    }

    /// Draws the edges of `edges` cards under a gathered pile whose top card is in `frame`,
    /// each one column and one row further down and right (G2): the pile's right and
    /// bottom sides show a card edge per card below the top, up to `edges`.
    static func drawGatheredEdges(_ edges: Int, under frame: Rect, painter: CardPainter, on grid: inout Grid) {
        guard edges > 0 else { return }
        for depth in stride(from: edges, through: 1, by: -1) {
            painter.drawBack(in: Rect(x: frame.x + depth, y: frame.y + depth, width: frame.width, height: frame.height), on: &grid)
        }
    }

    /// Writes how many cards the gathered pile holds on its top card's top border: `24 cards`,
    /// or just `24` on a narrow card.
    static func drawGatheredCount(_ count: Int, on frame: Rect, on grid: inout Grid) {
        let text = [" \(count) cards ", " \(count) "].first { $0.count <= frame.width - 2 }
        guard let text, frame.height > 1 else { return }
        grid.put(text, x: frame.x + 1, y: frame.y, style: CellStyle(bold: true))
    }

    /// `name` and `count` if they fit on the top border of a card `width` wide, else the
    /// name cut to four letters and the count, else the count.
    static func caption(_ name: String, count: Int, width: Int) -> String {
        let (room, number) = (width - 2, count.decimalText)
        if name.count + 1 + number.count <= room { return name + " " + number }
        let short = name.prefix(4)
        return short.count + 1 + number.count <= room ? short + " " + number : number
    }

    /// An empty place: corners around blank cells.
    private static func drawOutline(label: String, in frame: Rect, painter: CardPainter, on grid: inout Grid) {
        painter.drawBack(label: label, highlight: .empty, in: frame, on: &grid)
        grid.fill(frame.inset(by: 1), with: .blank)
    }
}
