import SetFrame
import SetStore

/// The Scores and Statistics tabs' lists: which mode they show, and scrolling.
extension AppModel {
    /// The Scores tab as the model shows it now.
    var scoresView: ScoresView {
        let lastGameShown = (lastFinishedMode ?? scoresMode) == scoresMode
        return ScoresView(
            scores: shownScores, mode: scoresMode, modes: scoreModes, scroll: scoresScroll,
            lastGameRow: lastGameShown ? lastRank.map { $0 - 1 } : nil, cursor: scoresCursor, ascii: settings.ascii
        )
    }

    /// The Statistics tab as the model shows it now.
    var statisticsView: StatisticsView {
        StatisticsView(
            statistics: foundStatistics[scoresMode] ?? Statistics(records: []), mode: scoresMode, modes: scoreModes, scroll: statisticsScroll,
            ascii: settings.ascii)
    }

    /// How many of a mode's latest games the Statistics tab's charts look back over (as
    /// many as fit the width are drawn).
    public static let statisticsHistory = 200

    /// Asks the shell for what the Scores or Statistics tab shows and does not have yet:
    /// the overview of the records (also for a daily puzzle, which tells its best solve),
    /// then the mode's best games, or its figures; each once until the records change.
    mutating func askForShownRecords() {
        let query: AppEffect
        let listed = tab == .scores || tab == .statistics
        if !recordsRead {
            guard listed || setBoard.mode.context == .daily else { return }
            query = .readRecords
        } else if tab == .scores, listedScores[scoresMode] == nil {
            query = .listScores(scoresMode)
        } else if tab == .statistics, foundStatistics[scoresMode] == nil {
            query = .findStatistics(scoresMode, historyLength: Self.statisticsHistory)
        } else {
            return
        }
        if askedRecords.insert(query).inserted { effects.append(query) }
    }

    /// Shows the next mode's scores and statistics, cycling, from the top.
    mutating func showNextScoresMode() {
        let modes = scoreModes
        let next = modes.firstIndex(of: scoresMode).map { modes.index(after: $0) % modes.count } ?? 0
        scoresMode = modes[next]
        scoresScroll = 0
        scoresCursor = nil
        statisticsScroll = 0
    }

    /// Rows one wheel notch scrolls, as in most terminal programs.
    static let wheelStep = 3

    /// Scrolls the Scores or Statistics tab: the arrows by a row, the page keys by a page,
    /// Home and End to the ends.
    mutating func scrollList(_ key: SpecialKey) {
        let page = layout?.listPage ?? 1
        let all = tab == .scores ? shownScores.count : layout?.statisticsLines ?? 0
        switch key {
        case .up: scrollList(by: -1)
        case .down: scrollList(by: 1)
        case .pageUp: scrollList(by: -page)
        case .pageDown: scrollList(by: page)
        case .home: scrollList(by: -all)
        case .end: scrollList(by: all)
        default: return
        }
    }

    /// Moves the first row shown by `rows`: within the scores there are, or so that the
    /// Statistics tab's last line stays at the bottom.
    mutating func scrollList(by rows: Int) {
        if tab == .scores {
            scoresScroll = min(max(0, shownScores.count - 1), max(0, scoresScroll + rows))
        } else {
            let limit = max(0, (layout?.statisticsLines ?? 0) - (layout?.listPage ?? 1))
            statisticsScroll = min(limit, max(0, statisticsScroll + rows))
        }
    }
}
