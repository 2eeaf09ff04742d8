import SetCore
import SetStore
import SetTable

/// One game the app plays on a tab of its own, whatever its content: its tab, its title, its
/// help, its save and its replays (``GameRegistration`` of a content is one).
protocol RegisteredGame: Sendable {
    /// The game's tab.
    var tab: Tab { get }
    /// The tab's title.
    var title: String { get }
    /// The help box shown on its tab.
    func help(_ model: AppModel) -> Overlay
    /// The game's board in `model`.
    func board(in model: AppModel) -> any ShellBoard
    /// Makes `change` to the game's board where `model` keeps it, in place.
    func change<Change: BoardChange>(_ model: inout AppModel, _ change: Change) -> Change.Result
    /// What `query` reads of the game's board in `model`.
    func read<Query: BoardQuery>(_ model: AppModel, _ query: Query) -> Query.Result
    /// Its save on the shell's shelf under the settings: an offer, or why it cannot be resumed.
    func loadSave(_ shelf: any SaveShelf, _ settings: AppSettings) -> (offer: ResumeOffer?, refusal: String?)
    /// A board of its own, its time starting at 0, dealt as a recorded game of a mode was
    /// from a seed, to play that game back (``Replay``); nil when the mode is not this game's
    /// or no game of it has that seed.
    func makeReplayBoard(_ mode: GameMode, _ seed: UInt64, _ settings: AppSettings, _ width: Int, _ height: Int) -> (any ReplayBoard)?
}

/// The game of `Content` on a tab of its own: its tab, its title, its help, its modes and
/// the referee its first game is ruled by. Everything else — board, layout, animation,
/// input, status line, game over, scores and saves — is generic over the content, so
/// registering a game is a line in ``AppModel/games`` and its board's place in the model
/// (``GameContent/board(in:)``).
struct GameRegistration<Content: GameContent>: RegisteredGame {
    let tab: Tab
    let title: String
    /// The help box shown on its tab.
    let makeHelp: @Sendable (HelpFacts<Content>) -> Overlay
    /// The modes its games are played, saved and replayed in.
    let modes: ModeBook<Content>
    /// The referee of its first game under the launch settings.
    let referee: @Sendable (AppSettings) -> any Referee<Content>

    /// The game of `Content` on `tab`, titled `title` (by default the content's game name),
    /// with `help` for its `?` box, played in `modes`, ruled by the `referee` made for the
    /// launch settings.
    init(
        _ content: Content.Type, tab: Tab, title: String = Content.gameName, help: @escaping @Sendable (HelpFacts<Content>) -> Overlay,
        modes: ModeBook<Content>, referee: @escaping @Sendable (AppSettings) -> any Referee<Content>
    ) {
        self.tab = tab
        self.title = title
        makeHelp = help
        self.modes = modes
        self.referee = referee
    }

    /// A board with a first game dealt from `seed` under `settings`, on a `width` × `height`
    /// screen, at `now`.
    func makeBoard(seed: UInt64, settings: AppSettings, width: Int, height: Int, now: Double) -> GameBoard<Content> {
        GameBoard(
            referee: referee(settings), modes: modes, seed: seed, animated: settings.animated, speed: settings.speed,
            width: width, height: height, now: now
        )
    }

    func help(_ model: AppModel) -> Overlay {
        let referee = Content.board(in: model).referee
        return makeHelp(
            HelpFacts(keyboard: model.settings.keyboard, legend: Legend(model), referee: referee, variantRules: referee.mode.variant.rules))
    }

    func board(in model: AppModel) -> any ShellBoard {
        Content.board(in: model)
    }

    func change<Change: BoardChange>(_ model: inout AppModel, _ change: Change) -> Change.Result {
        Content.change(&model) { change(&$0) }
    }

    func read<Query: BoardQuery>(_ model: AppModel, _ query: Query) -> Query.Result {
        query(Content.board(in: model))
    }

    func loadSave(_ shelf: any SaveShelf, _ settings: AppSettings) -> (offer: ResumeOffer?, refusal: String?) {
        ResumeOffer.load(Content.self, mode: referee(settings).mode, modes: modes, from: shelf)
    }

    func makeReplayBoard(_ mode: GameMode, _ seed: UInt64, _ settings: AppSettings, _ width: Int, _ height: Int) -> (any ReplayBoard)? {
        modes.referee(for: mode, seed: seed).map { referee in
            GameBoard<Content>(
                referee: referee, modes: modes, seed: seed, animated: settings.animated, speed: settings.speed,
                width: width, height: height, now: 0
            )
        }
    }
}

extension AppModel {
    /// SET on the Board tab.
    static let set = GameRegistration(
        SetCard.self, tab: .board, title: "Board", help: Overlay.setHelp, modes: .set, referee: { $0.mode.referee() })
    /// Playing cards on the Cards tab (G1), alone: under the real rule, or in test mode when
    /// SET is.
    static let cards = GameRegistration(
        PlayingCard.self, tab: .cards, help: Overlay.cardsHelp, modes: .cards,
        referee: { SoloReferee<PlayingCard>(mode: PlayMode(Deck.cards.plays($0.mode.variant, in: .solo) ? $0.mode.variant : .standard)) })

    /// Every game the app plays, in tab order, SET's Board first. A new game is a content
    /// (``GameContent``: how it plays, is drawn and is saved, and where the model keeps its
    /// board), its painter, its registration above and one name here.
    static let games: [any RegisteredGame] = [set, cards]
}
