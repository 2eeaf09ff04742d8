import FoundationEssentials
import SetCore
import SetOnline

/// What one node tells the others of its rooms through PostgreSQL's NOTIFY: a room listed
/// (opened or changed), a room closed, or every room of a node gone with it.
struct SharedRoomNotice: Codable, Hashable, Sendable {
    /// The node that hosts the room(s).
    let node: String
    /// Where players reach that node, `HOST:PORT`.
    let address: String
    /// The room's code; nil when the whole node is gone.
    let code: String?
    /// The room as listed; nil when it closed (or the node is gone).
    let room: SharedRoom?

    /// A room as every node's lobby lists it.
    struct SharedRoom: Codable, Hashable, Sendable {
        let mode: String
        let players: [String]
        let connected: Int
        let isOver: Bool
        /// How it is found: ``open`` (listed) or ``daily`` (the day's race); private rooms
        /// are not shared. Nil from a node older than this field: an open room.
        var access: String? = nil
        /// ``waiting`` for its first game to start, or ``playing``. Nil from a node older
        /// than this field: playing.
        var phase: String? = nil

        static let open = "open"
        static let daily = "daily"
        static let waiting = "waiting"
        static let playing = "playing"
    }

    init(node: String, address: String, code: String?, room: SharedRoom?) {
        self.node = node
        self.address = address
        self.code = code
        self.room = room
    }

    /// The news that `listing` is open on `node` (nil: the room `code` closed).
    init(node: String, address: ListenAddress, code: String, listing: Lobby.Listing?) {
        self.node = node
        self.address = address.description
        self.code = code
        self.room = listing.map {
            SharedRoom(
                mode: $0.mode.name, players: $0.players, connected: $0.connected, isOver: $0.isOver,
                access: $0.isDaily ? SharedRoom.daily : SharedRoom.open, phase: $0.isWaiting ? SharedRoom.waiting : SharedRoom.playing)
        }
    }

    /// The news that `node` and all its rooms are gone.
    init(nodeGone node: String, address: ListenAddress) {
        self.node = node
        self.address = address.description
        self.code = nil
        self.room = nil
    }

    /// The notice as a NOTIFY payload (JSON, far below PostgreSQL's 8000-byte limit: a
    /// room holds at most a few players of 16-character names).
    var payload: String {
        (try? JSONEncoder().encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    /// The notice a payload carries; nil for anything else (from a newer node, or not ours).
    init?(payload: String) {
        guard let notice = try? JSONDecoder().decode(Self.self, from: Data(payload.utf8)) else { return nil }
        self = notice
    }

    /// The room as the lobby of another node lists it: with the command that joins it on
    /// its own node; nil when the notice lists no room, or one of a mode or address this
    /// node cannot read.
    var listing: Lobby.Listing? {
        guard let code, let room, let mode = Variant.named(room.mode), let address = ListenAddress(parsing: address) else { return nil }
        let host = PlainText.cleaned(address.host.contains(":") ? "[\(address.host)]" : address.host, limit: 64)
        return Lobby.Listing(
            code: PlainText.cleaned(code, limit: 8), mode: mode, players: room.players.map { PlainText.cleaned($0, limit: 16) },
            connected: room.connected, isOver: room.isOver, isWaiting: room.phase == SharedRoom.waiting, isDaily: room.access == SharedRoom.daily,
            joinCommand: "ssh -t -p \(address.port) \(host) join \(PlainText.cleaned(code, limit: 8))")
    }
}
