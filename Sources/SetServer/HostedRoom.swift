import SetOnline

/// One open room and the sessions looking at it: the one authority over the room's state.
/// Every change goes through ``perform(_:)``, stamped with the server's time, and every
/// session looking is told of it.
public final class HostedRoom {
    /// The code players join with.
    public let code: String
    /// Who can find it.
    public let access: RoomAccess
    /// The rules' state.
    public private(set) var room: Room
    /// The rating changes of the last finished game, once recorded.
    public private(set) var ratingChanges: [PlayerKey: RatingChange] = [:]
    /// The day whose finished race this room deals again as practice, if it does.
    public private(set) var practisedDay: Int?
    /// The painted cards, panels and tables its viewers share.
    public let renderCaches = RoomRenderCaches()
    /// When the room last changed, in server time: its viewers are told it changed at this
    /// one moment, so their cards move alike and their tables are drawn once for them all.
    private(set) var changedAt = -Double.infinity
    /// Where in each 30th of a second its viewers draw their frames
    /// (``PlayerSession/frameInterval``): rooms are spread over it, so that the
    /// frames of all rooms do not fall due at one moment and keep keys waiting. Set only by
    /// tests, which pace rooms at every place in the 30th.
    var frameOffset: Double
    private unowned let hub: RoomHub
    /// The hub's clock, kept apart: a room told its last viewers left as the server stops
    /// may outlive its hub.
    private let clock: () -> Double
    private var viewers: [ObjectIdentifier: any RoomViewer] = [:]

    init(code: String, access: RoomAccess, room: Room, hub: RoomHub) {
        self.code = code
        self.access = access
        self.room = room
        self.hub = hub
        self.clock = hub.clock
        self.frameOffset = Self.frameOffset(code: code)
    }

    /// Where in each 30th of a second the viewers of room `code` draw (``frameOffset``):
    /// one of 256 places, from the code's letters alone, so a room paces its frames the
    /// same way in every run (Swift's `hashValue` changes from one process to the next).
    static func frameOffset(code: String) -> Double {
        let place = code.utf8.reduce(UInt8(0)) { $0 &* 31 &+ $1 }
        return Double(place) / 256 * PlayerSession.frameInterval
    }

    /// Server time now.
    var now: Double { clock() }

    /// `viewer` sits down as `identity` (or, as a `spectator`, watches) and is told of every
    /// change from now on.
    func enter(_ viewer: any RoomViewer, as identity: PlayerIdentity, spectator: Bool) {
        perform { spectator ? $0.watch(identity.key) : $0.join(identity.key, name: identity.name) }
        viewers[ObjectIdentifier(viewer)] = viewer
    }

    /// `viewer` has gone: its player leaves (unless they look on from another session), and
    /// the room closes when nobody is left.
    func leave(_ viewer: any RoomViewer) {
        guard viewers.removeValue(forKey: ObjectIdentifier(viewer)) != nil else { return }
        let stillHere = viewers.values.contains { $0.viewer == viewer.viewer }
        if !stillHere { perform { $0.leave(viewer.viewer) } }
        hub.closeIfEmpty(self)
    }

    /// Applies what `player` asked for, at the server's time.
    func perform(_ action: RoomAction, by player: PlayerIdentity) {
        switch action {
        case .choose(let card):
            let now = now
            perform { $0.choose(card, by: player.key, at: now) }
            decideWhenDue()
        case .clearSelection: perform { $0.clearSelection(of: player.key); return [] }
        case .say(let text): perform { $0.say(text, by: player.key, name: player.name) }
        case .start:
            if case .daily = access, room.isOver {
                return tell("Today's race is over and is not dealt again: d in the lobby plays its deal as practice.")
            }
            let now = now
            perform { $0.start(by: player.key, at: now) }
            if case .countingDown(let startsAt) = room.phase { hub.schedule(startsAt - now) { [weak self] in self?.begin() } }
        }
    }

    /// `player`'s one-way delay to the server is estimated at `seconds` now (a latency-fair
    /// room weighs claims by it; the sessions need not redraw).
    func noteDelay(_ seconds: Double, of player: PlayerKey) {
        room.setDelay(seconds, of: player)
    }

    /// In a latency-fair room, decides the claims waiting once the first is due.
    private func decideWhenDue() {
        guard let due = room.claims?.nextDecision else { return }
        let wait = due - now
        guard wait > 0 else { return perform { $0.decideClaims(at: due) } }
        hub.schedule(wait) { [weak self] in
            guard let self, let due = room.claims?.nextDecision, due <= now else { return }
            let now = now
            perform { $0.decideClaims(at: now) }
            decideWhenDue()
        }
    }

    /// Applies `change` to the room and tells every session what it did.
    func perform(_ change: (inout Room) -> [RoomEvent]) {
        let listed = RoomHub.listing(self)
        let events = change(&room)
        if events.contains(.began) { ratingChanges = [:] }
        changedAt = now
        for viewer in viewers.values { viewer.roomChanged(self, events) }
        if RoomHub.listing(self) != listed { hub.changed(code) }
        if events.contains(where: { if case .gameOver = $0 { true } else { false } }) {
            if let day = access.raceDay { hub.raceFinished(on: day) }
            hub.gameOver?(self)
        }
    }

    /// Shows the rating changes the finished game brought, and its number in the records.
    func show(_ changes: [PlayerKey: RatingChange], recordedAs id: Int64) {
        ratingChanges = changes
        changedAt = now
        for viewer in viewers.values { viewer.roomChanged(self, []) }
        tell("Kept as game \(id): ssh to this server with the command replay \(id) to watch it again.")
    }

    /// Tells every session here `message`, in its note line.
    func tell(_ message: String) {
        for viewer in viewers.values { viewer.tell(message) }
    }

    /// From now on this room deals the finished race of `day`, as practice only.
    func practiseDeal(of day: Int) {
        practisedDay = day
        room.makePracticeOnly()
    }

    /// Deals the game the host started, its countdown run out.
    private func begin() {
        guard case .countingDown(let startsAt) = room.phase else { return }
        let (seed, now) = (hub.nextSeed(for: self), max(now, startsAt))
        perform { $0.begin(seed: seed, at: now) }
    }
}
