import SetCore
import SetRender
import SetStore

/// Input: which key, click or message does what, depending on the tab and overlays.
extension AppModel {
    /// Applies `message`, which happened at `time`, and returns the file work it calls for
    /// (bubbletea's `Update(msg) (Model, Cmd)`): the run loop performs each effect and sends
    /// back what it learned as another message.
    @discardableResult
    public mutating func update(_ message: AppMessage, at time: Double) -> [AppEffect] {
        defer { effects = [] }
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
        case .quit, .signal:
            quit()
        }
        syncClock()
        return effects
    }

    /// Stops the game clock while the board cannot be seen and starts it again when it can.
    mutating func syncClock() {
        if !boardIsVisible, pausedAt == nil {
            pausedAt = now
        } else if boardIsVisible, let pausedAt {
            clockOffset += now - pausedAt
            self.pausedAt = nil
        }
    }

    private mutating func handle(_ event: InputEvent) {
        switch event {
        case .resize(let width, let height):
            relayout(width: width, height: height)
            settleAnimation()
        case .character(let character):
            handle(character)
        case .key(let key):
            handle(key)
        case .mouse(let x, let y, let kind):
            switch kind {
            case .press: click(x: x, y: y)
            case .wheelUp, .wheelDown: wheel(down: kind == .wheelDown)
            case .release: return
            }
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
        if let question = confirmation {
            confirmation = nil
            if character == "y" || character == "Y" { perform(question) }
            return
        }
        if dismissOverlays(), character != "Q" { return }
        switch character {
        case "Q": ask(.quit)
        case "?": showsHelp = true
        default:
            guard tab == .board else { return }
            handleOnBoard(character)
        }
    }

    private mutating func handleOnBoard(_ character: Character) {
        switch character {
        case "n": ask(.newGame)
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
        if dismissOverlays() { return }
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
        case .escape:
            if game.isOver { gameOverDismissed = true } else { apply(game.clearSelection(at: gameNow)) }
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
        if dismissOverlays() { return }
        if y == geometry.tabRow, let hit = TabBar.titleFrames(width: geometry.screen.width, selected: tab).first(where: { $0.frame.contains(x: x, y: y) }) {
            show(hit.tab)
            return
        }
        guard tab == .board, !game.isOver else { return }
        if let slot = restingFrames.firstIndex(where: { $0.contains(x: x, y: y) }) { choose(slot: slot) }
    }

    /// Whether the help, a notice or a question covers the screen.
    private var showsOverlay: Bool {
        showsHelp || notice != nil || confirmation != nil
    }

    /// Closes the help, the notice and a question (answering it no); returns whether any
    /// was open, so the key or click that closed it does nothing else.
    private mutating func dismissOverlays() -> Bool {
        guard showsOverlay else { return false }
        showsHelp = false
        notice = nil
        confirmation = nil
        return true
    }

    /// The wheel scrolls the Scores tab by ``wheelStep`` rows a notch, when nothing covers it.
    private mutating func wheel(down: Bool) {
        guard tab == .scores, resumeOffer == nil, !showsOverlay else { return }
        scrollScores(by: down ? Self.wheelStep : -Self.wheelStep)
    }

    /// Rows one wheel notch scrolls, as in most terminal programs.
    static let wheelStep = 3

    private mutating func scrollScores(_ key: SpecialKey) {
        let page = ScoresView.visibleRows(screenHeight: geometry.screen.height)
        switch key {
        case .up: scrollScores(by: -1)
        case .down: scrollScores(by: 1)
        case .pageUp: scrollScores(by: -page)
        case .pageDown: scrollScores(by: page)
        case .home: scrollScores(by: -scores.count)
        case .end: scrollScores(by: scores.count)
        default: return
        }
    }

    /// Moves the first row shown by `rows`, within the scores there are.
    private mutating func scrollScores(by rows: Int) {
        scoresScroll = min(max(0, scores.count - 1), max(0, scoresScroll + rows))
    }
}
