import SetFrame
import SetOnline
import SetProgram
import SetRender
import SetTable

/// One ssh session as a program: whichever screen the player is at — the name prompt of an
/// account's first visit, the lobby, a room — and the ways between them. What the records
/// and the room hub answer comes back as messages; what the session needs of them goes out
/// as effects, for its driver (``PlayerSession``) to run.
public struct OnlineSession: SessionProgram {
    /// Where the player is.
    public enum Screen {
        /// The account is being looked up, or a room entered: nothing shown yet.
        case starting
        /// The player types their name.
        case naming(NameEntry)
        /// The name typed is being registered.
        case registering(NameEntry)
        case lobby(Lobby)
        case room(RoomProgram)
        /// A finished game replayed.
        case replay(ReplayProgram)
    }

    public private(set) var screen = Screen.starting
    /// Who is playing (their name, once the records said it).
    public private(set) var identity: PlayerIdentity
    /// The player's keyboard, theme and palette.
    public private(set) var settings = PlayerSettings()
    /// The room the command line asked for (nil: the lobby), entered once the name is known.
    public let command: SessionCommand?
    /// Whether the records keep this player's name, settings and ratings (not a guest's, nor
    /// on a server without records).
    public let keepsRecords: Bool
    /// The player's terminal.
    public private(set) var terminal: RemoteTerminal
    private var now = 0.0

    /// `identity`'s session on `terminal`, going where `command` says.
    public init(identity: PlayerIdentity, command: SessionCommand?, terminal: RemoteTerminal, keepsRecords: Bool) {
        self.identity = identity
        self.command = command
        self.terminal = terminal
        self.keepsRecords = keepsRecords && !identity.isGuest
    }

    /// What a session is told.
    public enum Message {
        /// The session begins.
        case start
        /// A key, a mouse press or a resize.
        case input(InputEvent)
        /// The account as the records keep it: its name (nil: a first visit) and settings.
        case found(name: String?, settings: PlayerSettings?)
        /// Whether the name asked for was registered.
        case registered(String, Bool)
        /// For the lobby.
        case lobby(Lobby.Message)
        /// The player sat down in (or, as a `spectator`, began watching) the room `code`.
        case entered(code: String, access: RoomAccess, room: Room, ratings: [PlayerKey: RatingChange], spectator: Bool, caches: RoomRenderCaches? = nil)
        /// The room asked for could not be entered, as `reason` says: from the lobby, the
        /// player is told there; from a command line, the session ends.
        case refused(String)
        /// For the room.
        case room(RoomProgram.Message)
        /// The finished game `id` as the records keep it, to replay.
        case replayFound(Int64, RecordedGame)
        case tick
    }

    /// What a session asks of its driver.
    public enum Effect: Hashable, Sendable {
        /// Look the account's name and settings up (answer: ``Message/found(name:settings:)``).
        case lookUp
        /// Register this name for the account (answer: ``Message/registered(_:_:)``).
        case register(String)
        /// Read the player's ratings (answer: ``Lobby/Message/rated(_:)``).
        case readRatings
        /// Keep these settings with the account.
        case keep(PlayerSettings)
        /// List the rooms now and at every change (answers: ``Lobby/Message/listed(rooms:daily:seatWaiting:)``).
        case listRooms
        /// Enter the room `command` names (answers: ``Message/entered(code:access:room:ratings:spectator:)``,
        /// or ``Message/refused(_:)`` saying why not).
        case enter(SessionCommand)
        /// Ask the room's host for `action`.
        case act(RoomAction)
        /// Leave the room the player is in; their seat waits for them while the room stays open.
        case leaveRoom
        /// Take the terminal's screen (the alternate screen, the mouse) for the session's frames.
        case showScreen
        /// Give the screen back (if taken), say `message` (if any) and end with `status`.
        case end(status: Int, saying: String?)
    }

    public static var tick: Message { .tick }

    public var nextWakeUp: Double? {
        if case .room(let room) = screen { return room.nextWakeUp }
        if case .replay(let replay) = screen { return replay.nextWakeUp }
        return nil
    }

    /// Whether the player is in the lobby (which then wants every change of the rooms).
    public var isInLobby: Bool {
        if case .lobby = screen { return true }
        return false
    }

    public func view() -> Grid {
        switch screen {
        case .starting: Grid(width: terminal.width, height: terminal.height)
        case .naming(let entry), .registering(let entry): entry.view()
        case .lobby(let lobby): lobby.view()
        case .room(let room): room.view()
        case .replay(let replay): replay.view()
        }
    }

    public mutating func update(_ message: Message, at now: Double) -> [Effect] {
        self.now = now
        if case .input(.resize(let width, let height)) = message { terminal.resize(width: width, height: height) }
        switch (message, screen) {
        case (.start, .starting): return keepsRecords ? [.lookUp] : proceed()
        case (.found(let name, let kept), .starting):
            if let kept { settings = kept }
            guard let name else {
                screen = .naming(NameEntry(suggestion: identity.name, terminal: terminal))
                return [.showScreen]
            }
            identity.name = name
            return proceed()
        case (.input(let event), .naming(var entry)):
            let effects = entry.update(.input(event), at: now)
            screen = .naming(entry)
            return effects.flatMap { effect -> [Effect] in
                switch effect {
                case .submit(let name):
                    screen = .registering(entry)
                    return [.register(name)]
                case .cancel: return [.end(status: 0, saying: nil)]
                }
            }
        case (.input(let event), .registering(var entry)):
            if case .resize = event { _ = entry.update(.input(event), at: now) }  // keys wait for the answer
            screen = .registering(entry)
        case (.registered(let name, let done), .registering(var entry)):
            guard done else {
                _ = entry.update(.refused(name), at: now)
                screen = .naming(entry)
                return []
            }
            identity.name = name
            return proceed()
        case (.input(let event), .lobby):
            return lobby(.input(event))
        case (.lobby(let message), .lobby):
            return lobby(message)
        case (.entered(let code, let access, let room, let ratings, let spectator, let caches), _):
            let shown = isShown
            screen = .room(
                RoomProgram(
                    identity: identity, spectator: spectator, code: code, access: access, room: room, ratings: ratings,
                    terminal: terminal, settings: settings, caches: caches, at: now))
            return shown ? [] : [.showScreen]
        case (.refused(let reason), .lobby):
            return lobby(.refused(reason))
        case (.refused(let reason), _):
            return [.end(status: 1, saying: reason)]
        case (.input(let event), .room):
            return room(.input(event))
        case (.room(let message), .room):
            return room(message)
        case (.tick, .room):
            return room(.tick)
        case (.replayFound(let id, let game), _):
            let shown = isShown
            screen = .replay(ReplayProgram(id: id, game: game, terminal: terminal, settings: settings, at: now))
            return shown ? [] : [.showScreen]
        case (.input(let event), .replay):
            return replay(.input(event))
        case (.tick, .replay):
            return replay(.tick)
        default: break
        }
        return []
    }

    /// Whether the session has taken the terminal's screen.
    private var isShown: Bool {
        if case .starting = screen { return false }
        return true
    }

    /// Once the name is known: into the room the command line asked for, or the lobby.
    private mutating func proceed() -> [Effect] {
        if let command { return [.enter(command)] }
        return openLobby()
    }

    /// The lobby, its rooms listed and the player's ratings read afresh (a game may have
    /// changed them).
    private mutating func openLobby() -> [Effect] {
        let shown = isShown
        var lobby = Lobby(name: identity.name, settings: settings, keepsSettings: keepsRecords, terminal: terminal)
        lobby.isGuest = identity.isGuest
        screen = .lobby(lobby)
        return (shown ? [] : [.showScreen]) + [.listRooms] + (keepsRecords ? [.readRatings] : [])
    }

    private mutating func lobby(_ message: Lobby.Message) -> [Effect] {
        guard case .lobby(var lobby) = screen else { return [] }
        let effects = lobby.update(message, at: now)
        screen = .lobby(lobby)
        return effects.flatMap { effect -> [Effect] in
            switch effect {
            case .go(let command): return [.enter(command)]
            case .leave: return [.end(status: 0, saying: nil)]
            case .keep(let chosen):
                settings = chosen
                return keepsRecords ? [.keep(chosen)] : []
            }
        }
    }

    private mutating func replay(_ message: ReplayProgram.Message) -> [Effect] {
        guard case .replay(var replay) = screen else { return [] }
        let effects = replay.update(message, at: now)
        screen = .replay(replay)
        return effects.flatMap { effect -> [Effect] in
            switch effect {
            case .backToLobby: return openLobby()
            case .quit: return [.end(status: 0, saying: nil)]
            }
        }
    }

    private mutating func room(_ message: RoomProgram.Message) -> [Effect] {
        guard case .room(var room) = screen else { return [] }
        let effects = room.update(message, at: now)
        screen = .room(room)
        return effects.flatMap { effect -> [Effect] in
            switch effect {
            case .act(let action): return [.act(action)]
            case .backToLobby: return [.leaveRoom] + openLobby()
            case .quit: return [.end(status: 0, saying: nil)]
            }
        }
    }
}
