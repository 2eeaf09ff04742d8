import FoundationEssentials
import SetCore
import SetRender
import SetStore
import SetTable

/// The Scores tab (B3): every finished game, best first, with its rank; scrolls. Games
/// played with help (``ScoreRecord/isAided``) follow, their rank `-`.
struct ScoresView {
    /// The scores of the mode shown, best first.
    let scores: [ScoreRecord]
    /// The mode shown, and the modes the selector offers.
    let mode: GameMode
    let modes: [GameMode]
    /// The first row asked for (the list stops at its last row, ``firstShown``).
    let scroll: Int
    /// The row of the last game finished, bold and reversed, when this list holds it.
    let lastGameRow: Int?
    /// The row under the cursor, once shown.
    let cursor: Int?
    let ascii: Bool

    /// One column of the list: its title, width, alignment and the text of a ranked record.
    struct Column {
        let title: String
        let width: Int
        let alignRight: Bool
        let value: (_ rank: Int, _ record: ScoreRecord) -> String

        /// `text` padded to the column's width on the side its alignment leaves free.
        func pad(_ text: String) -> String {
            let padding = String(repeating: " ", count: max(0, width - text.count))
            return alignRight ? padding + text : text + padding
        }
    }

    /// The columns that fit `width`: all of them when they do; else Seed, Mode, Hints and
    /// Mistakes go, in that order, then the finishing time loses its year and seconds.
    /// Header and rows are built from the same columns, so they always line up.
    static func columns(width: Int, records: [ScoreRecord]) -> [Column] {
        let seedWidth = max(4, records.map { seedText($0).count }.max() ?? 0)
        // A game played with help is listed after the unaided ones, unranked (issue 41).
        let rank = Column(title: "Rank", width: 4, alignRight: true) { rank, record in record.isAided ? "-" : "\(rank)" }
        let score = Column(title: "Score", width: 6, alignRight: true) { _, record in "\(record.score)" }
        let finished = Column(title: " Finished", width: 20, alignRight: false) { _, record in " " + DateText.format(record.date) }
        let finishedShort = Column(title: " Finished", width: 12, alignRight: false) { _, record in
            " " + String(DateText.format(record.date).dropFirst(5).dropLast(3))
        }
        let time = Column(title: "Time", width: 6, alignRight: true) { _, record in StatusText.clock(record.durationSeconds) }
        let sets = Column(title: "Sets", width: 5, alignRight: true) { _, record in "\(record.setsFound)" }
        let mistakes = Column(title: "Mistakes", width: 9, alignRight: true) { _, record in "\(record.mistakes)" }
        let hints = Column(title: "Hints", width: 6, alignRight: true) { _, record in "\(record.hints)" }
        let mode = Column(title: " Mode", width: 11, alignRight: false) { _, record in " " + record.mode.shortName }
        let seed = Column(title: "Seed", width: seedWidth, alignRight: false) { _, record in seedText(record) }
        let result = Column(title: " Result", width: 12, alignRight: false) { _, record in " " + RivalStatus.result(of: record) }
        var choices = [
            [rank, score, finished, time, sets, mistakes, hints, mode, seed],
            [rank, score, finished, time, sets, mistakes, hints, mode],
            [rank, score, finished, time, sets, mistakes, hints],
            [rank, score, finished, time, sets, mistakes],
            [rank, score, finished, time, sets],
            [rank, score, finishedShort, time, sets],
            [rank, score, finishedShort, time],
            [rank, score, finishedShort],
        ]
        if records.contains(where: { $0.rival != nil }) {  // games against the computer, duels: who won
            choices = choices.map { columns in columns.flatMap { $0.title == "Sets" ? [$0, result] : [$0] } }
        }
        return choices.first { line(of: $0.map { $0.pad($0.title) }).count <= width } ?? choices.last!
    }

    /// What deals the game again: its seed, or for the daily puzzle its day (the record's
    /// seed is the day's number since 1970-01-01).
    static func seedText(_ record: ScoreRecord) -> String {
        guard record.mode.parts?.context == .daily, record.seed <= UInt64(DailyPuzzle.lastDate.daysSince1970) else { return "\(record.seed)" }
        return CalendarDate(daysSince1970: Int(record.seed)).description
    }

    /// Cells of a row joined: a margin, then one space between columns.
    private static func line(of cells: [String]) -> String {
        " " + cells.joined(separator: " ")
    }

    /// The header of `columns`.
    static func header(_ columns: [Column]) -> String {
        line(of: columns.map { $0.pad($0.title) })
    }

    /// The row of the list's header; the scores follow it.
    static let headerRow = 2

    /// Draws the tab, its commands' row kept in `cache`. The row under the cursor is marked
    /// `▶` in the margin and drawn in reverse (the last game's row is bold too).
    func draw(on grid: inout Grid, cache: RenderCache) {
        let top = ScoresView.headerRow
        let commands = [("↑↓", "choose"), ("Enter", "replay"), ("PgUp PgDn", "page"), ("m", "mode"), ("Tab", "next tab"), ("F1", "board"), ("Q", "quit")]
        CommandBar.draw(commands, ascii: ascii, cache: cache, on: &grid)
        ModeSelector(modes: modes, selected: mode).draw(on: &grid, y: grid.height - 2)
        guard !scores.isEmpty else {
            let text = "No finished \(mode.shortName) games yet. Finish one and it is ranked here."
            for (offset, line) in TextWrap.words(text, width: grid.width - 2).enumerated() { grid.put(line, x: 1, y: top + 1 + offset) }
            return
        }
        let columns = ScoresView.columns(width: grid.width, records: scores)
        grid.put(ScoresView.header(columns), x: 0, y: top, style: CellStyle(bold: true, underline: true))
        let rows = ScoresView.visibleRows(screenHeight: grid.height)
        let first = ScoresView.firstShown(scroll: scroll, count: scores.count, rows: rows)
        for (offset, index) in (first..<min(scores.count, first + rows)).enumerated() {
            let isLastGame = index == lastGameRow
            let isCursor = index == cursor
            let style = isLastGame || isCursor ? CellStyle(bold: isLastGame, reverse: true) : CellStyle()
            let y = top + 1 + offset
            grid.put(ScoresView.row(rank: index + 1, scores[index], columns: columns), x: 0, y: y, style: style)
            if isCursor { grid.put(ascii ? ">" : "▶", x: 0, y: y, style: style) }
        }
        let shown = "\(first + 1)–\(min(scores.count, first + rows)) of \(scores.count)"
        grid.put(shown.forTerminal(ascii: ascii), x: max(0, grid.width - shown.count - 1), y: grid.height - 2, style: CellStyle(dim: true))
    }

    /// The first of `count` rows shown when scrolled to `scroll`, `rows` fitting: the list
    /// stops at its last row.
    static func firstShown(scroll: Int, count: Int, rows: Int) -> Int {
        min(scroll, max(0, count - rows))
    }

    /// How many score rows fit on a screen `screenHeight` tall (tab bar, header, count line
    /// and help bar take the rest).
    static func visibleRows(screenHeight: Int) -> Int {
        max(1, screenHeight - 5)
    }

    /// One row of the list in `columns`.
    static func row(rank: Int, _ record: ScoreRecord, columns: [Column]) -> String {
        line(of: columns.map { $0.pad($0.value(rank, record)) })
    }
}
