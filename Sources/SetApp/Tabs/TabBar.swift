import SetRender

/// The tab bar on the top row: ` F1 Board │ F2 Scores │ F3 Statistics │ F4 About `, the
/// shown tab in reverse video. Narrower screens get, in turn, the first of these that fits:
/// `F1 Board │ F2 Scores │ F3 Stats │ F4 About`, the same with tight separators, and the
/// shown tab's title beside the other tabs' keys (`F1 Board│F2│F3│F4`), then the keys alone,
/// the shown tab's in reverse video (`F1│F2│F3│F4`). Every level names
/// the function key that shows the tab (a bare digit does nothing, and claims in a duel).
/// Titles are click targets.
///
/// Folded, on a screen so short that the cards need the bar's row
/// (``BoardGeometry/foldsTabBar``), the bar stands at the right end of the status line's row,
/// in at most a third of it, so the status line keeps its words: at 60 columns
/// `F1│F2│F3│F4│F5`, at 63 `F1 Board│F2│F3│F4│F5`.
struct TabBar {
    let selected: Tab
    let ascii: Bool
    /// Whether the bar shares the status line's row, at its right end.
    var folded = false

    /// How much the titles are shortened.
    private enum Level: CaseIterable {
        case full, compact, tight, numbers, keys
    }

    /// Where each tab's title is on the top row of a screen `width` wide, with `selected`
    /// shown, the bar on its own row or `folded` at the row's right end.
    static func titleFrames(width: Int, selected: Tab, folded: Bool = false) -> [(tab: Tab, frame: Rect)] {
        let level = folded ? foldedLevel(width: width) : level(width: width, selected: selected)
        var x = folded ? width - 1 - totalWidth(level, selected: selected) : 0
        return Tab.allCases.map { tab in
            let frame = Rect(x: x, y: 0, width: label(tab, level: level, selected: selected).count, height: 1)
            x += frame.width + separatorWidth(level)
            return (tab, frame)
        }
    }

    /// Columns the bar takes at `level`.
    private static func totalWidth(_ level: Level, selected: Tab) -> Int {
        Tab.allCases.reduce(0) { $0 + label($1, level: level, selected: selected).count + separatorWidth(level) } - separatorWidth(level)
    }

    /// Columns between titles: ` │ ` (3), or a bare `│` when tight.
    private static func separatorWidth(_ level: Level) -> Int {
        level == .full || level == .compact ? 3 : 1
    }

    /// Columns a folded bar takes on a screen `width` wide, whichever tab is shown: the
    /// status line leaves them free, and a blank column before them (``StatusLine/reserved``).
    static func foldedWidth(width: Int) -> Int {
        let level = foldedLevel(width: width)
        return Tab.allCases.map { totalWidth(level, selected: $0) }.max() ?? 0
    }

    /// The level a folded bar is drawn at on a screen `width` wide: the fullest that takes at
    /// most a third of the row whichever tab is shown.
    private static func foldedLevel(width: Int) -> Level {
        Level.allCases.first { level in Tab.allCases.allSatisfy { totalWidth(level, selected: $0) <= width / 3 } } ?? .keys
    }

    /// Draws the bar on the top row (copied from the one `cache` keeps when it is the same).
    func draw(on grid: inout Grid, cache: RenderCache) {
        let values = ["tab bar", selected.rawValue.decimalText, ascii ? "ascii" : "unicode", folded ? "folded" : "own row"]
        grid.drawRemembered(row: 0, for: values, in: cache) { grid in
            drawAfresh(on: &grid)
        }
    }

    private func drawAfresh(on grid: inout Grid) {
        let separator = ascii ? "|" : "│"
        let level = folded ? TabBar.foldedLevel(width: grid.width) : TabBar.level(width: grid.width, selected: selected)
        for (tab, frame) in TabBar.titleFrames(width: grid.width, selected: selected, folded: folded) {
            let style = tab == selected ? CellStyle(bold: true, reverse: true) : CellStyle(dim: true)
            grid.put(TabBar.label(tab, level: level, selected: selected), x: frame.x, y: 0, style: style)
            let gap = frame.maxX + TabBar.separatorWidth(level) / 2
            if tab != Tab.allCases.last { grid.put(separator, x: gap, y: 0, style: CellStyle(dim: true)) }
        }
    }

    /// The level the bar is drawn at on a screen `width` wide.
    private static func level(width: Int, selected: Tab) -> Level {
        Level.allCases.first { totalWidth($0, selected: selected) <= width } ?? .keys
    }

    private static func label(_ tab: Tab, level: Level, selected: Tab) -> String {
        let short = tab == .statistics ? "Stats" : tab.title
        switch level {
        case .full: return " F\(tab.functionKey.decimalText) \(tab.title) "
        case .compact, .tight: return "F\(tab.functionKey.decimalText) \(short)"
        case .numbers: return tab == selected ? "F\(tab.functionKey.decimalText) \(short)" : "F" + tab.functionKey.decimalText
        case .keys: return "F" + tab.functionKey.decimalText
        }
    }
}
