import SetRender

/// A framed box of text centered over the board: the help screen, the game-over note.
public struct Overlay: Sendable {
    /// The title, in the top border.
    public let title: String
    /// The text, a line each; lines too long for the screen wrap.
    public let lines: [String]

    public init(title: String, lines: [String]) {
        self.title = title
        self.lines = lines
    }

    /// Draws the box over what is there, as wide as its longest line allows on the grid.
    /// Lines too long for the screen wrap between words (continuations indented like the
    /// text after the line's first wide gap, so key tables keep their columns); when the
    /// lines do not fit in height, `scroll` lines are skipped and the bottom border says how
    /// many more there are.
    public func draw(on grid: inout Grid, ascii: Bool, scroll: Int = 0) {
        let layout = self.layout(width: grid.width, height: grid.height, ascii: ascii)
        let box = layout.box
        guard !box.isEmpty else { return }
        grid.fill(box, with: .blank)
        grid.drawBorder(of: box, with: CardHighlight.normal.border(ascii: ascii))
        grid.put(" \(title) ", x: box.x + 2, y: box.y, style: CellStyle(bold: true))
        let first = min(max(0, scroll), layout.maxScroll)
        for (offset, line) in layout.lines.dropFirst(first).prefix(layout.rows).enumerated() {
            grid.put(line, x: box.x + 2, y: box.y + 1 + offset)
        }
        let below = layout.lines.count - first - layout.rows
        let marks = [first > 0 ? "↑ \(first)" : nil, below > 0 ? "↓ \(below) more" : nil].compactMap { $0 }
        guard !marks.isEmpty else { return }
        let hint = " \(marks.joined(separator: " ")) · ↑↓ scroll ".forTerminal(ascii: ascii)
        let short = " \(marks.joined(separator: " ")) ".forTerminal(ascii: ascii)
        let text = hint.count <= box.width - 4 ? hint : short
        grid.put(text, x: box.x + max(1, box.width - 2 - text.count), y: box.maxY - 1, style: CellStyle(bold: true))
    }

    /// The widest a box's text gets; longer lines (paragraphs) wrap, however wide the screen.
    public static let maximumTextWidth = 62

    /// How many lines the box can scroll on a `width` × `height` screen (0: all fit).
    public func maxScroll(width: Int, height: Int, ascii: Bool) -> Int {
        layout(width: width, height: height, ascii: ascii).maxScroll
    }

    /// The box, its lines wrapped to fit, and how many show at once.
    private func layout(width: Int, height: Int, ascii: Bool) -> (box: Rect, lines: [String], rows: Int, maxScroll: Int) {
        let text = lines.map { $0.forTerminal(ascii: ascii) }
        let inner = max(1, min(width - 4, Overlay.maximumTextWidth, max(title.count, text.map(\.count).max() ?? 0)))
        let wrapped = text.flatMap { TextWrap.hanging($0, width: inner) }
        let rows = max(0, min(height - 2, wrapped.count))
        let box = Rect(x: max(0, (width - inner - 4) / 2), y: max(0, (height - rows - 2) / 2), width: min(width, inner + 4), height: min(height, rows + 2))
        return (box, wrapped, rows, max(0, wrapped.count - rows))
    }
}
