import SetAnimation
import SetCore
import SetRender
import SetStore
import SetTable

/// The whole app as a value: the game, the tabs around it, and the animation state.
/// `update(_:at:)` is the only way it changes (Elm style); `render()` draws it; file work it
/// needs is queued as ``AppEffect``s for the run loop.
public struct AppModel: Sendable {
    /// SET on the Board tab.
    public internal(set) var setBoard: GameBoard<SetCard>
    /// The playing-card game on the Cards tab (G1).
    public internal(set) var cardsBoard: GameBoard<PlayingCard>
    /// Launch choices.
    public let settings: AppSettings
    /// The time of the last message, in the injected clock's seconds.
    public internal(set) var now: Double
    /// The tab shown.
    public internal(set) var tab: Tab = .board
    /// Problems worth telling wherever the player is (a score file kept aside…), one per
    /// line, shown together.
    public internal(set) var notice: String?
    /// Whether the help overlay is open.
    public internal(set) var showsHelp = false
    /// Whether the first-run welcome is shown (``AppMessage/welcome``), until a key.
    public internal(set) var showsWelcome = false
    /// Whether the game shown is paused — by the player (`p`), or because the player was
    /// away from a game against the computer (``pausedAway``): its board hidden, its clock
    /// stopped, until any key.
    public internal(set) var isPaused = false
    /// Whether the pause is the app's own: no key for ``awayAfter`` seconds, or the terminal
    /// lost the focus, while the computer played on its own clock.
    public internal(set) var pausedAway = false
    /// When the player last pressed a key or clicked, in the injected clock's seconds.
    var lastActivityAt: Double
    /// Whether the game is stopped by Ctrl-Z (its terminal is the shell's).
    public internal(set) var isSuspended = false
    /// Whether the player asked to quit.
    public internal(set) var wantsQuit = false
    /// Lines scrolled in the help, notice or game-over box when it is taller than the screen.
    public internal(set) var overlayScroll = 0
    /// The New game menu, while it is open.
    public internal(set) var menu: NewGameMenu?
    /// The question waiting for `y` before a new game or quitting, if any.
    public internal(set) var confirmation: Confirmation?
    /// What the app keeps of the records between queries: the modes with games, how many
    /// each lists, the daily puzzles solved.
    public internal(set) var records = RecordsOverview()
    /// Whether ``records`` was read: the records are read when first needed, not at launch.
    var recordsRead = false
    /// The best games of each mode the Scores tab has shown since the records last changed,
    /// as the shell answered ``AppEffect/listScores(_:)``.
    var listedScores: [GameMode: [ScoreRecord]] = [:]
    /// The Statistics tab's figures of each mode it has shown since the records last changed.
    var foundStatistics: [GameMode: Statistics] = [:]
    /// The queries asked since the records last changed: each is asked once.
    var askedRecords: Set<AppEffect> = []
    /// The mode the Scores and Statistics tabs show.
    public internal(set) var scoresMode: GameMode
    /// Where the last finished game ranked among the scores of its mode.
    public internal(set) var lastRank: Int?
    /// The mode of the last finished game, whose rank ``lastRank`` is.
    public internal(set) var lastFinishedMode: GameMode?
    /// Why the last finished game was practice, not ranked (a daily puzzle solved before, a
    /// move undone); nil when it ranked.
    public internal(set) var practiceReason: String?
    /// Whether the player lost the last finished game to the computer: never a "New best!".
    public internal(set) var lastGameLost = false
    /// Why the last finished game's score could not be written, while it could not.
    public internal(set) var scoreProblem: String?
    /// The mode whose resumed save is to be deleted once its game has been on screen.
    var discardsSaveAfterFrame: GameMode?
    /// The first score row shown on the Scores tab.
    public internal(set) var scoresScroll = 0
    /// The Scores tab's cursor: the row of ``shownScores`` that Enter plays back, once the
    /// arrows, Enter or a click have shown it.
    public internal(set) var scoresCursor: Int?
    /// The finished game played back over the Scores tab, while one is (Enter on a row).
    public internal(set) var replay: Replay?
    /// The page of all 81 cards the About tab shows (``DeckView``, `d`), while it shows them.
    public internal(set) var deckPage: Int?
    /// The first line shown on the Statistics tab.
    public internal(set) var statisticsScroll = 0
    /// The first line shown on the About tab.
    public internal(set) var aboutScroll = 0
    /// File work the message being handled calls for; ``update(_:at:)`` returns it.
    var effects: [AppEffect] = []
    /// What input needs of the screen last drawn, as the driver handed it back (nil before
    /// the first frame).
    var layout: ScreenLayout?

    /// A new app showing a first game dealt from `seed` on a `width` × `height` screen; the
    /// Cards tab deals its first game from the same seed. Saved games to resume arrive as
    /// ``AppMessage/savesFound(_:)``.
    public init(settings: AppSettings, seed: UInt64, width: Int, height: Int, now: Double) {
        self.settings = settings
        setBoard = Self.set.makeBoard(seed: seed, settings: settings, width: width, height: height, now: now)
        cardsBoard = Self.cards.makeBoard(seed: seed, settings: settings, width: width, height: height, now: now)
        self.now = now
        lastActivityAt = now
        scoresMode = setBoard.scoreMode
        syncClock()
    }

    /// The scores of the mode the Scores and Statistics tabs show, best first, as last listed.
    public var shownScores: [ScoreRecord] {
        listedScores[scoresMode] ?? []
    }

    /// The modes the Scores and Statistics tabs can show: those of this run's games and
    /// those with scores, standard first.
    public var scoreModes: [GameMode] {
        let playing = boards.map(\.scoreMode)
        return Set(records.modes + playing).sorted { $0.lists(before: $1) }
    }

    /// The board of each game in ``games``, in the same order; each one set goes back to its
    /// place (``GameContent/change(_:_:)``).
    var boards: [any ShellBoard] {
        get { Self.games.map { $0.board(in: self) } }
        set { for board in newValue { board.store(in: &self) } }
    }

    /// Where the board of the game on `tab` is in ``boards``, if `tab` shows a game.
    func boardIndex(_ tab: Tab) -> Int? {
        Self.games.firstIndex { $0.tab == tab }
    }

    /// The board of the tab shown, if it is a game's.
    var shownBoard: (any ShellBoard)? {
        tab.registration?.board(in: self)
    }

    /// The SET board's game.
    public var game: MatchingGame<SetCard> { setBoard.game }
    /// The seed the SET board's game was dealt from.
    public var gameSeed: UInt64 { setBoard.gameSeed }
    /// The SET board's keyboard cursor.
    public var cursor: Int? { setBoard.cursor }
    /// The SET board's note.
    public var note: StatusNote? { setBoard.note }
    /// The SET board's animation.
    public var animator: Animator { setBoard.animator }
    /// Whether the SET board's game-over popup was closed.
    public var gameOverDismissed: Bool { setBoard.gameOverDismissed }
    /// The SET board's game clock.
    public var gameNow: Double { setBoard.gameNow }
    /// Seconds the SET board's game has been running.
    public var elapsedSeconds: Double { setBoard.elapsedSeconds }
    /// The key labels of the SET board's slots, in slot order.
    public var labels: [String] { setBoard.labels(settings.keyboard) }

    /// The saved game offered on the tab shown, if it is a game's tab with an offer.
    public var resumeOffer: ResumeOffer? {
        tab.registration == nil ? nil : read(Offer(), on: tab)
    }

    /// Where everything goes on the current screen: the geometry of the game shown (SET's
    /// when no game tab is).
    public var geometry: BoardGeometry {
        read(Geometry(), on: tab)
    }

    /// Whether the tab bar shares the status line's row (``BoardGeometry/foldsTabBar``): the
    /// board shown, a game's or a replay's, gives the bar's own row to its cards.
    var foldsTabBar: Bool {
        if tab == .scores, let replay { return replay.board.geometry.foldsTabBar }
        return tab.isGame && geometry.foldsTabBar
    }

    /// Whether the player can see the game of `gameTab`: its tab is shown, the terminal is
    /// large enough for the cards, and no help, question or notice covers it. A game's
    /// clock runs only then (D8); switching tabs pauses the other game.
    func canSee(_ gameTab: Tab) -> Bool {
        guard tab == gameTab, gameTab.registration != nil else { return false }
        return read(Geometry(), on: gameTab).layout != nil && !isSuspended && !isPaused && !showsHelp && !showsWelcome && notice == nil && resumeOffer == nil
            && confirmation == nil && menu == nil
    }

    /// Whether the game shown (or SET's, off the game tabs) is under way, so that quitting
    /// or a new deal would abandon it.
    public var hasGameInProgress: Bool {
        (shownBoard ?? boards[0]).isInProgress && resumeOffer == nil
    }

    /// When the loop should wake up without input: the next animation frame, the About
    /// animation's next frame (not while the deck covers it), or the clock's next second while a game runs on its tab (or
    /// a replay's next frame, second or move); nil means sleep until input.
    public var nextWakeUp: Double? {
        if let replay, tab == .scores { return replay.nextWakeUp(visible: replayIsVisible) }
        if tab.registration != nil {
            let wakeUp = read(WakeUp(running: canSee(tab) && !read(Gathered(), on: tab)), on: tab)
            return [wakeUp, awayDeadline].compactMap { $0 }.min()
        }
        return tab == .about && deckPage == nil ? now + AboutView.frameInterval : nil
    }
}
