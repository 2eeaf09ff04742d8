import SetFrame

/// The Scores tab's cursor, which chooses the game Enter plays back (``Replay``). Hidden
/// until used, as the board's: the first arrow shows it on the last game's row (or the
/// first row shown); then the arrows and page keys move it and the list follows it.
extension AppModel {
    /// A named key on the Scores tab: Enter plays back the row under the cursor (showing
    /// the cursor first if it was hidden); the arrows move the cursor; the page keys, Home
    /// and End move it too once shown, else scroll.
    mutating func handleScores(_ key: SpecialKey) {
        if key == .enter {
            if scoresCursor == nil { showScoresCursor() }
            return replayChosenScore()
        }
        guard scoresCursor != nil else {
            if key == .up || key == .down { return showScoresCursor() }
            return scrollList(key)
        }
        let page = scoresPage
        switch key {
        case .up: moveScoresCursor(by: -1)
        case .down: moveScoresCursor(by: 1)
        case .pageUp: moveScoresCursor(by: -page)
        case .pageDown: moveScoresCursor(by: page)
        case .home: moveScoresCursor(by: -shownScores.count)
        case .end: moveScoresCursor(by: shownScores.count)
        default: break
        }
    }

    /// A click on the Scores tab: on a row, the cursor goes there; on the row already under
    /// the cursor, that game is played back.
    mutating func clickScores(y: Int) {
        let shown = shownScoreRows
        let index = shown.lowerBound + y - ScoresView.headerRow - 1
        guard shown.contains(index) else { return }
        if scoresCursor == index { return replayChosenScore() }
        scoresCursor = index
    }

    /// The rows of ``shownScores`` on screen now (the Scores tab's page, as laid out).
    private var shownScoreRows: Range<Int> {
        let rows = scoresPage
        let first = ScoresView.firstShown(scroll: scoresScroll, count: shownScores.count, rows: rows)
        return first..<min(shownScores.count, first + rows)
    }

    /// Score rows a page shows, as the screen was laid out (``ScreenLayout/listPage``).
    private var scoresPage: Int {
        layout?.listPage ?? 1
    }

    /// Shows the cursor on the last finished game's row if it is on screen, else on the
    /// first row shown; nothing when there are no scores.
    private mutating func showScoresCursor() {
        let shown = shownScoreRows
        guard !shown.isEmpty else { return }
        let last = lastRank.flatMap { (lastFinishedMode ?? scoresMode) == scoresMode ? $0 - 1 : nil }
        scoresCursor = last.flatMap { shown.contains($0) ? $0 : nil } ?? shown.lowerBound
    }

    /// Moves the cursor `rows` within the list, and the list so that the cursor stays shown.
    private mutating func moveScoresCursor(by rows: Int) {
        guard let cursor = scoresCursor, !shownScores.isEmpty else { return }
        let moved = min(max(0, cursor + rows), shownScores.count - 1)
        scoresCursor = moved
        let shown = shownScoreRows
        let height = scoresPage
        scoresScroll = moved < shown.lowerBound ? moved : moved >= shown.lowerBound + height ? moved - height + 1 : shown.lowerBound
    }

    /// Keeps the cursor on a row shown, after the list scrolled under it (the wheel).
    mutating func keepScoresCursorShown() {
        guard let cursor = scoresCursor else { return }
        let shown = shownScoreRows
        if !shown.isEmpty { scoresCursor = min(max(cursor, shown.lowerBound), shown.upperBound - 1) }
    }

    /// Keeps the cursor on the list after it changed: on its last row at most, hidden when
    /// the list is empty.
    mutating func keepScoresCursorOnList() {
        guard let cursor = scoresCursor else { return }
        scoresCursor = shownScores.isEmpty ? nil : min(cursor, shownScores.count - 1)
    }
}
