import SetRender

/// The whole screen when the cards do not fit: it says so, with the terminal's size and the
/// sizes that would do, and how to leave. The local board and every room draw it.
public struct TooSmallScreen: Sendable {
    /// The sizes that would show the cards, nearest first.
    public var needed: [(width: Int, height: Int)]
    /// The key that leaves, and what it does (`Q quits`).
    public var leave: String

    public init(needed: [(width: Int, height: Int)], leave: String = "Q quits") {
        self.needed = needed
        self.leave = leave
    }

    /// Screens that show cards needing one of the areas `cards` (``BoardLayout/minimumSizes(cardCount:shape:)``)
    /// with `chrome` columns and rows around them, that grow a `width` × `height` screen
    /// least, the best first (at most `count`): each is at least as large as the screen in
    /// both directions.
    public static func nearestScreens(
        cards: [(width: Int, height: Int)], chrome: (width: Int, height: Int), width: Int, height: Int, count: Int = 2
    ) -> [(width: Int, height: Int)] {
        let grown = cards.map { cards in
            (width: max(width, cards.width + chrome.width), height: max(height, cards.height + chrome.height))
        }
        // A row of cells is about two columns tall: growing by a row costs as much as by two columns.
        func cost(_ size: (width: Int, height: Int)) -> Int { (size.width - width) + 2 * (size.height - height) }
        var best: [(width: Int, height: Int)] = []
        for size in grown.sorted(by: { (cost($0), $0.width) < (cost($1), $1.width) })
        where !best.contains(where: { $0.width <= size.width && $0.height <= size.height }) {
            best.append(size)
        }
        return Array(best.prefix(count))
    }

    /// The three lines, wrapped to the grid and centered on it, the first bold.
    public func draw(on grid: inout Grid, ascii: Bool) {
        let lines = [
            "Terminal too small (\(grid.width)×\(grid.height))",
            "The game needs \(needed.map { "\($0.width)×\($0.height)" }.joined(separator: " or ")).",
            "Enlarge it to play — \(leave)",
        ].flatMap { TextWrap.words($0, width: grid.width) }
        let top = max(0, (grid.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            let text = line.forTerminal(ascii: ascii)
            grid.put(text, x: max(0, (grid.width - text.count) / 2), y: top + offset, style: CellStyle(bold: offset == 0))
        }
    }
}
