import SetCore
import SetRender
import SetStore

extension AppModel {
    /// Applies `message`, which happened at `time`.
    public mutating func update(_ message: AppMessage, at time: Double) {
        now = max(now, time)
        switch message {
        case .tick: animator.prune(at: now)
        case .input(let event): handle(event)
        case .scoresChanged(let records, let rank, let notice):
            scores = records
            if let rank { lastRank = rank }
            if let notice { self.notice = notice }
        case .offerResume(let snapshot, let savedAt):
            resumeOffer = (snapshot, savedAt)
        case .notice(let text):
            notice = text
        }
    }

    private mutating func handle(_ event: InputEvent) {
        switch event {
        case .resize(let width, let height):
            geometry = BoardGeometry(width: width, height: height, cardCount: game.table.count)
            settleAnimation()
        case .character(let character):
            handle(character)
        case .key(let key):
            handle(key)
        case .mouse(let x, let y, let kind):
            guard kind == .press || kind == .click else { return }
            click(x: x, y: y)
        case .interrupted, .endOfInput:
            return
        }
    }

    private mutating func handle(_ character: Character) {
        if let offer = resumeOffer {
            switch character {
            case "y", "Y": answerResume(offer.snapshot, resume: true)
            case "n", "N": answerResume(offer.snapshot, resume: false)
            case "Q": wantsQuit = true  // the save stays for next time
            default: break
            }
            return
        }
        if showsHelp || notice != nil {
            showsHelp = false
            notice = nil
            if character != "Q" { return }
        }
        switch character {
        case "Q": quit()
        case "?": showsHelp = true
        default:
            guard tab == .board else { return }
            handleOnBoard(character)
        }
    }

    private mutating func handleOnBoard(_ character: Character) {
        switch character {
        case "n": newGame()
        case "h": apply(game.requestHint(at: gameNow))
        case " ": dealMore()
        default:
            guard !game.isOver, let layout = geometry.layout,
                let slot = settings.keyboard.slot(for: character, rows: layout.rows, columns: layout.columns)
            else { return }
            choose(slot: slot)
        }
    }

    private mutating func handle(_ key: SpecialKey) {
        if let offer = resumeOffer {
            if key == .escape { answerResume(offer.snapshot, resume: false) }
            return
        }
        if showsHelp || notice != nil {
            showsHelp = false
            notice = nil
            return
        }
        switch key {
        case .function(let number) where (1...Tab.allCases.count).contains(number): show(Tab(rawValue: number - 1)!)
        case .tab: show(tab.shifted(by: 1))
        case .backTab: show(tab.shifted(by: -1))
        default:
            switch tab {
            case .board: handleOnBoard(key)
            case .scores: scrollScores(key)
            case .statistics, .about: return
            }
        }
    }

    private mutating func handleOnBoard(_ key: SpecialKey) {
        switch key {
        case .escape: apply(game.clearSelection(at: gameNow))
        case .enter:
            if game.isOver { newGame() } else if let cursor { choose(slot: cursor) }
        case .up: moveCursor(rows: -1, columns: 0)
        case .down: moveCursor(rows: 1, columns: 0)
        case .left: moveCursor(rows: 0, columns: -1)
        case .right: moveCursor(rows: 0, columns: 1)
        default: return
        }
    }

    private mutating func click(x: Int, y: Int) {
        if resumeOffer != nil { return }
        if showsHelp || notice != nil {
            showsHelp = false
            notice = nil
            return
        }
        if y == geometry.tabRow, let hit = TabBar.titleFrames(width: geometry.screen.width).first(where: { $0.frame.contains(x: x, y: y) }) {
            show(hit.tab)
            return
        }
        guard tab == .board, !game.isOver else { return }
        if let slot = restingFrames.firstIndex(where: { $0.contains(x: x, y: y) }) { choose(slot: slot) }
    }

    /// Shows `target`; the game clock stands still while the board is hidden.
    mutating func show(_ target: Tab) {
        guard target != tab else { return }
        if tab == .board { pausedAt = now }
        if target == .board, let pausedAt {
            clockOffset += now - pausedAt
            self.pausedAt = nil
        }
        tab = target
    }

    private mutating func scrollScores(_ key: SpecialKey) {
        let page = ScoresView.visibleRows(screenHeight: geometry.screen.height)
        let maximum = max(0, scores.count - 1)
        switch key {
        case .up: scoresScroll = max(0, scoresScroll - 1)
        case .down: scoresScroll = min(maximum, scoresScroll + 1)
        case .pageUp: scoresScroll = max(0, scoresScroll - page)
        case .pageDown: scoresScroll = min(maximum, scoresScroll + page)
        case .home: scoresScroll = 0
        case .end: scoresScroll = maximum
        default: return
        }
    }

    /// Quits as `Q` does: a game in progress is queued for saving (B5).
    public mutating func quit() {
        if hasGameInProgress {
            effects.append(.saveGame(GameSnapshot(game: game, clock: gameNow, seed: gameSeed)))
        }
        wantsQuit = true
    }

    private mutating func answerResume(_ snapshot: GameSnapshot, resume: Bool) {
        resumeOffer = nil
        effects.append(.discardSavedGame)
        guard resume else { return }
        game = snapshot.game
        gameSeed = snapshot.seed
        clockOffset = (pausedAt ?? now) - snapshot.clock
        cursor = nil
        note = StatusNote("Game resumed")
        geometry = BoardGeometry(width: geometry.screen.width, height: geometry.screen.height, cardCount: game.table.count)
        dealAnimation()
    }

    private mutating func choose(slot: Int) {
        guard slot < game.table.count else { return }
        apply(game.choose(game.table[slot].id, at: gameNow))
    }

    private mutating func dealMore() {
        let deals = game.selectionState != .matched && !game.deck.isEmpty
        if deals && !BoardGeometry.fits(cardCount: game.table.count + SetCard.matchSize, width: geometry.screen.width, height: geometry.screen.height) {
            note = .noRoom
            return
        }
        apply(game.dealMore(at: gameNow))
    }

    private mutating func newGame() {
        gameSeed = dealer.next()
        game = MatchingGame(seed: gameSeed, rule: settings.rule, startedAt: gameNow)
        geometry = BoardGeometry(width: geometry.screen.width, height: geometry.screen.height, cardCount: game.table.count)
        cursor = cursor.map { _ in 0 }
        note = StatusNote("New game")
        lastRank = nil
        dealAnimation()
    }

    /// Takes in what a game action did: the note, the animation, the layout, the score list.
    private mutating func apply(_ events: [GameEvent]) {
        if let described = StatusNote.describing(events) { note = described }
        for event in events {
            switch event {
            case .matched(let cards, _): animator.celebrate(cards, now: now)
            case .mismatched(let cards, _): animator.shake(cards, now: now)
            case .gameOver: effects.append(.recordScore(summary))
            default: continue
            }
        }
        if geometry.layout?.frames.count != game.table.count {
            geometry = BoardGeometry(width: geometry.screen.width, height: geometry.screen.height, cardCount: game.table.count)
        }
        if let cursor, cursor >= game.table.count { self.cursor = game.table.isEmpty ? nil : game.table.count - 1 }
        settleAnimation()
    }

    /// The finished game, for the score list.
    private var summary: GameSummary {
        let statistics = game.statistics
        return GameSummary(
            score: game.score, durationSeconds: elapsedSeconds, setsFound: statistics.matchesFound,
            mistakes: statistics.mismatches, hints: statistics.hintsUsed,
            mode: settings.rule == .anyGroup ? "test" : "standard", seed: gameSeed,
            secondsPerSet: statistics.secondsPerMatch
        )
    }

    private mutating func moveCursor(rows deltaRows: Int, columns deltaColumns: Int) {
        guard let layout = geometry.layout, !game.table.isEmpty else { return }
        guard let current = cursor else {
            cursor = 0
            return
        }
        let (row, column) = layout.position(of: current)
        let targetRow = min(max(row + deltaRows, 0), layout.rows - 1)
        let targetColumn = min(max(column + deltaColumns, 0), layout.columns - 1)
        cursor = layout.slot(row: targetRow, column: targetColumn) ?? game.table.count - 1
    }
}
