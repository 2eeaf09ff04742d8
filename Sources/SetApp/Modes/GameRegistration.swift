import SetCore
import SetStore
import SetTable

/// One game the app plays on a tab of its own: its content, its tab, its title and its help.
/// Everything else — board, layout, animation, input, status line, game over, scores and
/// saves — is generic over the content, so registering a game is one line in
/// ``AppModel/games``.
struct GameRegistration: Sendable {
    /// The game's tab.
    let tab: Tab
    /// The tab's title.
    let title: String
    /// The help box shown on its tab.
    let help: @Sendable (AppModel) -> Overlay
    /// A board with a first game dealt from a seed under the settings, on a screen, at a time.
    let makeBoard: @Sendable (_ seed: UInt64, _ settings: AppSettings, _ width: Int, _ height: Int, _ now: Double) -> any ShellBoard
    /// Its save on the shell's shelf under the settings: an offer, or why it cannot be resumed.
    let loadSave: @Sendable (any SaveShelf, AppSettings) -> (offer: ResumeOffer?, refusal: String?)
    /// A board of its own, its time starting at 0, dealt as a recorded game of a mode was
    /// from a seed, to play that game back (``Replay``); nil when the mode is not this game's
    /// or no game of it has that seed.
    let makeReplayBoard: @Sendable (_ mode: GameMode, _ seed: UInt64, _ settings: AppSettings, _ width: Int, _ height: Int) -> (any ShellBoard)?

    /// The game of `Content` on `tab`, titled `title` (by default the content's game name),
    /// with `help` for its `?` box, played in `modes`, ruled by the `referee` made for the
    /// launch settings.
    init<Content: GameContent>(
        _ content: Content.Type, tab: Tab, title: String = Content.gameName, help: @escaping @Sendable (AppModel) -> Overlay,
        modes: ModeBook<Content>,
        referee: @escaping @Sendable (AppSettings) -> any Referee<Content>
    ) {
        self.tab = tab
        self.title = title
        self.help = help
        makeBoard = { seed, settings, width, height, now in
            GameBoard<Content>(
                referee: referee(settings), modes: modes, seed: seed, animated: settings.animated, speed: settings.speed,
                width: width, height: height, now: now
            )
        }
        loadSave = { shelf, settings in ResumeOffer.load(content, mode: referee(settings).mode, modes: modes, from: shelf) }
        makeReplayBoard = { mode, seed, settings, width, height in
            modes.referee(for: mode, seed: seed).map { referee in
                GameBoard<Content>(
                    referee: referee, modes: modes, seed: seed, animated: settings.animated, speed: settings.speed,
                    width: width, height: height, now: 0
                )
            }
        }
    }
}

extension AppModel {
    /// Every game the app plays, in tab order, SET's Board first. A new game is a content
    /// (``GameContent``: how it plays, is drawn and is saved), its painter, and one line here.
    static let games: [GameRegistration] = [
        GameRegistration(SetCard.self, tab: .board, title: "Board", help: Overlay.setHelp, modes: .set, referee: { $0.mode.referee() }),
        GameRegistration(
            PlayingCard.self, tab: .cards, help: Overlay.cardsHelp, modes: .cards,
            referee: { SoloReferee<PlayingCard>(mode: PlayMode(Deck.cards.plays($0.mode.variant, in: .solo) ? $0.mode.variant : .standard)) }),
    ]
}
