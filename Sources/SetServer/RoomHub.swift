import SetOnline

/// Every open room, by code: the one place sessions find rooms. Confined to the server's one
/// event loop, so rooms change in the order actions arrive there (the first to arrive wins).
public final class RoomHub {
    /// The rooms, by code.
    public private(set) var rooms: [String: HostedRoom] = [:]
    /// Server time in seconds, stamped on every room action.
    let clock: () -> Double
    /// Called when a room's game ends (the server records it).
    var gameOver: ((HostedRoom) -> Void)?
    private var generator: any RandomNumberGenerator

    /// The letters of a room code: no vowels (no words) and nothing easily misread.
    static let codeAlphabet = Array("BCDFGHJKLMNPQRSTVWXZ")
    /// The most rooms open at once.
    public static let roomLimit = 500

    public init(clock: @escaping () -> Double, generator: any RandomNumberGenerator = SystemRandomNumberGenerator()) {
        self.clock = clock
        self.generator = generator
    }

    /// A new room in `mode` under a fresh four-letter code; nil when the server is full.
    public func open(_ mode: RoomMode) -> HostedRoom? {
        guard rooms.count < Self.roomLimit else { return nil }
        var code: String
        repeat {
            code = String((0..<4).map { _ in Self.codeAlphabet[Int(generator.next() % UInt64(Self.codeAlphabet.count))] })
        } while rooms[code] != nil
        let room = HostedRoom(code: code, room: Room(mode: mode, seed: generator.next(), at: clock()), hub: self)
        rooms[code] = room
        return room
    }

    /// The room under `code` (case ignored), if open.
    public func room(_ code: String) -> HostedRoom? {
        rooms[code.uppercased()]
    }

    /// The open rooms as the lobby lists them, by code.
    var listings: [Lobby.Listing] {
        rooms.values.sorted { $0.code < $1.code }.map { hosted in
            let room = hosted.room
            return Lobby.Listing(
                code: hosted.code, mode: room.mode, players: room.seats.map(\.name),
                connected: room.seats.filter(\.isConnected).count, isOver: room.isOver)
        }
    }

    /// A fresh seed for a room's next game.
    func nextSeed() -> UInt64 {
        generator.next()
    }

    /// Closes `room` once nobody is in it.
    func closeIfEmpty(_ room: HostedRoom) {
        if room.room.isEmpty { rooms[room.code] = nil }
    }
}

/// One open room and the sessions looking at it.
public final class HostedRoom {
    /// The code players join with.
    public let code: String
    /// The rules' state.
    public private(set) var room: Room
    /// The rating changes of the last finished game, once recorded.
    public private(set) var ratingChanges: [PlayerKey: RatingChange] = [:]
    private unowned let hub: RoomHub
    private var sessions: [ObjectIdentifier: PlayerSession] = [:]

    init(code: String, room: Room, hub: RoomHub) {
        self.code = code
        self.room = room
        self.hub = hub
    }

    /// Server time now.
    var now: Double { hub.clock() }

    /// `session` is looking at this room (as a player or a spectator).
    func attach(_ session: PlayerSession) {
        sessions[ObjectIdentifier(session)] = session
    }

    /// `session` has gone: its player leaves, and the room closes when nobody is left.
    func detach(_ session: PlayerSession) {
        sessions[ObjectIdentifier(session)] = nil
        let stillHere = sessions.values.contains { $0.identity.key == session.identity.key }
        if !stillHere { perform { $0.leave(session.identity.key) } }
        hub.closeIfEmpty(self)
    }

    /// Applies `change` to the room and tells every session what it did.
    func perform(_ change: (inout Room) -> [RoomEvent]) {
        let events = change(&room)
        if events.contains(where: { if case .restarted = $0 { true } else { false } }) { ratingChanges = [:] }
        for session in sessions.values { session.roomChanged(events) }
        if events.contains(where: { if case .gameOver = $0 { true } else { false } }) { hub.gameOver?(self) }
    }

    /// Shows the rating changes the finished game brought.
    func show(_ changes: [PlayerKey: RatingChange]) {
        ratingChanges = changes
        for session in sessions.values { session.roomChanged([]) }
    }

    /// Starts the next game once this one is over.
    func restart() {
        let seed = hub.nextSeed()
        let now = now
        perform { $0.restart(seed: seed, at: now) }
    }
}
