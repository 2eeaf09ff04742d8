import SetAnimation
import SetCore
import SetFrame
import SetOnline
import SetProgram
import SetRender
import SetTable

/// One player's view of a room, as a program (N4): what only this player has — their
/// cursor, their terminal, the last note, the help box, the chat line being typed, how the
/// cards move on their screen — over the room as its host last told it.
///
/// Keys and mouse presses become ``RoomAction``s for the room's host, the one authority,
/// which tells every viewer what changed (``Message/changed(_:_:ratings:)``); the room's
/// events move the cards as in the local game (the same ``Animator``: dealt cards fly in,
/// taken ones fly away).
public struct RoomProgram: SessionProgram {
    /// Who is looking.
    public let identity: PlayerIdentity
    /// Whether they only watch.
    public let isSpectator: Bool
    /// The room's code and how it is found.
    public let code: String
    public let access: RoomAccess
    /// The room as its host last told it.
    public private(set) var room: Room
    /// The rating changes of its finished game, once recorded.
    public private(set) var ratings: [PlayerKey: RatingChange]
    /// The player's terminal: its size and colors.
    public private(set) var terminal: RemoteTerminal
    /// The viewer's keyboard, theme and palette.
    public let settings: PlayerSettings
    /// The slot under the keyboard cursor; nil until an arrow shows it.
    public private(set) var cursor: Int?
    /// The latest note for this player, if any.
    public private(set) var note: StatusNote?
    /// Whether the help box shows (`?`; any key closes it).
    public private(set) var showsHelp = false
    /// The chat line being typed (after `/`), nil when not typing.
    public private(set) var chatDraft: String?
    /// When this player last said something, for ``chatInterval``.
    private var lastSaidAt = -Double.infinity
    private let painter: CardPainter
    /// What the room's viewers draw once for all of them (nil: this viewer draws alone).
    private let caches: RoomRenderCaches?
    /// How the cards move on this player's screen.
    private var animator = Animator()
    /// Where cards come from and go to off screen.
    private var flights: SplitMix64
    /// The time of the last message.
    public private(set) var now: Double
    /// Whether the cards moving on this screen answer this player's own doing (their take or
    /// miss, their terminal's new size): drawn at the full frame rate until all rest.
    private var movesForOwnDoing = false
    /// When the room last changed: the frames of others' doings fall at whole
    /// ``othersMotionInterval``s from it, the same moments on every viewer's screen.
    private var changedAt: Double

    /// The shortest time between two chat lines of one player (a flood fills nobody's screen).
    public static let chatInterval = 1.0
    /// The time between two frames while the cards move for someone else's doing (another's
    /// take: its flash and hop, the cards flying off and in; a deal) and nothing of this
    /// player's own: 15 a second, half the server's rate. The eye follows which cards flash
    /// and where cards go, not each step; a player's own take, miss and keys are drawn at the
    /// full rate.
    public static let othersMotionInterval = 1.0 / 15

    /// What a room program is told.
    public enum Message {
        /// A key, a mouse press or a resize.
        case input(InputEvent)
        /// The room changed as `events` say; `room` is how it stands now.
        case changed(Room, [RoomEvent], ratings: [PlayerKey: RatingChange])
        /// A word from the server (about the records), for the note line.
        case told(String)
        /// Time passed (the cards moved on).
        case tick
    }

    /// What a room program asks of its driver.
    public enum Effect: Hashable, Sendable {
        /// Ask the room's host for `action`.
        case act(RoomAction)
        /// Back to the lobby (`Q`): the seat is kept for a return while the room stays open.
        case backToLobby
        /// End the session at once (Ctrl-C, from anywhere): the seat is kept as for `backToLobby`.
        case quit
    }

    public static var tick: Message { .tick }

    /// `identity`'s view of `room` (the room `code`, found by `access`) as it stands at `now`,
    /// once they sat down in it (or, if `spectator`, began watching), on `terminal`, its
    /// painted cards kept in the room's `caches` (nil: a cache of its own).
    public init(
        identity: PlayerIdentity, spectator: Bool, code: String, access: RoomAccess, room: Room,
        ratings: [PlayerKey: RatingChange] = [:], terminal: RemoteTerminal, settings: PlayerSettings = PlayerSettings(),
        caches: RoomRenderCaches? = nil, at now: Double
    ) {
        self.identity = identity
        self.isSpectator = spectator
        self.code = code
        self.access = access
        self.room = room
        self.ratings = ratings
        self.terminal = terminal
        self.settings = settings
        let painter = CardPainter(theme: settings.cardTheme, colorMode: terminal.colorMode)
        self.painter = CardPainter(theme: painter.theme, colorMode: painter.colorMode, cache: caches?.cache(paintingAs: painter) ?? RenderCache())
        self.caches = caches
        self.flights = SplitMix64(seed: room.seed)
        self.now = now
        self.changedAt = now
        if !spectator, room.seat(of: identity.key) == nil {
            note = StatusNote("The table is full: watching.", short: "Watching", tone: .bad)
        }
        if let frames = restingFrames {
            animator.deal(table: room.game.table.map(\.id), frames: frames, screen: screenRect, deckPile: nil, now: now, using: &flights)
        }
    }

    public mutating func update(_ message: Message, at now: Double) -> [Effect] {
        self.now = now
        switch message {
        case .input(let event): return handle(event)
        case .changed(let room, let events, let ratings):
            self.room = room
            self.ratings = ratings
            roomChanged(events)
        case .told(let message): note = StatusNote(message)
        case .tick:
            animator.prune(at: now)
            if animator.nextFrame(after: now) == nil { movesForOwnDoing = false }
        }
        return []
    }

    public var nextWakeUp: Double? {
        // While the countdown runs, its number changes each second.
        if case .countingDown(let startsAt) = room.phase, startsAt > now {
            let second = startsAt - (startsAt - now).rounded(.down)
            return second > now ? second : min(now + 1, startsAt)
        }
        guard let next = animator.nextFrame(after: now) else { return nil }
        if movesForOwnDoing { return next }
        // The next whole step from the change: a frame drawn at a step that rounding put a
        // hair before it counts as on it, so the next is a step on, not that step again.
        let step = Self.othersMotionInterval
        return max(next, changedAt + (((now - changedAt) / step + 1e-6).rounded(.down) + 1) * step)
    }

    /// The room as drawn now, the cards where the animator puts them.
    public func view() -> Grid {
        var screen = RoomScreen(room: room, code: code, viewer: identity.key, cursor: cursor, note: note, painter: painter)
        screen.ratings = ratings
        screen.access = access
        screen.chatDraft = chatDraft
        screen.keyboard = settings.keyboard
        screen.showsHelp = showsHelp
        screen.now = now
        screen.shared = caches
        if restingFrames != nil {
            let sprites = animator.sprites(at: now)
            screen.sprites = sprites
            screen.flashing = Set(sprites.map(\.card).filter { animator.flash(for: $0, at: now) })
        }
        return screen.draw(width: terminal.width, height: terminal.height)
    }

    /// The table on this player's terminal: key labels, the card a key chooses, cursor moves;
    /// nil between games.
    private var table: TableGrid? {
        guard room.isPlaying else { return nil }
        var screen = RoomScreen(room: room, code: code, viewer: identity.key, cursor: cursor, note: nil, painter: painter)
        screen.shared = caches
        return screen.tableGrid(width: terminal.width, height: terminal.height)
    }

    private mutating func handle(_ event: InputEvent) -> [Effect] {
        if case .resize(let width, let height) = event {
            resize(width: width, height: height)
            return []
        }
        if chatDraft != nil, event != .interrupt { return type(event) }
        if showsHelp, event != .interrupt {
            showsHelp = false
            return []
        }
        let table = table
        switch event {
        case .character("/"): chatDraft = ""
        case .character("?"): showsHelp = true
        case .character("Q"): return [.backToLobby]
        case .interrupt: return [.quit]
        case .key(.enter) where !room.isPlaying, .character("n") where !room.isPlaying: return start()
        case .key(.escape): return [.act(.clearSelection)]
        case .key(.enter), .character(" "): return cursor.map { choose(slot: $0) } ?? []
        case .key(let key):
            if let move = CursorMove(key) { cursor = table?.cursor(from: cursor, moving: move) ?? cursor }
        case .mouse(let x, let y, .press):
            return table?.layout.frames.firstIndex { $0.contains(x: x, y: y) }.map { choose(slot: $0) } ?? []
        case .character(let character):
            return table?.slot(forKey: character, on: settings.keyboard).map { choose(slot: $0) } ?? []
        default: break
        }
        return []
    }

    /// A key while a chat line is typed: characters are added (up to the line's limit),
    /// Backspace takes one back, Enter says the line (one a second), Esc drops it.
    private mutating func type(_ event: InputEvent) -> [Effect] {
        guard var draft = chatDraft else { return [] }
        switch event {
        case .character(let character) where draft.count < PlainText.chatLimit:
            draft = PlainText.cleaned(draft + String(character), limit: PlainText.chatLimit)
        case .key(.backspace): if !draft.isEmpty { draft.removeLast() }
        case .key(.escape):
            chatDraft = nil
            return []
        case .key(.enter):
            guard now - lastSaidAt >= Self.chatInterval else {
                note = StatusNote("One line a second: press Enter again.", short: "One line a second", tone: .bad)
                return []
            }
            lastSaidAt = now
            chatDraft = nil
            note = nil
            return [.act(.say(draft))]
        default: break
        }
        chatDraft = draft
        return []
    }

    /// Enter (or `n`) between games: the host starts the next one; anyone else is told who does.
    private mutating func start() -> [Effect] {
        guard !isSpectator, room.phase == .waiting else { return [] }
        guard let host = room.host, host != identity.key else { return [.act(.start)] }
        let name = room.seat(of: host)?.name ?? "the host"
        note = StatusNote("\(name) starts the game.", short: "\(name) starts")
        return []
    }

    /// The card in `slot`, chosen (a watcher chooses nothing).
    private func choose(slot: Int) -> [Effect] {
        guard !isSpectator, slot < room.game.table.count else { return [] }
        return [.act(.choose(room.game.table[slot].id))]
    }

    /// The terminal changed size: the cards glide to their new places.
    private mutating func resize(width: Int, height: Int) {
        terminal.resize(width: width, height: height)
        animate([])
        if animator.nextFrame(after: now) != nil { movesForOwnDoing = true }
    }

    /// Notes for this player of what the room did, and the cards moved.
    private mutating func roomChanged(_ events: [RoomEvent]) {
        changedAt = now
        let names = Dictionary(room.seats.map { ($0.player, $0.name) }, uniquingKeysWith: { first, _ in first })
        func name(_ player: PlayerKey) -> String { player == identity.key ? "You" : names[player] ?? "someone" }
        for event in events {
            switch event {
            case .took(let player, _):
                note = player == identity.key ? StatusNote("You took a set.", short: "Yours!", tone: .good) : StatusNote("\(name(player)) took a set.", short: "Taken")
            case .missed(let player, _) where player == identity.key: note = StatusNote("Not a set: that cost you a point.", short: "No set −1", tone: .bad)
            case .beaten(identity.key, let winner, let margin):
                note = StatusNote(
                    margin > 0 ? "\(name(winner)) pressed \(Self.milliseconds(margin)) earlier and took the set." : "\(name(winner)) pressed at the same moment, and was first to arrive.",
                    short: "\(name(winner)) was first", tone: .bad)
            case .beaten(let loser, identity.key, let margin):
                note = StatusNote(
                    margin > 0 ? "You took a set: pressed \(Self.milliseconds(margin)) before \(name(loser))." : "You took a set, pressed with \(name(loser)): yours came first.",
                    short: "Yours!", tone: .good)
            case .selectionCleared(identity.key, let taker):
                note = StatusNote("\(name(taker)) took a card you had chosen: selection cleared.", short: "Selection cleared", tone: .bad)
            case .dealt: note = StatusNote("No set on the table: three more dealt.", short: "3 more dealt")
            case .gameOver:
                note = room.host == identity.key
                    ? StatusNote("Game over: Enter starts the next game, Q goes back to the lobby.", short: "Game over", tone: .good)
                    : StatusNote("Game over.", tone: .good)
            case .countingDown(_, let host):
                note = StatusNote(host == identity.key ? "You started the game." : "\(name(host)) started the game.", short: "Starting")
            case .began: note = room.isPractice ? StatusNote("Practice: this game is not rated.", short: "Practice") : nil
            default: break
            }
        }
        let count = room.game.table.count
        cursor = cursor.flatMap { count == 0 ? nil : min($0, count - 1) }
        animate(events)
    }

    /// `seconds` as whole milliseconds, at least 1: `23 ms`.
    static func milliseconds(_ seconds: Double) -> String {
        "\(max(Int((seconds * 1000).rounded()), 1)) ms"
    }

    /// Where each table card rests on this player's screen; nil when the table does not fit
    /// (or the game is over and the results are shown).
    private var restingFrames: [Rect]? {
        var screen = RoomScreen(room: room, code: code, viewer: identity.key, cursor: nil, note: nil, painter: painter)
        screen.shared = caches
        guard room.isPlaying, let layout = screen.layout(width: terminal.width, height: terminal.height),
            layout.frames.count == room.game.table.count
        else { return nil }
        return layout.frames
    }

    private var screenRect: Rect { Rect(x: 0, y: 0, width: terminal.width, height: terminal.height) }

    /// Moves the cards as `events` say, as the local game does: a take lights its cards up,
    /// then they fly off; this player's miss shakes; new cards fly in; a new game is dealt;
    /// after a resize every card glides to its new place.
    private mutating func animate(_ events: [RoomEvent]) {
        guard let frames = restingFrames else { return }
        let table = room.game.table.map(\.id)
        if events.contains(.began) {
            return animator.deal(table: table, frames: frames, screen: screenRect, deckPile: nil, now: now, using: &flights)
        }
        for event in events {
            switch event {
            case .took(let player, let cards):
                animator.celebrate(cards, now: now)
                if player == identity.key { movesForOwnDoing = true }
            case .missed(identity.key, let cards):
                animator.shake(cards, now: now)
                movesForOwnDoing = true
            default: break
            }
        }
        animator.settle(table: table, frames: frames, screen: screenRect, deckPile: nil, discardPile: nil, now: now, using: &flights)
    }
}
