import SetCore
import SetFrame
import SetRender
import SetStore
import SetTable

/// Input: which key, click or message does what, depending on the tab and overlays.
extension AppModel {
    /// Applies `message`, which happened at `time`, and returns the file work it calls for
    /// (bubbletea's `Update(msg) (Model, Cmd)`): the run loop performs each effect and sends
    /// back what it learned as another message.
    @discardableResult
    public mutating func update(_ message: AppMessage, at time: Double) -> [AppEffect] {
        if case .laidOut(let drawn) = message {  // not a moment of play: no time, no presence
            layout = drawn
            return []
        }
        defer { effects = [] }
        let isTick = if case .tick = message { true } else { false }
        let pausedAwayBefore = pausedAway
        notePresence(message, at: time)
        now = max(now, time)
        if let slot = discardsSaveAfterFrame {
            discardsSaveAfterFrame = nil
            effects.append(.discardSavedGame(slot))
        }
        var refereeActed = pausedAway != pausedAwayBefore  // the pause box came: a frame drawn whole
        // A tick forgets finished animations.
        if changeEachBoard(Advance(now: now, pruning: isTick)).contains(true) { refereeActed = true }
        if replay != nil {
            let replayRuns = replayIsVisible
            replay?.advance(to: now, visible: replayRuns)
        }
        switch message {
        case .tick: break
        case .input(let event): handle(event)
        case .scoresChanged(let overview, let rank, let notice):
            (records, recordsRead) = (overview, true)
            (listedScores, foundStatistics, askedRecords) = ([:], [:], [])
            if let rank { lastRank = rank }
            scoreProblem = nil
            if let notice { tell(notice) }
            tellDailyRecord()
        case .scoresListed(let ranked):
            listedScores[ranked.mode] = ranked.records
            keepScoresCursorOnList()
        case .statisticsFound(let mode, let statistics):
            foundStatistics[mode] = statistics
        case .scoreNotSaved(let reason):
            scoreProblem = reason
        case .notice(let text):
            tell(text)
        case .savesFound(let offers):
            for index in boards.indices { boards[index].takeOffer(from: offers) }
        case .welcome:
            showsWelcome = true
        case .quit, .signal:
            quit()
        case .suspended:
            isSuspended = true
        case .resumed:
            isSuspended = false
        case .laidOut: break
        }
        // A tick no referee acted on moves only the time: what can be seen and the box on
        // top stay as they were.
        if !(isTick && !refereeActed && effects.isEmpty) {
            syncClock()
            if !showsScrollableOverlay { overlayScroll = 0 }
        }
        for summary in changeEachBoard(TakeFinished()).joined() { finish(summary) }
        askForShownRecords()
        return effects
    }

    /// Adds `text` to the notices shown, below any already there.
    mutating func tell(_ text: String) {
        notice = notice.map { $0 + "\n" + text } ?? text
    }

    /// Stops each game's clock while its board cannot be seen and starts it again when it can.
    mutating func syncClock() {
        for game in Self.games {
            let visible = canSee(game.tab) && !read(Gathered(), on: game.tab)
            _ = game.change(&self, SyncClock(visible: visible))
        }
    }

    private mutating func handle(_ event: InputEvent) {
        switch event {
        case .resize(let width, let height):
            for index in boards.indices { boards[index].resize(width: width, height: height) }
            replay?.resize(width: width, height: height)
        case .character(let character):
            handle(character)
        case .key(let key):
            handle(key)
        case .focus(let gained): if !gained { pauseAway() }
        case .mouse(let x, let y, let kind):
            switch kind {
            case .press: click(x: x, y: y)
            case .wheelUp, .wheelDown: wheel(down: kind == .wheelDown)
            case .release: release(x: x, y: y)
            case .drag: drag(x: x, y: y)
            }
        }
    }

    private mutating func handle(_ character: Character) {
        if resumeOffer != nil {
            switch character {
            case "y", "Y": answerResume(resume: true)
            case "n", "N": answerResume(resume: false)
            case "Q": wantsQuit = true  // the save stays for next time
            default: break
            }
            return
        }
        if menu != nil { return handleMenu(character) }
        if let question = confirmation {
            confirmation = nil
            if character == "y" || character == "Y" { perform(question) }
            return
        }
        if dismissOverlays(), character != "Q" { return }
        if replay != nil, character != "Q", character != "?" { return handleReplay(character) }
        switch character {
        case "Q": ask(.quit)
        case "?":
            showsHelp = true
            overlayScroll = 0
        case "p" where shownBoard?.isInProgress == true: isPaused = true
        case "n" where tab == .board: openMenu()
        case "n" where tab.isGame: ask(.newGame)
        case "m" where tab == .scores || tab == .statistics: showNextScoresMode()
        case "d" where tab == .about: toggleDeck()
        case " " where tab == .about && deckPage != nil: turnDeckPage(by: 1)
        default:
            if let index = boardIndex(tab) { boards[index].handle(.character(character, settings.keyboard)) }
        }
    }

    private mutating func handle(_ key: SpecialKey) {
        if resumeOffer != nil {  // only Esc answers; the tab keys show another tab, the offer waits
            if key == .escape { answerResume(resume: false, keep: true) } else { switchTab(key) }
            return
        }
        if menu != nil { return handleMenu(key) }
        if let limit = layout?.overlayScrollLimit, limit > 0, let step = scrollStep(key) {
            overlayScroll = min(max(0, overlayScroll + step), limit)
            return
        }
        if dismissOverlays() || switchTab(key) { return }
        if replay != nil { return handleReplay(key) }
        if let index = boardIndex(tab) {
            boards[index].handle(.key(key))
        } else if tab == .scores {
            handleScores(key)
        } else if tab == .statistics {
            scrollList(key)
        } else if tab == .about, deckPage != nil {
            _ = handleDeck(key)
        } else if tab == .about {
            scrollAbout(key)
        }
    }

    /// Shows the tab `key` asks for (a function key, Tab, Shift-Tab); returns whether it was one.
    @discardableResult
    private mutating func switchTab(_ key: SpecialKey) -> Bool {
        switch key {
        case .function(let number) where (1...Tab.allCases.count).contains(number): show(Tab(rawValue: number - 1)!)
        case .tab: show(tab.shifted(by: 1))
        case .backTab: show(tab.shifted(by: -1))
        default: return false
        }
        return true
    }

    private mutating func click(x: Int, y: Int) {
        if resumeOffer == nil, dismissOverlays() { return }
        if let hit = layout?.tab(atX: x, y: y, row: geometry.tabRow) {
            show(hit)
            return
        }
        if resumeOffer != nil || menu != nil { return }
        if let index = boardIndex(tab) { boards[index].handle(.click(x: x, y: y)) }
        if tab == .scores, replay == nil { clickScores(y: y) }
    }

    /// Whether a box that may be taller than the screen is on top (a notice, the help, the
    /// welcome or the game-over box), told without making its text.
    private var showsScrollableOverlay: Bool {
        if notice != nil || showsHelp || showsWelcome { return true }
        guard confirmation == nil, menu == nil else { return false }
        return tab.registration != nil && read(ShowsGameOver(), on: tab)
    }

    /// Lines a scrolling key moves a box: one for the arrows, a box's height for the page keys.
    private func scrollStep(_ key: SpecialKey) -> Int? {
        let page = max(1, geometry.screen.height - 3)
        switch key {
        case .up: return -1
        case .down: return 1
        case .pageUp: return -page
        case .pageDown: return page
        default: return nil
        }
    }

    /// A mouse button let go: on a game tab with nothing over it, the end of a drag or click
    /// of a gathered pile (G2).
    private mutating func release(x: Int, y: Int) {
        guard resumeOffer == nil, !showsOverlay else { return }
        if let index = boardIndex(tab) { boards[index].handle(.release(x: x, y: y)) }
    }

    /// The mouse moved with its button held: on a game tab with nothing over it, a drag of a
    /// gathered pile, which follows it (G2).
    private mutating func drag(x: Int, y: Int) {
        guard resumeOffer == nil, menu == nil, !showsOverlay, let index = boardIndex(tab) else { return }
        boards[index].handle(.drag(x: x, y: y))
    }

    /// Whether the help, a notice, a question or the pause covers the screen.
    private var showsOverlay: Bool {
        showsHelp || showsWelcome || notice != nil || confirmation != nil || isPaused
    }

    /// Closes the help, the notice and a question (answering it no); returns whether any
    /// was open, so the key or click that closed it does nothing else.
    private mutating func dismissOverlays() -> Bool {
        guard showsOverlay else { return false }
        if showsWelcome { effects.append(.markWelcomed) }
        showsWelcome = false
        showsHelp = false
        isPaused = false
        pausedAway = false
        notice = nil
        confirmation = nil
        overlayScroll = 0
        return true
    }

    /// The wheel scrolls the Scores, Statistics and About tabs by ``wheelStep`` rows a notch,
    /// when nothing covers them.
    private mutating func wheel(down: Bool) {
        if tab == .about, deckPage == nil, resumeOffer == nil, !showsOverlay { return scrollAbout(by: down ? Self.wheelStep : -Self.wheelStep) }
        guard tab == .scores || tab == .statistics, resumeOffer == nil, replay == nil, !showsOverlay else { return }
        scrollList(by: down ? Self.wheelStep : -Self.wheelStep)
        if tab == .scores { keepScoresCursorShown() }
    }
}
