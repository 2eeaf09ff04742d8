import Foundation
import SetCore
import SetRender
import SetStore

/// The Scores tab (B3): every finished game, best first, with its rank; scrolls.
struct ScoresView {
    let model: AppModel

    static let header = " Rank  Score  Finished             Time   Sets  Mistakes  Hints  Mode      Seed"

    func draw(on grid: inout Grid) {
        let top = 2
        AppView.drawCommands([("↑↓", "scroll"), ("PgUp PgDn", "page"), ("m", "mode"), ("Tab", "next tab"), ("F1", "board"), ("Q", "quit")], ascii: model.settings.ascii, on: &grid)
        ModeSelector(modes: model.scoreModes, selected: model.scoresMode).draw(on: &grid, y: grid.height - 2)
        let scores = model.shownScores
        guard !scores.isEmpty else {
            grid.put("No finished \(model.scoresMode.shortName) games yet. Finish one and it is ranked here.", x: 1, y: top + 1)
            return
        }
        grid.put(ScoresView.header, x: 0, y: top, style: CellStyle(bold: true, underline: true))
        let rows = ScoresView.visibleRows(screenHeight: grid.height)
        let first = min(model.scoresScroll, max(0, scores.count - rows))
        for (offset, index) in (first..<min(scores.count, first + rows)).enumerated() {
            let isLastGame = index + 1 == model.lastRank && (model.lastFinishedMode ?? model.scoresMode) == model.scoresMode
            let style = isLastGame ? CellStyle(bold: true, reverse: true) : CellStyle()
            grid.put(ScoresView.row(rank: index + 1, scores[index]), x: 0, y: top + 1 + offset, style: style)
        }
        let shown = "\(first + 1)–\(min(scores.count, first + rows)) of \(scores.count)"
        grid.put(shown.forTerminal(ascii: model.settings.ascii), x: max(0, grid.width - shown.count - 1), y: grid.height - 2, style: CellStyle(dim: true))
    }

    /// How many score rows fit on a screen `screenHeight` tall (tab bar, header, count line
    /// and help bar take the rest).
    static func visibleRows(screenHeight: Int) -> Int {
        max(1, screenHeight - 5)
    }

    /// One row of the list.
    static func row(rank: Int, _ record: ScoreRecord) -> String {
        func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
            let padding = String(repeating: " ", count: max(0, width - text.count))
            return right ? padding + text : text + padding
        }
        return " " + [
            pad("\(rank)", 4, right: true), pad("\(record.score)", 6, right: true), " " + pad(DateText.format(record.date), 19),
            pad(StatusText.clock(record.durationSeconds), 6, right: true), pad("\(record.setsFound)", 5, right: true),
            pad("\(record.mistakes)", 9, right: true), pad("\(record.hints)", 6, right: true), " " + pad(record.mode.shortName, 8),
            "\(record.seed)",
        ].joined(separator: " ")
    }
}
