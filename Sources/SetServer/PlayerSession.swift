import NIOCore
import NIOSSH
import SetFrame
import SetCore
import SetOnline
import SetProgram
import SetRender
import SetTable

/// One player's session, on the server's game loop with the rooms: hands what its channel
/// (``SessionChannelHandler``, on a loop of its connection's) reads to the session's program
/// (``OnlineSession``), runs the effects it asks for — the records, the room hub, the room —
/// and draws its frames, paced (``FramePacer``) and diffed, while the peer keeps up; the
/// channel writes them. What a key means is the program's; what a room does, its host's.
final class PlayerSession: RoomViewer {
    private let identity: PlayerIdentity
    private let services: ServerServices
    private var limits: ServerLimits { services.limits }
    private var clock: () -> Double { services.clock }
    /// The game loop, where the rooms and this session live.
    private let loop: any EventLoop
    /// The channel's end, on its own loop; nil once it is gone.
    private var channel: NIOLoopBound<SessionChannelHandler>?
    /// Where the player connects from.
    private var address = "?"
    private var terminal: RemoteTerminal?
    /// The session's program and its frames, once a shell or command started it.
    private var screen: ProgramScreen<OnlineSession>?
    /// Whether the session took the terminal's screen (frames are written only then).
    private var isShown = false
    /// Whether the peer keeps up with what is written (its channel is writable).
    private var canSend = true
    /// The room the player is in, if any.
    private var room: HostedRoom?
    /// The player's one-way delay to the server, as their connection last estimated it.
    private var delay = 0.0
    /// When the frame asked of the server's ``FrameClock`` is due, if one is; a call for
    /// another moment (a frame armed sooner since, or none) is let pass.
    private var armedFrame: Double?
    /// The time of the last message the program was given.
    private var programTime = -Double.infinity
    private var lastInputAt: Double
    /// When the first key not yet answered by a frame was read (monotonic), for the host's
    /// key → frame figure.
    private var unansweredKeyAt: NIODeadline?
    private var ending = false
    private var idleCheck: Scheduled<Void>?

    /// At most 30 frames a second to a remote terminal.
    static let frameInterval = 1.0 / 30

    /// `identity`'s session on `loop`, writing through `channel`.
    init(identity: PlayerIdentity, services: ServerServices, loop: any EventLoop, channel: NIOLoopBound<SessionChannelHandler>) {
        self.identity = identity
        self.services = services
        self.loop = loop
        self.channel = channel
        self.lastInputAt = services.clock()
        services.sessions.add(self)
        services.metrics.sessions.increment()
        scheduleIdleCheck()
    }

    var viewer: PlayerKey { identity.key }

    // MARK: From the channel

    /// The player asked for a shell (`asked` nil: the lobby) or a command, on `terminal` (nil:
    /// none was asked for), from `address`, their delay estimated at `delay`.
    func started(_ asked: Result<SessionCommand, CommandError>?, terminal: RemoteTerminal?, address: String, delay: Double) {
        self.terminal = terminal
        self.address = address
        self.delay = delay
        start(asked)
    }

    /// A key or mouse press of the player's, decoded, read at `readAt`.
    func read(_ event: InputEvent, at readAt: NIODeadline, delay: Double) {
        self.delay = delay
        lastInputAt = clock()
        if unansweredKeyAt == nil { unansweredKeyAt = readAt }
        send(.input(event))
        // A key that armed no frame has none to wait for.
        if armedFrame == nil { unansweredKeyAt = nil }
    }

    /// The player's terminal is `width` × `height` now.
    func resized(width: Int, height: Int) {
        terminal?.resize(width: width, height: height)
        guard let terminal else { return }
        screen?.invalidate()
        send(.input(.resize(width: terminal.width, height: terminal.height)))
    }

    /// The peer keeps up (`writable`) or not.
    func writabilityChanged(_ writable: Bool) {
        canSend = writable
        if writable { scheduleFrame() }
    }

    /// The channel has closed: the player leaves their room (the seat is kept), and the
    /// session is over.
    func channelGone() {
        guard channel != nil else { return }
        services.sessions.remove(self)
        services.metrics.sessions.decrement()
        leaveRoom()
        screen = nil
        armedFrame = nil
        idleCheck?.cancel()
        idleCheck = nil
        channel = nil
        ending = true
    }

    /// Starts what the command asks for; a bad command or no terminal is told why and ends
    /// with status 2. `settings …` is a command line's, with no screen: it is kept and said.
    private func start(_ asked: Result<SessionCommand, CommandError>?) {
        guard screen == nil, !ending else { return }
        let command: SessionCommand?
        switch asked {
        case .failure(let error): return end(status: 2, saying: error.message)
        case .success(.settings(let changes)): return keepSettings(changes)
        case .success(.rename(let name)): return rename(to: name)
        case .success(let parsed): command = parsed
        case nil: command = nil
        }
        guard let terminal else { return end(status: 2, saying: "set-game needs a terminal: ssh -t") }
        let now = clock()
        tellChannel { $0.sessionStarted(at: now) }
        let program = OnlineSession(identity: identity, command: command, terminal: terminal, keepsRecords: services.records != nil)
        screen = ProgramScreen(program, writer: terminal.frameWriter(), pacer: FramePacer(minimumInterval: Self.frameInterval))
        send(.start)
    }

    // MARK: The program

    /// Hands `message`, come at `time` (nil: now), to the program, runs the effects it asks
    /// for, and arms the next frame.
    private func send(_ message: OnlineSession.Message, at time: Double? = nil) {
        guard !ending else { return }
        programTime = max(programTime, time ?? clock())
        guard let effects = screen?.send(message, at: programTime) else { return }
        for effect in effects { run(effect) }
        scheduleFrame()
    }

    private func run(_ effect: OnlineSession.Effect) {
        guard !ending else { return }
        switch effect {
        case .lookUp:
            let key = identity.key
            ask({ store in (try await store.name(of: key), try await store.settings(of: key)) }, failing: "the server cannot read its records; try again later") {
                .found(name: $0.0, settings: $0.1)
            }
        case .register(let name):
            let (key, now) = (identity.key, clock())
            ask({ try await $0.register(key, name: name, at: now) }, failing: "the server cannot write its records; try again later") {
                .registered(name, $0)
            }
        case .readRatings:
            let key = identity.key
            services.records?.run(on: loop) { store in
                var ratings: [Variant: Rating] = [:]
                for mode in RatingRule.ratedModes {
                    let rating = try await store.rating(of: key, in: mode)
                    if rating.games > 0 { ratings[mode] = rating }
                }
                return ratings
            }.assumeIsolated().whenSuccess { [weak self] in self?.send(.lobby(.rated($0))) }
            services.records?.run(on: loop) { store in
                var boards: [Leaderboard] = []
                for mode in RatingRule.ratedModes { boards.append(try await store.leaderboard(in: mode, for: key)) }
                return boards
            }.assumeIsolated().whenSuccess { [weak self] in self?.send(.lobby(.ranked($0))) }
            services.records?.run(on: loop) { try await $0.games(of: key) }.assumeIsolated().whenSuccess { [weak self] in
                self?.send(.lobby(.played($0)))
            }
        case .keep(let chosen):
            let key = identity.key
            services.records?.run(on: loop) { try await $0.keep(chosen, for: key) }.assumeIsolated().whenFailure {
                [weak self] _ in self?.send(.lobby(.settingsNotKept))
            }
        case .listRooms: refreshLobby()
        case .enter(let command): enter(command)
        case .act(let action):
            let player = screen?.program.identity ?? identity
            room?.noteDelay(delay, of: player.key)
            room?.perform(action, by: player)
        case .leaveRoom:
            leaveRoom()
            screen?.invalidate()  // a new screen is written whole (see `enter`)
        case .showScreen:
            isShown = true
            write(RemoteTerminal.enterScreen)
        case .end(let status, let message): end(status: status, saying: message)
        }
    }

    /// Runs `work` on the records off the loop and hands its answer to the program as
    /// `answer` says; when the records fail, the session ends with status 1 saying `failure`.
    private func ask<T: Sendable>(
        _ work: @escaping @Sendable (any OnlineStore) async throws -> T, failing failure: String,
        answer: @escaping (T) -> OnlineSession.Message
    ) {
        guard let records = services.records else { return }
        records.run(on: loop, work).assumeIsolated().whenComplete { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let value): self.send(answer(value))
            case .failure: self.end(status: 1, saying: failure)
            }
        }
    }

    /// The finished game `id`, read from the records and replayed; or why not.
    private func replay(_ id: Int64) {
        guard let records = services.records else { return send(.refused("this server keeps no records to replay")) }
        records.run(on: loop) { try await $0.recordedGame(id) }.assumeIsolated().whenComplete { [weak self] result in
            switch result {
            case .success(let game?): self?.send(.replayFound(id, game))
            case .success(nil): self?.send(.refused("no game \(id) in the records"))
            case .failure: self?.send(.refused("the server cannot read its records; try again later"))
            }
        }
    }

    /// Sits the player down in (or lets them watch) the room `command` names
    /// (``RoomEntrance``); tells the program why not when it cannot.
    private func enter(_ command: SessionCommand) {
        if case .replay(let id) = command { return replay(id) }
        if command == .daily, let records = services.records {
            // Whether the day's race is over may be known only to the records (another node
            // played it, or this one before a restart).
            return services.hub.learnWhetherTodaysRaceIsOver(from: records, on: loop) { [weak self] in self?.sitDown(command) }
        }
        sitDown(command)
    }

    /// ``enter(_:)``, once what the records know of today's race is known.
    private func sitDown(_ command: SessionCommand) {
        guard let program = screen?.program else { return }
        switch RoomEntrance(services: services).room(for: command, from: address, at: clock()) {
        case .failure(let refusal): send(.refused(refusal.message))
        case .success(let (hosted, spectator)):
            room = hosted
            // A new screen is written whole: whatever the player's ssh printed over the last
            // one (its own warnings, such as a refused X11 forwarding) goes with it.
            if isShown { screen?.invalidate() }
            hosted.enter(self, as: program.identity, spectator: spectator)
            hosted.noteDelay(delay, of: program.identity.key)
            send(
                .entered(
                    code: hosted.code, access: hosted.access, room: hosted.room, ratings: hosted.ratingChanges, spectator: spectator,
                    caches: hosted.renderCaches))
        }
    }

    /// `settings …` from a command line: applied to what the account keeps, kept, and the
    /// result said; a guest has nothing kept, and is told so.
    private func keepSettings(_ changes: [String]) {
        guard !identity.isGuest, let records = services.records else {
            return end(status: 2, saying: "settings are kept with your key: log in with it, not as a guest")
        }
        let key = identity.key
        records.run(on: loop) { store -> PlayerSettings? in
            guard case .success(let settings) = (try await store.settings(of: key) ?? PlayerSettings()).applying(changes) else { return nil }
            if !changes.isEmpty { try await store.keep(settings, for: key) }
            return settings
        }.assumeIsolated().whenComplete { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let settings?):
                self.write(Array("set-game: \(changes.isEmpty ? "your settings" : "kept"): \(settings.text)\r\n".utf8))
                self.end(status: 0, saying: nil)
            case .success(nil): self.end(status: 2, saying: PlayerSettings.usage)
            case .failure: self.end(status: 1, saying: "the server cannot write its records; try again later")
            }
        }
    }

    /// `name NEW` from a command line: the account's name changed, if nobody has it (or one
    /// that looks like it); a guest has no name to keep, and is told so.
    private func rename(to text: String) {
        guard !identity.isGuest, let records = services.records else {
            return end(status: 2, saying: "a name is kept with your key: log in with it, not as a guest")
        }
        let name: String
        switch NameRules.name(text) {
        case .success(let chosen): name = chosen
        case .failure(let problem): return end(status: 2, saying: problem.description)
        }
        let (key, now) = (identity.key, clock())
        records.run(on: loop) { try await $0.register(key, name: name, at: now) }.assumeIsolated().whenComplete { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(true):
                self.write(Array("set-game: your name is now \(name)\r\n".utf8))
                self.end(status: 0, saying: nil)
            case .success(false): self.end(status: 1, saying: "\(name) is taken, or looks like a name that is; choose another")
            case .failure: self.end(status: 1, saying: "the server cannot write its records; try again later")
            }
        }
    }

    // MARK: The room and the lobby

    func roomChanged(_ room: HostedRoom, _ events: [RoomEvent]) {
        send(.room(.changed(room.room, events, ratings: room.ratingChanges)), at: room.changedAt)
    }

    func tell(_ message: String) {
        send(.room(.told(message)))
    }

    /// Lists the rooms again, if the player is in the lobby.
    func refreshLobby() {
        guard screen?.program.isInLobby == true else { return }
        let hub = services.hub
        send(.lobby(.listed(rooms: hub.listings, daily: hub.dailyListing, seatWaiting: hub.seatWaiting(for: identity.key), raceOver: hub.todaysRaceIsOver)))
    }

    /// The player's seat is kept for a return (while the room stays open); the room is told
    /// they went.
    private func leaveRoom() {
        room?.leave(self)
        room = nil
    }

    // MARK: Frames

    /// Asks the server's ``FrameClock`` for the next frame due, if one is not armed sooner
    /// already. A frame due later is drawn at the start of the 30th of a second it falls in
    /// or after (``frameInterval``, counted from the room's ``HostedRoom/frameOffset``), when
    /// the room's other viewers draw theirs, in the same task (``drawFrame(due:)``).
    private func scheduleFrame() {
        guard isShown, !ending, let next = screen?.nextFrameAt(canSend: canSend) else { return }
        let now = clock()
        let due = Self.frameDue(next: next, now: now, offset: room?.frameOffset ?? 0)
        if let armed = armedFrame, armed <= due { return }
        armedFrame = due
        services.frames.call(at: due, in: FramePacer.seconds(until: due, from: now) ?? 0, on: loop) { [weak self] in
            guard let self, armedFrame == due else { return }
            drawFrame(due: due)
        }
    }

    /// When to draw a frame the program wants at `next`, at `now`: at once when that time
    /// has come, else at the start of the first 30th of a second (``frameInterval``, counted
    /// from `offset`) not before it. Never before `next`: rounded to its 30th, 1006.2 came
    /// out 1006.1999999999999; the frame drawn there woke nothing, and the timer was armed
    /// again for the same instant, over and over, while the clock stood between the two.
    /// And a time that is a 30th but for rounding (a room changed on a whole second, at
    /// offset 0, wants its frames at whole 15ths from then) is drawn on that 30th, not the
    /// next: else others' flights drew their frames a 30th and a 10th apart by turns.
    static func frameDue(next: Double, now: Double, offset: Double) -> Double {
        guard next > now else { return next }
        return max(next, ((next - offset) / frameInterval - roundingTolerance).rounded(.up) * frameInterval + offset)
    }

    /// How far from a 30th of a second (in 30ths) a time may be and still count as on it: a
    /// millionth, far above the rounding of a clock's seconds and far below a frame.
    static let roundingTolerance = 1e-6

    /// Wakes the program if its time came, and writes the frame due, if the peer keeps up.
    /// The frame shows the start of the current 30th of a second (``frameInterval``), or a
    /// later moment when it fell due or the program was told something after it: the
    /// viewers of a room, told of its changes at one moment and drawing their frames one
    /// after the other, show the same moments, so the table is drawn once for them all
    /// (``RoomRenderCaches``). Cards are where they were at most a frame's time before.
    private func drawFrame(due: Double) {
        armedFrame = nil
        guard isShown, !ending else { return }
        let offset = room?.frameOffset ?? 0
        let slot = ((clock() - offset) / Self.frameInterval).rounded(.down) * Self.frameInterval + offset
        let now = max(due, programTime, slot)
        programTime = now
        for effect in screen?.wake(at: now) ?? [] { run(effect) }
        if let bytes = screen?.frame(at: now, canSend: canSend), !bytes.isEmpty {
            write(bytes)
            if let keyAt = unansweredKeyAt { services.metrics.keyToFrame.recordNanoseconds((NIODeadline.now() - keyAt).nanoseconds) }
        }
        // A key the frame did not change is answered too: the next frame is not its.
        unansweredKeyAt = nil
        scheduleFrame()
    }

    // MARK: Ending

    /// Says `message` and ends the session with status 0, wherever the player is: a room
    /// (their seat is kept), the lobby, the name prompt, or still logging in.
    func stop(saying message: String) {
        end(status: 0, saying: message)
    }

    /// Gives the terminal's screen back (if taken), says `message` (if any), leaves the room
    /// (the seat is kept) and ends the session with `status`.
    private func end(status: Int, saying message: String?) {
        guard !ending else { return }
        let goodbye = (isShown ? RemoteTerminal.leaveScreen : []) + Array((message.map { "set-game: \($0)\r\n" } ?? "").utf8)
        services.metrics.bytesWritten.increment(by: goodbye.count)
        ending = true
        leaveRoom()
        armedFrame = nil
        tellChannel { $0.end(status: status, writing: goodbye) }
    }

    // MARK: To the channel

    /// Has the channel write `bytes` (nothing once the session is ending).
    private func write(_ bytes: [UInt8]) {
        guard !ending, !bytes.isEmpty else { return }
        services.metrics.bytesWritten.increment(by: bytes.count)
        tellChannel { $0.write(bytes) }
    }

    /// Runs `body` with the channel's end on the channel's loop (at once when that is this
    /// loop, as in tests), after what was asked of it before; nothing once the channel is gone.
    private func tellChannel(_ body: @escaping @Sendable (SessionChannelHandler) -> Void) {
        guard let channel else { return }
        if channel.eventLoop.inEventLoop { return body(channel.value) }
        channel.eventLoop.execute { body(channel.value) }
    }

    /// Ends the session after ``ServerLimits/idleSeconds`` without a key.
    private func scheduleIdleCheck() {
        let check = min(limits.idleSeconds, 30)
        idleCheck = loop.assumeIsolated().scheduleTask(in: .nanoseconds(Int64(check * 1e9))) { [weak self] in
            guard let self, channel != nil else { return }
            if clock() - lastInputAt >= limits.idleSeconds {
                end(status: 0, saying: "ended after \(Int(limits.idleSeconds)) s without a key")
            } else {
                scheduleIdleCheck()
            }
        }
    }
}
