import SetFrame
import SetCore
import SetOnline
import SetProgram
import SetRender
import SetTable

/// The lobby (N2), where `ssh -t HOST` alone arrives, as a program: the open rooms, the
/// player's own ratings and settings, and keys to create a room, join one or watch one.
public struct Lobby: SessionProgram, Sendable {
    /// One open room as the lobby lists it.
    public struct Listing: Hashable, Sendable {
        public let code: String
        public let mode: Variant
        public let players: [String]
        public let connected: Int
        public let isOver: Bool
        /// Whether it waits for its first game to start.
        public let isWaiting: Bool
        /// Whether it is the day's race (shown apart from the other rooms).
        public let isDaily: Bool
        /// For a room on another node (SSH has no redirect): the command that joins it there,
        /// `ssh -t -p PORT HOST join CODE`; nil for this node's rooms.
        public let joinCommand: String?

        public init(
            code: String, mode: Variant, players: [String], connected: Int, isOver: Bool, isWaiting: Bool = false, isDaily: Bool = false,
            joinCommand: String? = nil
        ) {
            self.code = code
            self.mode = mode
            self.players = players
            self.connected = connected
            self.isOver = isOver
            self.isWaiting = isWaiting
            self.isDaily = isDaily
            self.joinCommand = joinCommand
        }
    }

    /// The listed rooms, as last looked at.
    public var rooms: [Listing] = []
    /// Today's race, if it is open.
    public var daily: Listing?
    /// Whether today's race was played to its end (and is closed): `d` plays its deal as practice.
    public private(set) var raceOver = false
    /// The code of a room where the player's seat waits for them (they went back to the lobby
    /// or their connection dropped, and the room is still open), if any.
    public private(set) var seatWaiting: String?
    /// The player's ratings by mode (empty for a guest or before any rated game).
    public private(set) var ratings: [Variant: Rating] = [:]
    /// Who is looking.
    public var name: String
    /// The listed room under the cursor.
    public private(set) var cursor = 0
    /// Whether the rooms this player opens are private (listed nowhere; joined by code).
    public private(set) var opensPrivate = false
    /// The code being typed after `c`, nil when none is.
    public private(set) var codeDraft: String?
    /// Whether the help box shows (`?`; any key closes it).
    public private(set) var showsHelp = false
    /// The best players of each rated mode, as the records last said.
    public private(set) var leaderboards: [Leaderboard] = []
    /// Whether the leaderboard box shows (`l`; any key closes it).
    public private(set) var showsLeaderboard = false
    /// The player's last finished games, newest first, as the records last said.
    public private(set) var games: [PlayedGame] = []
    /// Whether the profile box shows (`g`; any key closes it).
    public private(set) var showsProfile = false
    /// The player's keyboard, theme and palette.
    public private(set) var settings: PlayerSettings
    /// Whether the player is a guest (unrated, told how to keep a name).
    public var isGuest = false
    /// Whether settings chosen here are kept with the player's key (not for a guest).
    public let keepsSettings: Bool
    /// The settings box, while it is open (`s`).
    public private(set) var settingsEditor: SettingsEditor?
    /// Why the settings chosen were not kept, if they were not.
    public private(set) var settingsProblem: String?
    /// The player's terminal (its size).
    public private(set) var terminal: RemoteTerminal
    /// A word for the player until the next key: after Enter on a room of another node, how
    /// to join it there; after a room could not be entered, why.
    public private(set) var note: StatusNote?

    /// The row of the first listed room.
    static let listTop = 7
    /// The longest code typed.
    static let codeLimit = 12

    /// `name`'s lobby on `terminal`, with their `settings` (kept with their key, if
    /// `keepsSettings`).
    public init(
        name: String, settings: PlayerSettings = PlayerSettings(), keepsSettings: Bool = false,
        terminal: RemoteTerminal = RemoteTerminal(width: 80, height: 24, term: "")
    ) {
        self.name = name
        self.settings = settings
        self.keepsSettings = keepsSettings
        self.terminal = terminal
    }

    /// What the lobby is told.
    public enum Message: Sendable {
        /// A key, a mouse press or a resize.
        case input(InputEvent)
        /// The rooms listed now, today's race if it is open, and the room where the player's
        /// seat waits, if any; whether today's race is over.
        case listed(rooms: [Listing], daily: Listing?, seatWaiting: String? = nil, raceOver: Bool = false)
        /// The player's ratings, as the records keep them.
        case rated([Variant: Rating])
        /// The leaderboards of the rated modes, as the records keep them.
        case ranked([Leaderboard])
        /// The player's last finished games, newest first.
        case played([PlayedGame])
        /// The settings chosen could not be kept (they are used for this visit all the same).
        case settingsNotKept
        /// The room asked for could not be entered, as `reason` says (the player stays here).
        case refused(String)
        case tick
    }

    /// What the lobby asks of its driver.
    public enum Effect: Equatable, Sendable {
        /// Go where the command says: a new room, a room by its code, today's race.
        case go(SessionCommand)
        /// End the session.
        case leave
        /// Keep the settings chosen in the settings box with the player's key.
        case keep(PlayerSettings)
    }

    public static var tick: Message { .tick }

    /// The lobby never changes by itself.
    public var nextWakeUp: Double? { nil }

    public mutating func update(_ message: Message, at now: Double) -> [Effect] {
        switch message {
        case .input(let event): return handle(event).map { [$0] } ?? []
        case .listed(let rooms, let daily, let seatWaiting, let raceOver):
            list(rooms: rooms, daily: daily, seatWaiting: seatWaiting)
            self.raceOver = raceOver
        case .rated(let ratings): self.ratings = ratings
        case .ranked(let boards): leaderboards = boards
        case .played(let games): self.games = games
        case .settingsNotKept: settingsProblem = "not kept: the records are away; used for this visit"
        case .refused(let reason): note = StatusNote(reason, tone: .bad)
        case .tick: break
        }
        return []
    }

    /// The lobby on the player's terminal.
    public func view() -> Grid {
        draw(width: terminal.width, height: terminal.height)
    }

    /// What `event` asks for, if anything. A room on another node is joined there, not from here.
    private mutating func handle(_ event: InputEvent) -> Effect? {
        if case .resize(let width, let height) = event {
            terminal.resize(width: width, height: height)
            return nil
        }
        if codeDraft != nil, event != .interrupt { return typeCode(event) }
        if var editor = settingsEditor, event != .interrupt {
            switch editor.handle(event) {
            case .editing: settingsEditor = editor
            case .cancelled: settingsEditor = nil
            case .kept(let chosen):
                settingsEditor = nil
                settings = chosen
                settingsProblem = nil
                return .keep(chosen)
            }
            return nil
        }
        if showsHelp || showsLeaderboard || showsProfile, event != .interrupt {
            showsHelp = false
            showsLeaderboard = false
            showsProfile = false
            return nil
        }
        let here = cursor < rooms.count && rooms[cursor].joinCommand == nil
        note = nil
        switch event {
        case .key(.up): cursor = max(cursor - 1, 0)
        case .key(.down): cursor = min(cursor + 1, max(rooms.count - 1, 0))
        case .key(.enter) where here: return .go(.join(rooms[cursor].code))
        case .mouse(_, let y, .press) where (Self.listTop..<(Self.listTop + rooms.count)).contains(y):
            // A press chooses a room; a press on the chosen one joins it (if it is here).
            if cursor == y - Self.listTop, here { return .go(.join(rooms[cursor].code)) }
            if cursor == y - Self.listTop { note = Self.elsewhere(rooms[cursor]) }
            cursor = y - Self.listTop
        case .character("w") where here: return .go(.watch(rooms[cursor].code))
        case .key(.enter), .character("w"): note = cursor < rooms.count ? Self.elsewhere(rooms[cursor]) : nil
        case .character("n"): return .go(opensPrivate ? .newPrivate(.standard) : .new(.standard))
        case .character("j"): return .go(opensPrivate ? .newPrivate(.junior) : .new(.junior))
        case .character("t"): return .go(opensPrivate ? .newPrivate(.test) : .new(.test))
        case .character("p"): opensPrivate.toggle()
        case .character("d"): return .go(.daily)
        case .character("c"): codeDraft = ""
        case .character("b"): return seatWaiting.map { .go(.join($0)) }
        case .character("?"): showsHelp = true
        case .character("l"): showsLeaderboard = true
        case .character("g"): showsProfile = true
        case .character("s"): settingsEditor = SettingsEditor(settings)
        case .character("Q"), .interrupt: return .leave
        default: break
        }
        return nil
    }

    /// A key while a room code is typed: letters and digits are added, Backspace takes one
    /// back, Enter joins, Esc gives up.
    private mutating func typeCode(_ event: InputEvent) -> Effect? {
        guard var draft = codeDraft else { return nil }
        switch event {
        case .character(let character) where (character.isLetter || character.isNumber) && character.isASCII && draft.count < Self.codeLimit:
            draft.append(Character(character.uppercased()))
        case .key(.backspace): if !draft.isEmpty { draft.removeLast() }
        case .key(.escape):
            codeDraft = nil
            return nil
        case .key(.enter) where !draft.isEmpty:
            codeDraft = nil
            return .go(.join(draft))
        default: break
        }
        codeDraft = draft
        return nil
    }

    /// Keeps the cursor on the list after it changed; a seat newly waiting puts it on that
    /// room, if listed, so Enter goes back too.
    private mutating func list(rooms: [Listing], daily: Listing?, seatWaiting: String?) {
        self.rooms = rooms
        self.daily = daily
        if let seatWaiting, seatWaiting != self.seatWaiting, let row = rooms.firstIndex(where: { $0.code == seatWaiting && $0.joinCommand == nil }) {
            cursor = row
        }
        self.seatWaiting = seatWaiting
        cursor = min(cursor, max(rooms.count - 1, 0))
    }

    /// The lobby on a `width` × `height` screen.
    public func draw(width: Int, height: Int) -> Grid {
        var grid = Grid(width: width, height: height)
        grid.put("SET online · lobby · \(name)", x: 0, y: 0, style: CellStyle(bold: true))
        let rating = RatingLine.note(ratings: ratings, isGuest: isGuest)
        grid.put(rating.text(fitting: width) ?? rating.shortText, x: 0, y: 1)
        let kept = settingsProblem ?? (keepsSettings ? "kept with your key" : "for this visit: a guest's are not kept")
        let (keyboard, theme, palette) = (settings.keyboard.rawValue, settings.themeName, settings.palette.rawValue)
        let said = StatusNote(
            "Your settings: \(keyboard) keys · \(theme) cards · \(palette) colors (\(kept)) · s: change",
            short: "Settings: \(keyboard) · \(theme) · \(palette) · s: change")
        grid.put(said.text(fitting: width) ?? said.shortText, x: 0, y: 2, style: CellStyle(dim: true))
        grid.put("Today's race", x: 0, y: 3, style: CellStyle(bold: true))
        grid.put(
            daily.map { "  " + Self.line($0, fitting: width - 2, then: $0.joinCommand == nil ? "  · d: join" : "") }
                ?? (raceOver ? "  over for today: d plays its deal as practice (not rated)" : "  nobody yet: d starts it (the day's deal, the same for everyone)"),
            x: 0, y: 4, style: daily == nil ? CellStyle(dim: true) : .plain)
        if let seatWaiting {
            let waiting = StatusNote("Your seat in \(seatWaiting) is waiting · b: back to it", short: "Seat in \(seatWaiting) waits · b: back")
            grid.put(waiting.text(fitting: width) ?? waiting.shortText, x: 0, y: Self.listTop - 2, style: CellStyle(bold: true))
        }
        grid.put("Open rooms", x: 0, y: Self.listTop - 1, style: CellStyle(bold: true))
        if !rooms.isEmpty { grid.put("  ↑↓: choose · Enter: join · w: watch", x: 10, y: Self.listTop - 1, style: CellStyle(dim: true)) }
        if rooms.isEmpty { grid.put("none yet: press n to open one", x: 2, y: Self.listTop, style: CellStyle(dim: true)) }
        for (row, room) in rooms.enumerated() where Self.listTop + row < height - 2 {
            grid.put((row == cursor ? "> " : "  ") + Self.line(room, fitting: width - 2), x: 0, y: Self.listTop + row, style: row == cursor ? CellStyle(bold: true) : .plain)
        }
        if let codeDraft {
            grid.put("Room code: \(codeDraft)_   Enter: join · Esc: cancel", x: 0, y: height - 2, style: CellStyle(bold: true))
        } else if let note {
            grid.put(note.text(fitting: width) ?? note.shortText, x: 0, y: height - 2, style: CellStyle(bold: true))
        } else {
            let privacy = opensPrivate ? "New rooms are private: listed nowhere, joined by their code · p: public" : "New rooms are public · p: private"
            grid.put(privacy, x: 0, y: height - 2)
        }
        CommandBar.drawAfresh(commands, ascii: false, on: &grid)
        if showsHelp { RoomHelp.lobby.draw(on: &grid, ascii: false) }
        if showsLeaderboard { Self.leaderboardOverlay(leaderboards, name: name, isGuest: isGuest).draw(on: &grid, ascii: false) }
        if showsProfile { Self.profileOverlay(games, name: name, isGuest: isGuest, width: width).draw(on: &grid, ascii: false) }
        settingsEditor?.draw(on: &grid)
        return grid
    }

    /// The lobby's keys, as many as fit on the bottom row: first, while a seat waits, the way
    /// back to it.
    private var commands: [CommandBar.Command] {
        (seatWaiting == nil ? [] : [("b", "back to your seat")]) + [
            ("n/j/t", "new standard/junior/test"), ("d", "daily race"), ("c", "join by code"), ("s", "settings"), ("l", "leaderboard"), ("g", "your games"),
            ("?", "help"), ("Q", "leave"),
        ]
    }

    /// One room in `width` columns: code, mode, state, who is here, names, then `suffix`; for
    /// a room on another node, the command that joins it there. The names are shortened
    /// (`…`), or left out, before the command is cut.
    private static func line(_ room: Listing, fitting width: Int, then suffix: String = "") -> String {
        let state = room.isOver ? "finished" : room.isWaiting ? "waiting" : "playing"
        let mode = room.mode.name + String(repeating: " ", count: max(9 - room.mode.name.count, 1))
        let head = "\(room.code)  \(mode)\(state)  \(room.connected)/\(room.players.count) here"
        let tail = (room.joinCommand.map { "  elsewhere: \($0)" } ?? "") + suffix
        let names = room.players.joined(separator: ", ")
        let space = width - head.count - tail.count - 2
        guard names.count > space else { return "\(head)  \(names)\(tail)" }
        return space < 2 ? head + tail : "\(head)  \(names.prefix(space - 1))…\(tail)"
    }
}
