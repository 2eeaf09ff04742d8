import SetAnimation
import SetCore
import SetFrame
import SetOnline
import SetRender
import SetTable

/// One player's SSH session in a room: what only this player has (cursor, size, the last
/// note, the cards' movement, what their terminal shows) and the pacing of their frames (N4).
///
/// Keys and mouse presses become room actions; the room's events move the cards as in the
/// local game (the same ``Animator``: dealt cards fly in, taken ones fly away). Any change
/// marks the screen dirty, and a frame is drawn at most every ``frameInterval`` — while
/// cards move, and no longer — and written only when it differs.
public final class PlayerSession {
    /// Who is playing.
    public let identity: PlayerIdentity
    /// Whether they only watch.
    public let isSpectator: Bool
    /// The room they are in.
    public let room: HostedRoom
    private let output: SessionOutput
    private let painter: CardPainter
    /// The player's terminal: its size and what it can show.
    public private(set) var terminal: RemoteTerminal
    /// The viewer's keyboard, theme and palette.
    public private(set) var settings: PlayerSettings
    /// The slot under the keyboard cursor; nil until an arrow shows it.
    private var cursor: Int?
    private var note: StatusNote?
    /// Whether the help box shows (`?`; any key closes it).
    private var showsHelp = false
    /// The chat line being typed (after `/`), nil when not typing.
    private var chatDraft: String?
    /// When this player last said something, for ``chatInterval``.
    private var lastSaidAt = -Double.infinity
    private var writer: FrameWriter
    /// How the cards move on this player's screen.
    private var animator = Animator()
    /// Where cards come from and go to off screen.
    private var flights: SplitMix64
    private var frameScheduled = false
    private var dirty = false
    private var lastFrameAt = -Double.infinity
    private let clock: () -> Double
    private var ended = false

    /// At most 30 frames a second to a remote terminal.
    public static let frameInterval = 1.0 / 30
    /// The shortest time between two chat lines of one player (a flood fills nobody's screen).
    public static let chatInterval = 1.0

    public init(
        identity: PlayerIdentity, room: HostedRoom, spectator: Bool, terminal: RemoteTerminal, output: SessionOutput,
        settings: PlayerSettings = PlayerSettings(), clock: @escaping () -> Double
    ) {
        self.identity = identity
        self.room = room
        self.isSpectator = spectator
        self.output = output
        self.terminal = terminal
        self.writer = terminal.frameWriter()
        self.settings = settings
        self.painter = CardPainter(theme: settings.cardTheme, colorMode: terminal.colorMode)
        self.clock = clock
        self.flights = SplitMix64(seed: room.room.seed)
    }

    private var width: Int { terminal.width }
    private var height: Int { terminal.height }

    /// Takes the seat (or comes back to it) or starts watching, and draws the first frame.
    public func start() {
        output.send(RemoteTerminal.enterScreen)
        room.attach(self)
        let identity = identity
        if isSpectator {
            room.perform { $0.watch(identity.key) }
        } else {
            room.perform { $0.join(identity.key, name: identity.name) }
            if room.room.seat(of: identity.key) == nil {
                note = StatusNote("The table is full: watching.", short: "Watching", tone: .bad)
            }
        }
        if let frames = restingFrames {
            animator.deal(table: room.room.game.table.map(\.id), frames: frames, screen: screenRect, deckPile: nil, now: clock(), using: &flights)
        }
        requestFrame()
    }

    /// The connection went: the seat is kept for a return.
    public func stop() {
        guard !ended else { return }
        ended = true
        room.detach(self)
    }

    /// The player's terminal changed size: the next frame reflows the board and is written whole.
    public func resize(width: Int, height: Int) {
        terminal.resize(width: width, height: height)
        writer.invalidate()
        animate([])
        requestFrame()
    }

    /// What the player typed or clicked.
    public func receive(_ events: [InputEvent]) {
        for event in events {
            guard !ended else { return }
            handle(event)
        }
    }

    private var screen: RoomScreen {
        var screen = RoomScreen(room: room.room, code: room.code, viewer: identity.key, cursor: cursor, note: note, painter: painter)
        screen.ratings = room.ratingChanges
        screen.access = room.access
        screen.chatDraft = chatDraft
        screen.keyboard = settings.keyboard
        screen.showsHelp = showsHelp
        return screen
    }

    private func handle(_ event: InputEvent) {
        if chatDraft != nil, event != .interrupt { return type(event) }
        if showsHelp, event != .interrupt {
            if case .resize(let width, let height) = event { return resize(width: width, height: height) }
            showsHelp = false
            return requestFrame()
        }
        let table = screen.tableGrid(width: width, height: height)
        switch event {
        case .character("/"): chatDraft = ""
        case .character("?"): showsHelp = true
        case .interrupt, .character("Q"): return leave()
        case .character("n") where room.room.isOver && !isSpectator: room.restart()
        case .key(.escape): room.perform { [identity] in $0.clearSelection(of: identity.key); return [] }
        case .key(.up): cursor = table?.cursor(from: cursor, rows: -1, columns: 0) ?? cursor
        case .key(.down): cursor = table?.cursor(from: cursor, rows: 1, columns: 0) ?? cursor
        case .key(.left): cursor = table?.cursor(from: cursor, rows: 0, columns: -1) ?? cursor
        case .key(.right): cursor = table?.cursor(from: cursor, rows: 0, columns: 1) ?? cursor
        case .key(.enter), .character(" "): if let cursor { choose(slot: cursor) }
        case .mouse(let x, let y, .press):
            guard let slot = table?.layout.frames.firstIndex(where: { $0.contains(x: x, y: y) }) else { return }
            choose(slot: slot)
        case .resize(let width, let height): return resize(width: width, height: height)
        case .character(let character):
            guard let slot = table?.slot(forKey: character, on: settings.keyboard) else { return }
            choose(slot: slot)
        default: return
        }
        requestFrame()
    }

    /// A key while a chat line is typed: characters are added (up to the line's limit),
    /// Backspace takes one back, Enter says the line, Esc drops it.
    private func type(_ event: InputEvent) {
        guard var draft = chatDraft else { return }
        switch event {
        case .character(let character) where draft.count < PlainText.chatLimit:
            draft = PlainText.cleaned(draft + String(character), limit: PlainText.chatLimit)
        case .key(.backspace): if !draft.isEmpty { draft.removeLast() }
        case .key(.escape):
            chatDraft = nil
            return requestFrame()
        case .key(.enter):
            let now = clock()
            guard now - lastSaidAt >= Self.chatInterval else {
                note = StatusNote("One line a second: press Enter again.", short: "One line a second", tone: .bad)
                return requestFrame()
            }
            lastSaidAt = now
            chatDraft = nil
            note = nil
            let (identity, text) = (identity, draft)
            room.perform { $0.say(text, by: identity.key, name: identity.name) }
            return requestFrame()
        default: break
        }
        chatDraft = draft
        requestFrame()
    }

    private func choose(slot: Int) {
        guard !isSpectator, slot < room.room.game.table.count else { return }
        let card = room.room.game.table[slot].id
        let identity = identity
        let now = room.now
        room.perform { $0.choose(card, by: identity.key, at: now) }
    }

    private func leave() {
        end(saying: nil)
    }

    /// Gives the player's screen back, says `message` (if any), and ends the session.
    func end(saying message: String?) {
        guard !ended else { return }
        output.send(RemoteTerminal.leaveScreen + Array((message.map { "set-game: \($0)\r\n" } ?? "").utf8))
        stop()
        output.end(status: 0)
    }

    /// The room changed: notes for this player, and a new frame.
    func roomChanged(_ events: [RoomEvent]) {
        let names = Dictionary(room.room.seats.map { ($0.player, $0.name) }, uniquingKeysWith: { first, _ in first })
        func name(_ player: PlayerKey) -> String { player == identity.key ? "You" : names[player] ?? "someone" }
        for event in events {
            switch event {
            case .took(let player, _):
                note = player == identity.key ? StatusNote("You took a set.", short: "Yours!", tone: .good) : StatusNote("\(name(player)) took a set.", short: "Taken")
            case .missed(let player, _) where player == identity.key: note = StatusNote("Not a set: that cost you a point.", short: "No set −1", tone: .bad)
            case .selectionCleared(identity.key, let taker):
                note = StatusNote("\(name(taker)) took a card you had chosen: selection cleared.", short: "Selection cleared", tone: .bad)
            case .dealt: note = StatusNote("No set on the table: three more dealt.", short: "3 more dealt")
            case .gameOver: note = StatusNote("Game over.", tone: .good)
            case .restarted: note = StatusNote("A new game.")
            default: break
            }
        }
        let count = room.room.game.table.count
        cursor = cursor.flatMap { count == 0 ? nil : min($0, count - 1) }
        animate(events)
        requestFrame()
    }

    /// A word from the server (about the records), shown in the note line.
    func tell(_ message: String) {
        note = StatusNote(message)
        requestFrame()
    }

    /// Where each table card rests on this player's screen; nil when the table does not fit
    /// (or the game is over and the results are shown).
    private var restingFrames: [Rect]? {
        guard !room.room.isOver, let layout = screen.layout(width: width, height: height),
            layout.frames.count == room.room.game.table.count
        else { return nil }
        return layout.frames
    }

    private var screenRect: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    /// Moves the cards as `events` say, as the local game does: a take lights its cards up,
    /// then they fly off; this player's miss shakes; new cards fly in; a new game is dealt;
    /// after a resize every card glides to its new place.
    private func animate(_ events: [RoomEvent]) {
        guard let frames = restingFrames else { return }
        let now = clock()
        let table = room.room.game.table.map(\.id)
        if events.contains(.restarted) {
            return animator.deal(table: table, frames: frames, screen: screenRect, deckPile: nil, now: now, using: &flights)
        }
        for event in events {
            switch event {
            case .took(_, let cards): animator.celebrate(cards, now: now)
            case .missed(identity.key, let cards): animator.shake(cards, now: now)
            default: break
            }
        }
        animator.settle(table: table, frames: frames, screen: screenRect, deckPile: nil, discardPile: nil, now: now, using: &flights)
    }

    /// Marks the screen dirty and draws it at the next frame time: at `time` if given (when
    /// moving cards next change), never sooner than ``frameInterval`` after the last frame.
    private func requestFrame(at time: Double? = nil) {
        dirty = true
        guard !frameScheduled, !ended else { return }
        frameScheduled = true
        let now = clock()
        let wait = max(lastFrameAt + Self.frameInterval - now, (time ?? now) - now, 0)
        output.schedule(after: wait) { [weak self] in self?.drawFrame() }
    }

    /// Draws and writes the frame when the peer is keeping up; otherwise waits for
    /// ``writable()``.
    private func drawFrame() {
        frameScheduled = false
        guard dirty, !ended else { return }
        guard output.canSend else { return }
        dirty = false
        let now = clock()
        lastFrameAt = now
        animator.prune(at: now)
        var screen = screen
        if restingFrames != nil {
            let sprites = animator.sprites(at: now)
            screen.sprites = sprites
            screen.flashing = Set(sprites.map(\.card).filter { animator.flash(for: $0, at: now) })
        }
        let bytes = writer.bytes(for: screen.draw(width: width, height: height))
        if !bytes.isEmpty { output.send(bytes) }
        if let next = animator.nextFrame(after: now) { requestFrame(at: next) }
    }

    /// The peer caught up: a frame that waited is drawn now.
    public func writable() {
        if dirty { requestFrame() }
    }
}
