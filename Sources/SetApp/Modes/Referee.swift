import SetCore
import SetRender
import SetStore
import SetTable

/// What a mode adds around a board's game, by concern: how a game of the mode is dealt and
/// a move ruled (``RefereeRules``), the mode's own keys (``RefereeKeys``), what it shows
/// (``RefereePresentation``) and what it records (``RefereeRecords``). The board's
/// ``GameBoard/game`` stays the one table everything draws; every requirement but the mode
/// and the deal has a default (solo play) so a referee implements only what its mode changes.
/// The board holds the whole referee; a caller that needs one concern takes that protocol.
public protocol Referee<Content>: RefereeRules, RefereeKeys, RefereePresentation, RefereeRecords {
    /// The mode this referee rules.
    var mode: PlayMode { get }
}

/// How a mode deals and rules its game, and what it does as time passes.
public protocol RefereeRules<Content>: Sendable {
    associatedtype Content: CardContent

    /// A new game of this mode dealt from `seed` at game time `now`; resets the referee's
    /// own state for it.
    mutating func deal(seed: UInt64, at now: Double) -> MatchingGame<Content>

    /// The player's `move` on `game` at game time `now`.
    mutating func perform(_ move: GameMove, on game: inout MatchingGame<Content>, at now: Double) -> Ruling

    /// Time passing on the game clock up to `now`: what the mode does by itself.
    mutating func advance(_ game: inout MatchingGame<Content>, to now: Double) -> Ruling

    /// The game time by which ``advance(_:to:)`` must next run, if any.
    var wakeUp: Double? { get }

    /// Whether time passing does anything in this mode (a rival's moves, a claim's
    /// countdown, the referee's own clock): when not, ``advance(_:to:)`` is never called, so
    /// a frame does not pay for it. Each mode says so itself, none by default.
    var advancesWithTime: Bool { get }
}

/// The keys a mode adds to the board's.
public protocol RefereeKeys: Sendable {
    /// The move a character of the mode's own stands for (a duel's `1` and `0` claim), which
    /// the board logs for the save and hands to ``RefereeRules/perform(_:on:at:)``; nil when
    /// it is none.
    func move(for character: Character) -> GameMove?
}

/// What a mode shows around the table: its status counters, the game-over lines, the panel
/// or a rival's pile, which of the game's own counts show, its help and its commands.
public protocol RefereePresentation<Content>: Sendable {
    associatedtype Content: CardContent

    /// The mode's counters for the status line, after the clock (`compact` on a narrow screen).
    func status(of game: MatchingGame<Content>, compact: Bool) -> [StatusSegment]

    /// Lines that open the game-over box.
    func gameOverLines(of game: MatchingGame<Content>) -> [String]

    /// Lines shown in the column of the piles, for a mode that hides them (``showsDeck``
    /// false): the daily puzzle's found sets.
    func panel(of game: MatchingGame<Content>) -> [[PanelPiece]]

    /// The cards a rival took, oldest first, shown on a pile of its own (the computer's);
    /// nil when the mode has no rival with a pile.
    var rivalPile: [Card<Content>]? { get }

    /// How many sets the rival with a pile took, as the status line counts them.
    var rivalSets: Int { get }

    /// Whether the deck and discard piles are shown and the status line counts the deck.
    var showsDeck: Bool { get }

    /// Whether the status line and the game-over box show the game's own tally (sets found,
    /// score, mistakes, hints): not in a duel, whose points are the players'.
    var showsSoloScore: Bool { get }

    /// Paragraphs the help (`?`) opens with to explain the mode; none for solo play.
    var helpLines: [String] { get }

    /// The help bar's commands for this mode, or nil for the solo ones.
    var commands: [(key: String, action: String)]? { get }
}

/// What a mode keeps of a game: its own counts for the save, and the score list's record.
public protocol RefereeRecords<Content>: Sendable {
    associatedtype Content: CardContent

    /// The mode's own counts that the game's do not show (the daily sets found, the
    /// computer's sets and pile, each duel player's points and sets): saved beside the game
    /// and checked when its save is replayed. Empty for solo play.
    var tally: [Int] { get }

    /// The finished game as the score list records it.
    func record(_ summary: GameSummary, of game: MatchingGame<Content>) -> GameSummary
}

/// What a referee made of a move or of time passing: the game's events, to be animated and
/// told as a player's move is, a note that replaces the one the events would give, and the
/// moves the mode made by itself (the computer's takes and deals), which the board logs.
public struct Ruling: Sendable {
    public var events: [GameEvent]
    public var note: StatusNote?
    /// The mode's own moves that changed the table, each at its game time, for the log.
    public var moves: [TimedMove]

    public init(events: [GameEvent] = [], note: StatusNote? = nil, moves: [TimedMove] = []) {
        self.events = events
        self.note = note
        self.moves = moves
    }
}

/// A styled piece of the status line.
public struct StatusSegment: Hashable, Sendable {
    public var text: String
    public var style: CellStyle

    public init(_ text: String, style: CellStyle = CellStyle()) {
        self.text = text
        self.style = style
    }
}

/// A piece of a panel line: text, or a card named by its key label on the board.
public enum PanelPiece: Hashable, Sendable {
    case text(String, CellStyle)
    case card(CardID)
}

extension RefereeRules {
    public mutating func perform(_ move: GameMove, on game: inout MatchingGame<Content>, at now: Double) -> Ruling {
        Ruling(events: game.perform(move, at: now))
    }

    public mutating func advance(_ game: inout MatchingGame<Content>, to now: Double) -> Ruling {
        Ruling()
    }

    public var wakeUp: Double? { nil }
}

extension RefereeKeys {
    public func move(for character: Character) -> GameMove? { nil }
}

extension RefereePresentation {
    public func status(of game: MatchingGame<Content>, compact: Bool) -> [StatusSegment] { [] }

    public func gameOverLines(of game: MatchingGame<Content>) -> [String] { [] }

    public func panel(of game: MatchingGame<Content>) -> [[PanelPiece]] { [] }

    public var rivalPile: [Card<Content>]? { nil }

    public var rivalSets: Int { 0 }

    public var showsDeck: Bool { true }

    public var showsSoloScore: Bool { true }

    public var helpLines: [String] { [] }

    public var commands: [(key: String, action: String)]? { nil }
}

extension RefereeRecords {
    public var tally: [Int] { [] }

    public func record(_ summary: GameSummary, of game: MatchingGame<Content>) -> GameSummary { summary }
}

/// The referee of solo play, for any content and variant: the game's own rules are all
/// there is, on the variant's deal.
public struct SoloReferee<Content: GameContent>: Referee {
    public let mode: PlayMode

    /// A referee for `mode`, played alone.
    public init(mode: PlayMode) {
        self.mode = mode
    }

    public var advancesWithTime: Bool { false }

    public func deal(seed: UInt64, at now: Double) -> MatchingGame<Content> {
        Content.deal(mode.variant, seed: seed, startedAt: now)
    }
}
