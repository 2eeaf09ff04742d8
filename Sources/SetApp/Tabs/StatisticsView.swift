import FoundationEssentials
import SetCore
import SetRender
import SetStore
import SetTable

/// The Statistics tab (B6): totals over all games, then three column charts with labelled
/// axes — the score of each recent game, the average seconds per set of each recent game,
/// and the seconds each set of the last game took. Taller than the screen, it scrolls.
struct StatisticsView {
    /// The figures of the mode shown.
    let statistics: Statistics
    /// The mode shown, and the modes the selector offers.
    let mode: GameMode
    let modes: [GameMode]
    /// The first line asked for (held so that the last line stays at the bottom).
    let scroll: Int
    let ascii: Bool

    /// One line of the tab: its text and style.
    typealias Line = (text: String, style: CellStyle)

    /// Draws the tab, its commands' row kept in `cache`.
    func draw(on grid: inout Grid, cache: RenderCache) {
        CommandBar.draw([("↑↓", "scroll"), ("m", "mode"), ("Tab", "next tab"), ("F1", "board"), ("?", "help"), ("Q", "quit")], ascii: ascii, cache: cache, on: &grid)
        ModeSelector(modes: modes, selected: mode).draw(on: &grid, y: grid.height - 2)
        let lines = content(width: grid.width, height: grid.height)
        let rows = StatisticsView.visibleRows(screenHeight: grid.height)
        let first = min(scroll, max(0, lines.count - rows))
        for (offset, line) in lines.dropFirst(first).prefix(rows).enumerated() {
            grid.put(line.text.forTerminal(ascii: ascii), x: 2, y: 2 + offset, style: line.style)
        }
        guard lines.count > rows else { return }
        let shown = "lines \(first + 1)–\(min(lines.count, first + rows)) of \(lines.count) ↑↓".forTerminal(ascii: ascii)
        grid.put(shown, x: max(0, grid.width - shown.count - 1), y: grid.height - 2, style: CellStyle(dim: true))
    }

    /// Rows of content a screen `screenHeight` tall shows (tab bar, a blank row, the
    /// scroll line and the help bar take the rest).
    static func visibleRows(screenHeight: Int) -> Int {
        max(1, screenHeight - 4)
    }

    /// Every line of the tab on a `width` × `height` screen, before scrolling.
    func content(width: Int, height: Int) -> [Line] {
        let textWidth = max(10, width - 4)
        func text(_ string: String, _ style: CellStyle = CellStyle()) -> [Line] {
            TextWrap.words(string, width: textWidth).map { ($0, style) }
        }
        guard statistics.gamesPlayed > 0 else {
            return text("No finished \(mode.shortName) games yet: statistics appear after the first one.")
        }
        func seconds(_ value: Double?) -> String { value.map(Overlay.seconds) ?? "–" }
        let average = statistics.averageScore.map { String(Int($0.rounded())) } ?? "–"
        var lines: [Line] = [
            "Games played       \(statistics.gamesPlayed)",
            "Best score         \(statistics.bestScore.map(String.init) ?? "–")",
            "Average score      \(average)",
            "Average per set    \(seconds(statistics.averageSecondsPerSet))",
            "Fastest set        \(seconds(statistics.fastestSet))",
        ].map { ($0, CellStyle()) }
        let chartHeight = height >= 40 ? 6 : 4
        let bold = CellStyle(bold: true)
        let firstGame = statistics.gamesPlayed - statistics.scoreHistory.count + 1
        let gameLabels = statistics.scoreHistory.indices.map { "#\(firstGame + $0)" }

        let scores = chart(statistics.scoreHistory, labels: gameLabels, width: textWidth, height: chartHeight) { String(Int($0.rounded())) }
        let shownScores = statistics.scoreHistory.suffix(scores.shown)
        lines += [("", CellStyle())]
        lines += text("Score, last \(games(scores.shown)): low \(Int(shownScores.min()!)), high \(Int(shownScores.max()!))", bold)
        lines += scores.lines.map { ($0, CellStyle(foreground: .cyan)) }

        let paces = chart(statistics.secondsPerSetHistory, labels: gameLabels, width: textWidth, height: chartHeight, format: Overlay.seconds)
        let shownPaces = statistics.secondsPerSetHistory.suffix(paces.shown).filter { $0 > 0 }
        if let fastest = shownPaces.min(), let slowest = shownPaces.max() {
            lines += [("", CellStyle())]
            lines += text("Seconds per set, last \(games(paces.shown)): best \(Overlay.seconds(fastest)), worst \(Overlay.seconds(slowest))", bold)
            lines += paces.lines.map { ($0, CellStyle(foreground: .yellow)) }
        }

        let times = statistics.latestSetTimes
        if let fastest = times.min(), let slowest = times.max() {
            let sets = chart(times, labels: times.indices.map { "#\($0 + 1)" }, width: textWidth, height: chartHeight, format: Overlay.seconds)
            let which = sets.shown < times.count ? "last \(sets.shown) of \(times.count) sets" : RivalStatus.sets(times.count)
            lines += [("", CellStyle())]
            lines += text("Each set of the last game (\(which)): fastest \(Overlay.seconds(fastest)), slowest \(Overlay.seconds(slowest))", bold)
            lines += sets.lines.map { ($0, CellStyle(foreground: .green)) }
        }
        return lines
    }

    /// A column chart in this tab's colors and glyphs.
    private func chart(
        _ values: [Double], labels: [String], width: Int, height: Int, format: (Double) -> String
    ) -> (lines: [String], shown: Int) {
        ColumnChart.render(values: values, labels: labels, width: width, height: height, ascii: ascii, format: format)
    }

    /// `1 game`, `12 games`.
    private func games(_ count: Int) -> String {
        count == 1 ? "game" : "\(count) games"
    }
}
