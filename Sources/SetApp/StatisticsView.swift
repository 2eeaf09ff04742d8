import Foundation
import SetCore
import SetRender
import SetStore

/// The Statistics tab (B6): totals over all games, the time each set took in the last
/// game as bars, and the score history as a sparkline.
struct StatisticsView {
    let model: AppModel

    func draw(on grid: inout Grid) {
        AppView.drawCommands([("m", "mode"), ("Tab", "next tab"), ("F1", "board"), ("?", "help"), ("Q", "quit")], ascii: model.settings.ascii, on: &grid)
        ModeSelector(modes: model.scoreModes, selected: model.scoresMode).draw(on: &grid, y: grid.height - 2)
        let statistics = Statistics(records: model.shownScores)
        guard statistics.gamesPlayed > 0 else {
            grid.put("No finished \(model.scoresMode.shortName) games yet: statistics appear after the first one.", x: 1, y: 3)
            return
        }
        func seconds(_ value: Double?) -> String { value.map { StatisticsView.tenths($0) + " s" } ?? "–" }
        let average = statistics.averageScore.map { StatisticsView.tenths($0, places: 0) } ?? "–"
        let lines = [
            "Games played       \(statistics.gamesPlayed)",
            "Best score         \(statistics.bestScore.map(String.init) ?? "–")",
            "Average score      \(average)",
            "Average per set    \(seconds(statistics.averageSecondsPerSet))",
            "Fastest set        \(seconds(statistics.fastestSet))",
        ]
        var y = 2
        for line in lines {
            grid.put(line.forTerminal(ascii: model.settings.ascii), x: 2, y: y)
            y += 1
        }
        let width = max(10, grid.width - 6)
        y += 1
        grid.put("Score history (oldest → newest)".forTerminal(ascii: model.settings.ascii), x: 2, y: y, style: CellStyle(bold: true))
        grid.put(Sparkline.render(statistics.scoreHistory, width: width, ascii: model.settings.ascii), x: 4, y: y + 1, style: CellStyle(foreground: .cyan))
        y += 3
        guard !statistics.latestSetTimes.isEmpty, y < grid.height - 2 else { return }
        grid.put("Seconds per set, last game", x: 2, y: y, style: CellStyle(bold: true))
        let labels = statistics.latestSetTimes.indices.map { "#\($0 + 1)" }
        let bars = BarChart.rows(values: statistics.latestSetTimes, labels: labels, width: width, ascii: model.settings.ascii)
        for (offset, bar) in bars.prefix(max(0, grid.height - 2 - (y + 1))).enumerated() {
            grid.put(bar, x: 4, y: y + 1 + offset, style: CellStyle(foreground: .green))
        }
    }

    /// `value` to tenths (or whole numbers with `places` 0), cut toward zero; any value,
    /// however large or not a number, gives text rather than a trap.
    static func tenths(_ value: Double, places: Int = 1) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return value.isNaN ? "–" : (value < 0 ? "-" : "") + "∞" }
        let scale = places == 0 ? 1.0 : 10
        let scaled = (value * scale).rounded(places == 0 ? .toNearestOrAwayFromZero : .towardZero)
        return places == 0 ? String(Int(scaled)) : String(Double(Int(scaled)) / scale)
    }
}
