import SetFrame
import SetOnline
import SetRender

/// The lobby (N2), where `ssh -t HOST` alone arrives: the open rooms, the player's own
/// ratings, and keys to create a room, join one or watch one.
public struct Lobby: Sendable {
    /// One open room as the lobby lists it.
    public struct Listing: Hashable, Sendable {
        public let code: String
        public let mode: RoomMode
        public let players: [String]
        public let connected: Int
        public let isOver: Bool

        public init(code: String, mode: RoomMode, players: [String], connected: Int, isOver: Bool) {
            self.code = code
            self.mode = mode
            self.players = players
            self.connected = connected
            self.isOver = isOver
        }
    }

    /// The rooms, as last looked at.
    public var rooms: [Listing] = []
    /// The player's ratings by mode (empty for a guest or before any rated game).
    public var ratings: [RoomMode: Rating] = [:]
    /// Who is looking.
    public var name: String
    /// The listed room under the cursor.
    public private(set) var cursor = 0

    public init(name: String) {
        self.name = name
    }

    /// What a key asks for.
    public enum Outcome: Equatable, Sendable {
        case stay
        case go(SessionCommand)
        case leave
    }

    /// What `event` asks for.
    public mutating func handle(_ event: InputEvent) -> Outcome {
        switch event {
        case .key(.up): cursor = max(cursor - 1, 0)
        case .key(.down): cursor = min(cursor + 1, max(rooms.count - 1, 0))
        case .key(.enter) where cursor < rooms.count: return .go(.join(rooms[cursor].code))
        case .character("w") where cursor < rooms.count: return .go(.watch(rooms[cursor].code))
        case .character("n"): return .go(.new(.standard))
        case .character("j"): return .go(.new(.junior))
        case .character("t"): return .go(.new(.test))
        case .character("Q"), .interrupt: return .leave
        default: break
        }
        return .stay
    }

    /// Keeps the cursor on the list after it changed.
    public mutating func update(rooms: [Listing]) {
        self.rooms = rooms
        cursor = min(cursor, max(rooms.count - 1, 0))
    }

    /// The lobby on a `width` × `height` screen.
    public func draw(width: Int, height: Int) -> Grid {
        var grid = Grid(width: width, height: height)
        grid.put("SET online · lobby · \(name)", x: 0, y: 0, style: CellStyle(bold: true))
        let rated = RoomMode.allCases.compactMap { mode in ratings[mode].map { "\(mode) \(Int($0.value.rounded()))" } }
        grid.put("Your rating: " + (rated.isEmpty ? "1200 in every mode until a game with others" : rated.joined(separator: " · ")), x: 0, y: 1)
        grid.put("Open rooms", x: 0, y: 3, style: CellStyle(bold: true))
        if rooms.isEmpty { grid.put("none yet: press n to open one", x: 2, y: 4, style: CellStyle(dim: true)) }
        for (row, room) in rooms.enumerated() where 4 + row < height - 1 {
            let state = room.isOver ? "finished" : "playing"
            let names = room.players.joined(separator: ", ")
            let mode = room.mode.rawValue + String(repeating: " ", count: max(9 - room.mode.rawValue.count, 1))
            let line = "\(room.code)  \(mode)\(state)  \(room.connected)/\(room.players.count) here  \(names)"
            grid.put((row == cursor ? "> " : "  ") + line, x: 0, y: 4 + row, style: row == cursor ? CellStyle(bold: true) : .plain)
        }
        grid.put("n: new room · j: junior · t: test (any 3) · Enter: join · w: watch · Q: leave", x: 0, y: height - 1, style: CellStyle(dim: true))
        return grid
    }
}
