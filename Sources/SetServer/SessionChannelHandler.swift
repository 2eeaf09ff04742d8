import NIOCore
import NIOSSH
import SetOnline
import SetRender

/// One SSH session channel: takes the terminal's requests (pty, window changes, the shell
/// or a command), hands keys to a ``PlayerSession`` and writes its frames back, refusing
/// what the game does not offer (subsystems, unknown commands). I/O only; the game's
/// decisions are the session's and the room's.
final class SessionChannelHandler: ChannelDuplexHandler {
    typealias InboundIn = SSHChannelData
    typealias OutboundIn = Never
    typealias OutboundOut = SSHChannelData

    private let identity: PlayerIdentity
    private let hub: RoomHub
    private let limits: ServerLimits
    private let clock: () -> Double
    private var context: ChannelHandlerContext?
    private var terminal: (width: Int, height: Int, term: String)?
    private var session: PlayerSession?
    private var pendingBytes = 0
    private var lastInputAt: Double
    private var ending = false

    init(identity: PlayerIdentity, hub: RoomHub, limits: ServerLimits, clock: @escaping () -> Double) {
        self.identity = identity
        self.hub = hub
        self.limits = limits
        self.clock = clock
        self.lastInputAt = clock()
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        // `ssh host cmd </dev/null` ends its input at once: the session goes on until it ends.
        _ = context.channel.setOption(ChannelOptions.allowRemoteHalfClosure, value: true)
        scheduleIdleCheck(context: context)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        session?.stop()
        session = nil
        self.context = nil
    }

    func channelInactive(context: ChannelHandlerContext) {
        session?.stop()
        session = nil
        context.fireChannelInactive()
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        switch event {
        case let request as SSHChannelRequestEvent.PseudoTerminalRequest:
            terminal = (request.terminalCharacterWidth, request.terminalRowHeight, request.term)
            reply(request.wantReply, true, context: context)
        case let request as SSHChannelRequestEvent.WindowChangeRequest:
            terminal?.width = request.terminalCharacterWidth
            terminal?.height = request.terminalRowHeight
            session?.resize(width: request.terminalCharacterWidth, height: request.terminalRowHeight)
        case let request as SSHChannelRequestEvent.EnvironmentRequest:
            reply(request.wantReply, false, context: context)  // nothing of the peer's environment is used
        case let request as SSHChannelRequestEvent.ShellRequest:
            reply(request.wantReply, true, context: context)
            start(.success(.new(.standard)), context: context)  // `ssh -t HOST` alone: a room of one's own
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
        session?.receive(buffer.readableBytesView)
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

    /// Starts the game the command asks for, or says why not and ends with status 2.
    private func start(_ command: Result<SessionCommand, CommandError>, context: ChannelHandlerContext) {
        guard session == nil, !ending else { return }
        let room: HostedRoom
        var spectator = false
        if case .failure(let error) = command { return fail(error.message, status: 2) }
        guard let terminal else { return fail("set-game needs a terminal: ssh -t", status: 2) }
        switch command {
        case .failure(let error): return fail(error.message, status: 2)
        case .success(let command):
            switch command {
            case .new(let mode):
                guard let opened = hub.open(mode) else { return fail("the server is full; try again later", status: 1) }
                room = opened
            case .join(let code), .watch(let code):
                guard let found = hub.room(code) else { return fail("no room \(PlainText.cleaned(code, limit: 8))", status: 1) }
                room = found
                if case .watch = command { spectator = true }
            }
        }
        let colorMode: ColorMode =
            terminal.term.contains("256color") || terminal.term.contains("direct") ? .ansi256
            : terminal.term.isEmpty || terminal.term == "dumb" ? .monochrome : .ansi8
        let session = PlayerSession(
            identity: identity, room: room, spectator: spectator, width: terminal.width, height: terminal.height,
            colorMode: colorMode, output: ChannelOutput(handler: self), clock: clock)
        self.session = session
        session.start()
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
                self.send(PlayerSession.leaveScreen + Array("set-game: ended after \(Int(self.limits.idleSeconds)) s without a key\r\n".utf8))
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
