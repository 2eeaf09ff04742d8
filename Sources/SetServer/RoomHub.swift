import SetCore
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
    /// Called with a room's code when what the lobby lists of it may have changed, or it
    /// closed (other nodes are told).
    var listingChanged: ((String) -> Void)?
    /// Called when what a lobby shows may have changed, here or on another node: open lobbies
    /// redraw (``SessionRegistry/redrawLobbies(of:on:)``).
    var lobbyChanged: (() -> Void)?
    /// The rooms open on other nodes, as the last news of them said (``NodeDirectory``).
    /// Today's race listed there as over is noted as over here too, so it stays known once
    /// its room closes.
    var elsewhere: [Lobby.Listing] = [] {
        didSet {
            guard elsewhere != oldValue else { return }
            if let day = todaysRaceOverElsewhere { finishedRaces.insert(day) }
            lobbyChanged?()
        }
    }
    private var generator: any RandomNumberGenerator
    /// Where rooms opening and closing, and games finishing, are told to the host.
    let log: HostLog
    /// Runs a closure on the hub's event loop after a delay in seconds (a room's countdown).
    let schedule: (Double, @escaping () -> Void) -> Void
    /// How claims are ordered in the rooms opened: by estimated press time (latency-fair,
    /// ``FairClaims``), or, when nil, by arrival.
    let fairness: FairClaims?

    /// The letters of a room code: no vowels (no words) and nothing easily misread.
    static let codeAlphabet = Array("BCDFGHJKLMNPQRSTVWXZ")
    /// The most rooms open at once (``ServerLimits/rooms``).
    public let roomLimit: Int

    /// A hub telling time by `clock`, running delayed work through `schedule` (on the hub's
    /// event loop), dealing from `generator`, telling the host through `log`, holding at
    /// most `roomLimit` rooms.
    public init(
        clock: @escaping () -> Double, schedule: @escaping (Double, @escaping () -> Void) -> Void,
        fairness: FairClaims? = FairClaims(), generator: any RandomNumberGenerator = SystemRandomNumberGenerator(), log: HostLog = .silent,
        roomLimit: Int = ServerLimits().rooms
    ) {
        self.roomLimit = roomLimit
        self.clock = clock
        self.schedule = schedule
        self.fairness = fairness
        self.generator = generator
        self.log = log
    }

    /// A new room in `mode` under a fresh code: four letters for a listed room, six for a
    /// private one (20⁶ codes: not found by trying); nil when the server is full.
    public func open(_ mode: Variant, isPrivate: Bool = false) -> HostedRoom? {
        guard rooms.count < roomLimit else { return nil }
        let access: RoomAccess = isPrivate ? .unlisted : .listed
        let length = isPrivate ? 6 : 4
        var code: String
        repeat {
            code = String((0..<length).map { _ in Self.codeAlphabet[Int(generator.next() % UInt64(Self.codeAlphabet.count))] })
        } while rooms[code] != nil
        let room = HostedRoom(code: code, access: access, room: Room(variant: mode, seed: generator.next(), at: clock(), phase: .waiting, fairness: fairness), hub: self)
        rooms[code] = room
        log.roomOpened(code: code, mode: mode, access: access)
        changed(code)
        return room
    }

    /// The days whose race was played to its end on this node: never dealt again.
    private(set) var finishedRaces: Set<Int> = []

    /// Today's race (UTC), opened when the first player comes: a standard game dealt from
    /// the day's seed, the same for everyone, one across the nodes (another node's is joined
    /// there); once played to its end it is not dealt again, and its deal is played as
    /// practice in a private room instead. Nil when the server is full.
    public func daily() -> Result<HostedRoom, CommandError> {
        let day = RoomAccess.day(at: clock())
        let code = RoomAccess.dailyCode(day)
        if let open = rooms[code] { return .success(open) }
        if let there = elsewhere.first(where: { $0.code == code }), let command = there.joinCommand {
            return .failure(CommandError("today's race is on another node: \(command)"))
        }
        guard rooms.count < roomLimit else { return .failure(CommandError("the server is full; try again later")) }
        if finishedRaces.contains(day) {
            guard let practice = open(.standard, isPrivate: true) else { return .failure(CommandError("the server is full; try again later")) }
            practice.practiseDeal(of: day)
            return .success(practice)
        }
        let room = HostedRoom(
            code: code, access: .daily(day: day), room: Room(variant: .standard, seed: RoomAccess.dailySeed(day), at: clock(), phase: .waiting, fairness: fairness), hub: self)
        rooms[code] = room
        log.roomOpened(code: code, mode: .standard, access: room.access)
        changed(code)
        return .success(room)
    }

    /// The race of `day` was played to its end (here, or as the records say): open lobbies
    /// are told.
    func raceFinished(on day: Int) {
        guard finishedRaces.insert(day).inserted else { return }
        lobbyChanged?()
    }

    /// Whether today's race was played to its end, as far as this node knows.
    var todaysRaceIsOver: Bool {
        finishedRaces.contains(RoomAccess.day(at: clock()))
    }

    /// Today's race as the lobby shows it, if it is open, here or on another node.
    var dailyListing: Lobby.Listing? {
        let code = RoomAccess.dailyCode(RoomAccess.day(at: clock()))
        return rooms[code].map(Self.listing) ?? elsewhere.first { $0.code == code }
    }

    /// The room under `code` (case ignored), if open.
    public func room(_ code: String) -> HostedRoom? {
        rooms[code.uppercased()]
    }

    /// The listed rooms as the lobby shows them, by code (private rooms and the daily race
    /// are not among them), then other nodes' rooms.
    var listings: [Lobby.Listing] {
        rooms.values.filter { $0.access == .listed }.sorted { $0.code < $1.code }.map(Self.listing)
            + elsewhere.filter { !$0.isDaily }
    }

    /// The code of an open room (the first by code) where `player` has a seat but no
    /// connection: they went back to the lobby, or their connection dropped.
    func seatWaiting(for player: PlayerKey) -> String? {
        rooms.values.filter { $0.room.seat(of: player)?.isConnected == false }.map(\.code).min()
    }

    /// `hosted` as the lobby lists it.
    static func listing(_ hosted: HostedRoom) -> Lobby.Listing {
        let room = hosted.room
        return Lobby.Listing(
            code: hosted.code, mode: room.variant, players: room.seats.map(\.name),
            connected: room.seats.filter(\.isConnected).count, isOver: room.isOver, isWaiting: !room.isPlaying && !room.isOver,
            isDaily: hosted.access.raceDay != nil)
    }

    /// The seed of `room`'s next game: its day's for a daily race (or its practice), a fresh
    /// one otherwise.
    func nextSeed(for room: HostedRoom) -> UInt64 {
        if case .daily(let day) = room.access { return RoomAccess.dailySeed(day) }
        if let day = room.practisedDay { return RoomAccess.dailySeed(day) }
        return generator.next()
    }

    /// What the lobby lists of the room `code` may have changed: other nodes and open lobbies are told.
    func changed(_ code: String) {
        listingChanged?(code)
        lobbyChanged?()
    }

    /// Closes `room` once nobody is in it.
    func closeIfEmpty(_ room: HostedRoom) {
        if room.room.isEmpty {
            rooms[room.code] = nil
            log.roomClosed(code: room.code, mode: room.room.variant)
            changed(room.code)
        }
    }
}
