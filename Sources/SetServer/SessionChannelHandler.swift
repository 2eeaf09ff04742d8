import NIOCore
import NIOSSH
import SetFrame
import SetCore
import SetOnline
import SetRender
import SetTable

/// One SSH session channel: takes the terminal's requests (pty, window changes, the shell
/// or a command), hands keys to a ``PlayerSession`` and writes its frames back, refusing
/// what the game does not offer (subsystems, unknown commands). I/O only; the game's
/// decisions are the session's and the room's.
final class SessionChannelHandler: ChannelDuplexHandler {
    typealias InboundIn = SSHChannelData
    typealias OutboundIn = Never
    typealias OutboundOut = SSHChannelData

    /// Where the session stands: waiting for its command, looking the account's name up,
    /// asking for one, or playing.
    private enum Phase {
        case waiting
        case lookingUp
        case naming(NameEntry, SessionCommand?)
        case registering(NameEntry, SessionCommand?)
        case lobby(Lobby)
        case playing(PlayerSession)
    }

    private var identity: PlayerIdentity
    /// The player's keyboard, theme and palette: as the account keeps them, once read.
    private var settings = PlayerSettings()
    /// The connection this channel is on, told when the session starts and ends and of
    /// every key, for the connection's own deadline.
    private let connection: ConnectionState
    /// Whether the session has started (a terminal, and a shell or command accepted).
    private var started = false
    private let services: ServerServices
    private var limits: ServerLimits { services.limits }
    private var clock: () -> Double { services.clock }
    private var context: ChannelHandlerContext?
    private var terminal: RemoteTerminal?
    private var phase = Phase.waiting
    /// The player's keys and mouse, decoded from the channel's bytes.
    private var decoder = InputDecoder()
    /// What the player's input may cost the event loop; a read beyond it is dropped.
    private var inputBudget = InputBudget()
    /// Counts the reads, so an escape delay that ran out after more bytes came is ignored.
    private var reads = 0
    /// The frames of the lobby and the name prompt (a room's are its session's).
    private var screen: FrameWriter?
    private var session: PlayerSession? {
        if case .playing(let session) = phase { session } else { nil }
    }
    private var pendingBytes = 0
    private var lastInputAt: Double
    private var ending = false

    init(identity: PlayerIdentity, connection: ConnectionState, services: ServerServices) {
        self.identity = identity
        self.connection = connection
        self.services = services
        self.lastInputAt = services.clock()
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        services.sessions.add(self)
        // `ssh host cmd </dev/null` ends its input at once: the session goes on until it ends.
        _ = context.channel.setOption(ChannelOptions.allowRemoteHalfClosure, value: true)
        scheduleIdleCheck(context: context)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        services.sessions.remove(self)
        if started { connection.sessionEnded(at: clock()) }
        started = false
        session?.stop()
        phase = .waiting
        self.context = nil
    }

    func channelInactive(context: ChannelHandlerContext) {
        session?.stop()
        phase = .waiting
        context.fireChannelInactive()
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        switch event {
        case let request as SSHChannelRequestEvent.PseudoTerminalRequest:
            terminal = RemoteTerminal(width: request.terminalCharacterWidth, height: request.terminalRowHeight, term: request.term)
            reply(request.wantReply, true, context: context)
        case let request as SSHChannelRequestEvent.WindowChangeRequest:
            terminal?.resize(width: request.terminalCharacterWidth, height: request.terminalRowHeight)
            session?.resize(width: request.terminalCharacterWidth, height: request.terminalRowHeight)
            screen?.invalidate()
            drawNameEntry()
            drawLobby()
        case let request as SSHChannelRequestEvent.EnvironmentRequest:
            reply(request.wantReply, false, context: context)  // nothing of the peer's environment is used
        case let request as SSHChannelRequestEvent.ShellRequest:
            reply(request.wantReply, true, context: context)
            start(nil, context: context)  // `ssh -t HOST` alone: the lobby
        case let request as SSHChannelRequestEvent.ExecRequest:
            let command = SessionCommand.parse(request.command)
            reply(request.wantReply, true, context: context)
            start(command, context: context)
        case let request as SSHChannelRequestEvent.SubsystemRequest:
            reply(request.wantReply, false, context: context)
        case let event as ChannelEvent where event == .inputClosed:
            break  // the player's input ended; their session goes on until they leave
        default:
            context.fireUserInboundEventTriggered(event)
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let message = unwrapInboundIn(data)
        guard case .channel = message.type, case .byteBuffer(let buffer) = message.data else { return }
        lastInputAt = clock()
        connection.keyPressed(at: lastInputAt)
        guard inputBudget.admit(buffer.readableBytes, at: lastInputAt) else { return }
        reads &+= 1
        dispatch(decoder.decode(buffer.readableBytesView))
        guard decoder.isWaiting else { return }
        // An Esc alone is the Esc key once nothing follows it in time.
        let read = reads
        schedule(after: InputDecoder.escapeDelay) { [weak self] in
            guard let self, self.reads == read else { return }
            self.dispatch(self.decoder.flush())
        }
    }

    /// Hands what the player did to whatever they are looking at.
    private func dispatch(_ events: [InputEvent]) {
        guard !events.isEmpty else { return }
        switch phase {
        case .playing(let session): session.receive(events)
        case .lobby: useLobby(events)
        default: typeName(events)
        }
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable { session?.writable() }
        context.fireChannelWritabilityChanged()
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        // One session's failure ends that session only.
        context.close(promise: nil)
    }

    private func reply(_ wanted: Bool, _ success: Bool, context: ChannelHandlerContext) {
        guard wanted else { return }
        let event: Any = success ? ChannelSuccessEvent() : ChannelFailureEvent()
        context.triggerUserOutboundEvent(event, promise: nil)
    }

    /// Starts what the command asks for: an account's first visit asks for a name first;
    /// a bad command or no terminal is told why and ends with status 2.
    private func start(_ asked: Result<SessionCommand, CommandError>?, context: ChannelHandlerContext) {
        guard case .waiting = phase, !ending else { return }
        let command: SessionCommand?
        switch asked {
        case .failure(let error): return fail(error.message, status: 2)
        case .success(let parsed): command = parsed
        case nil: command = nil
        }
        if case .settings(let changes) = command { return keepSettings(changes, context: context) }
        guard terminal != nil else { return fail("set-game needs a terminal: ssh -t", status: 2) }
        started = true
        connection.sessionStarted(at: clock())
        guard !identity.isGuest, let records = services.records else { return begin(command) }
        phase = .lookingUp
        let key = identity.key
        records.run(on: context.eventLoop) { store in (try await store.name(of: key), try await store.settings(of: key)) }
            .assumeIsolated().whenComplete { [weak self] result in
            guard let self, case .lookingUp = self.phase else { return }
            if case .success(let found) = result, let kept = found.1 { self.settings = kept }
            switch result.map(\.0) {
            case .success(let name?):
                self.identity.name = name
                self.begin(command)
            case .success(nil):
                self.phase = .naming(NameEntry(suggestion: self.identity.name), command)
                self.send(RemoteTerminal.enterScreen)
                self.screen = self.terminal?.frameWriter()
                self.drawNameEntry()
            case .failure:
                self.fail("the server cannot read its records; try again later", status: 1)
            }
        }
    }

    /// Sits the player down in (or lets them watch) the room `command` names; without
    /// one, opens the lobby.
    private func begin(_ command: SessionCommand?) {
        guard let terminal else { return }
        guard let command else { return openLobby() }
        let room: HostedRoom
        var spectator = false
        let address = context?.channel.parent?.remoteAddress?.ipAddress ?? "?"
        switch command {
        case .new(let mode), .newPrivate(let mode):
            let isPrivate = command == .newPrivate(mode)
            let held = services.roomBudget.rooms(heldBy: address, in: services.hub)
            guard held < limits.roomsPerAddress else {
                return fail("your address has \(held) rooms open already; join one of them, or end one first", status: 1)
            }
            guard let opened = services.hub.open(mode, isPrivate: isPrivate) else { return fail("the server is full; try again later", status: 1) }
            services.roomBudget.opened(opened, by: address)
            room = opened
        case .daily:
            guard let opened = services.hub.daily() else { return fail("the server is full; try again later", status: 1) }
            room = opened
        case .settings: return  // a command line's, kept before any screen (``keepSettings(_:context:)``)
        case .join(let code), .watch(let code):
            // Wrong codes from one address slow it down (``JoinThrottle``): codes are not for guessing.
            let now = clock()
            let wait = services.joins.wait(for: address, at: now)
            guard wait == 0 else {
                return fail("too many wrong room codes from your address; try again in \(Int(wait.rounded(.up))) s", status: 1)
            }
            guard let found = services.hub.room(code) else {
                services.joins.missed(by: address, at: now)
                return fail("no room \(PlainText.cleaned(code, limit: 8)); ask its players for the code in their title line", status: 1)
            }
            room = found
            if case .watch = command { spectator = true }
        }
        let session = PlayerSession(
            identity: identity, room: room, spectator: spectator, terminal: terminal, output: ChannelOutput(handler: self),
            settings: settings, clock: services.clock)
        screen = nil
        phase = .playing(session)
        session.start()
    }

    /// Keys while the player chooses a name.
    private func typeName(_ events: [InputEvent]) {
        guard case .naming(var entry, let command) = phase else { return }
        for event in events {
            switch entry.handle(event) {
            case .editing: continue
            case .cancelled:
                send(RemoteTerminal.leaveScreen)
                return end(status: 0)
            case .submitted(let name):
                guard let records = services.records, let context else { return }
                phase = .registering(entry, command)
                let key = identity.key
                let now = services.clock()
                records.run(on: context.eventLoop) { try await $0.register(key, name: name, at: now) }.assumeIsolated().whenComplete {
                    [weak self] result in
                    guard let self, case .registering(var entry, let command) = self.phase else { return }
                    switch result {
                    case .success(true):
                        self.identity.name = name
                        self.begin(command)
                    case .success(false):
                        entry.problem = "\(name) is taken, or a name that looks like it; try another."
                        self.phase = .naming(entry, command)
                        self.drawNameEntry()
                    case .failure:
                        self.fail("the server cannot write its records; try again later", status: 1)
                    }
                }
                return
            }
        }
        phase = .naming(entry, command)
        drawNameEntry()
    }

    /// Opens the lobby: the rooms now, the player's ratings once read, the list again at
    /// every change (``SessionRegistry/redrawLobbies(of:on:)``).
    private func openLobby() {
        send(RemoteTerminal.enterScreen)
        screen = terminal?.frameWriter()
        phase = .lobby(Lobby(name: identity.name, settings: settings, keepsSettings: !identity.isGuest && services.records != nil))
        refreshLobby()
        guard !identity.isGuest, let records = services.records, let context else { return }
        let key = identity.key
        records.run(on: context.eventLoop) { store in
            var ratings: [(Variant, Rating)] = []
            for mode in Variant.registered { ratings.append((mode, try await store.rating(of: key, in: mode))) }
            return ratings.filter { $0.1.games > 0 }
        }.assumeIsolated().whenSuccess { [weak self] ratings in
            guard let self, case .lobby(var lobby) = self.phase else { return }
            lobby.ratings = Dictionary(uniqueKeysWithValues: ratings)
            self.phase = .lobby(lobby)
            self.drawLobby()
        }
    }

    /// `settings …` from a command line: applied to what the account keeps, kept, and the
    /// result said; a guest has nothing kept, and is told so.
    private func keepSettings(_ changes: [String], context: ChannelHandlerContext) {
        guard !identity.isGuest, let records = services.records else {
            return fail("settings are kept with your key: log in with it, not as a guest", status: 2)
        }
        phase = .lookingUp
        let key = identity.key
        records.run(on: context.eventLoop) { store -> PlayerSettings? in
            guard case .success(let settings) = (try await store.settings(of: key) ?? PlayerSettings()).applying(changes) else { return nil }
            if !changes.isEmpty { try await store.keep(settings, for: key) }
            return settings
        }.assumeIsolated().whenComplete { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let settings?):
                self.send(Array("set-game: \(changes.isEmpty ? "your settings" : "kept"): \(settings.text)\r\n".utf8))
                self.end(status: 0)
            case .success(nil): self.fail(PlayerSettings.usage, status: 2)
            case .failure: self.fail("the server cannot write its records; try again later", status: 1)
            }
        }
    }

    /// Keeps the settings chosen in the lobby with the account; the lobby says when the
    /// records cannot (they are used for this visit all the same).
    private func keep(_ chosen: PlayerSettings) {
        guard !identity.isGuest, let records = services.records, let context else { return }
        let key = identity.key
        records.run(on: context.eventLoop) { try await $0.keep(chosen, for: key) }.assumeIsolated().whenFailure { [weak self] _ in
            guard let self, case .lobby(var lobby) = self.phase else { return }
            lobby.settingsProblem = "not kept: the records are away; used for this visit"
            self.phase = .lobby(lobby)
            self.drawLobby()
        }
    }

    /// Lists the rooms again and draws what changed, if the player is in the lobby.
    func refreshLobby() {
        guard case .lobby(var lobby) = phase else { return }
        lobby.update(rooms: services.hub.listings, daily: services.hub.dailyListing)
        phase = .lobby(lobby)
        drawLobby()
    }

    private func useLobby(_ events: [InputEvent]) {
        guard case .lobby(var lobby) = phase else { return }
        for event in events {
            switch lobby.handle(event) {
            case .stay: continue
            case .leave:
                send(RemoteTerminal.leaveScreen)
                return end(status: 0)
            case .go(let command):
                return begin(command)
            case .keep(let chosen):
                settings = chosen
                keep(chosen)
            }
        }
        phase = .lobby(lobby)
        drawLobby()
    }

    private func drawLobby() {
        guard case .lobby(let lobby) = phase, let terminal else { return }
        draw(lobby.draw(width: terminal.width, height: terminal.height))
    }

    private func drawNameEntry() {
        guard case .naming(let entry, _) = phase, let terminal else { return }
        draw(entry.draw(width: terminal.width, height: terminal.height))
    }

    /// Writes what changed on the lobby's or the name prompt's screen.
    private func draw(_ grid: Grid) {
        guard let bytes = screen?.bytes(for: grid), !bytes.isEmpty else { return }
        send(bytes)
    }

    /// Says `message` and ends the session with status 0, wherever the player is: a room
    /// (their seat is kept), the lobby, the name prompt, or still logging in.
    func stop(saying message: String) {
        switch phase {
        case .playing(let session): session.end(saying: message)
        case .waiting: fail(message, status: 0)
        default:
            send(RemoteTerminal.leaveScreen)
            fail(message, status: 0)
        }
    }

    /// Writes `message` and ends the session with `status`.
    private func fail(_ message: String, status: Int) {
        send(Array("set-game: \(message)\r\n".utf8))
        end(status: status)
    }

    // MARK: Output

    fileprivate var canSend: Bool { context?.channel.isWritable ?? false }

    fileprivate func send(_ bytes: [UInt8]) {
        guard let context, !ending else { return }
        // A peer that stops reading is dropped before its output grows without bound.
        guard pendingBytes + bytes.count <= limits.pendingOutputBytes else {
            context.close(promise: nil)
            return
        }
        pendingBytes += bytes.count
        let count = bytes.count
        let buffer = context.channel.allocator.buffer(bytes: bytes)
        let promise = context.eventLoop.makePromise(of: Void.self)
        promise.futureResult.assumeIsolated().whenComplete { [weak self] _ in self?.pendingBytes -= count }
        context.writeAndFlush(wrapOutboundOut(SSHChannelData(type: .channel, data: .byteBuffer(buffer))), promise: promise)
    }

    fileprivate func end(status: Int) {
        guard let context, !ending else { return }
        ending = true
        let channel = context.channel
        // The exit status goes before the close, so `ssh` reports it.
        context.triggerUserOutboundEvent(SSHChannelRequestEvent.ExitStatus(exitStatus: status)).assumeIsolated()
            .whenComplete { _ in channel.close(promise: nil) }
    }

    fileprivate func schedule(after seconds: Double, _ body: @escaping () -> Void) {
        guard let context else { return }
        context.eventLoop.assumeIsolated().scheduleTask(in: .nanoseconds(Int64(seconds * 1e9))) { body() }
    }

    /// Ends the session after ``ServerLimits/idleSeconds`` without a key.
    private func scheduleIdleCheck(context: ChannelHandlerContext) {
        let check = min(limits.idleSeconds, 30)
        context.eventLoop.assumeIsolated().scheduleTask(in: .nanoseconds(Int64(check * 1e9))) { [weak self] in
            guard let self, let context = self.context else { return }
            if self.clock() - self.lastInputAt >= self.limits.idleSeconds {
                self.send(RemoteTerminal.leaveScreen + Array("set-game: ended after \(Int(self.limits.idleSeconds)) s without a key\r\n".utf8))
                self.session?.stop()
                self.end(status: 0)
            } else {
                self.scheduleIdleCheck(context: context)
            }
        }
    }
}

/// A ``SessionOutput`` onto the channel its handler serves.
private final class ChannelOutput: SessionOutput {
    private weak var handler: SessionChannelHandler?

    init(handler: SessionChannelHandler) {
        self.handler = handler
    }

    func send(_ bytes: [UInt8]) { handler?.send(bytes) }
    var canSend: Bool { handler?.canSend ?? false }
    func end(status: Int) { handler?.end(status: status) }
    func schedule(after seconds: Double, _ body: @escaping () -> Void) { handler?.schedule(after: seconds, body) }
}
