import SetRender

/// The tab bar on the top row: ` F1 Board │ F2 Scores │ F3 Statistics │ F4 About `, the
/// shown tab in reverse video; on a narrow screen ` 1 Board │ 2 Scores │ 3 Stats │ 4 About `.
/// Titles are click targets.
struct TabBar {
    let selected: Tab
    let ascii: Bool

    /// Where each tab's title is on the top row of a screen `width` wide.
    static func titleFrames(width: Int) -> [(tab: Tab, frame: Rect)] {
        let compact = isCompact(width: width)
        var x = 0
        return Tab.allCases.map { tab in
            let frame = Rect(x: x, y: 0, width: label(tab, compact: compact).count, height: 1)
            x += frame.width + 3
            return (tab, frame)
        }
    }

    /// Whether the full titles do not fit in `width` columns.
    private static func isCompact(width: Int) -> Bool {
        Tab.allCases.reduce(0) { $0 + label($1, compact: false).count + 3 } - 3 > width
    }

    func draw(on grid: inout Grid) {
        let separator = ascii ? "|" : "│"
        let compact = TabBar.isCompact(width: grid.width)
        for (tab, frame) in TabBar.titleFrames(width: grid.width) {
            let style = tab == selected ? CellStyle(bold: true, reverse: true) : CellStyle(dim: true)
            grid.put(TabBar.label(tab, compact: compact), x: frame.x, y: 0, style: style)
            if tab != Tab.allCases.last { grid.put(separator, x: frame.maxX + 1, y: 0, style: CellStyle(dim: true)) }
        }
    }

    private static func label(_ tab: Tab, compact: Bool) -> String {
        compact ? "\(tab.functionKey) \(tab == .statistics ? "Stats" : tab.title)" : " F\(tab.functionKey) \(tab.title) "
    }
}
