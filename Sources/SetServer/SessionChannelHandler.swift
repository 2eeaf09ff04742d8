import NIOCore
import NIOSSH
import SetFrame
import SetOnline

/// The channel's end of one SSH session, on its connection's event loop: takes the
/// terminal's requests (pty, window changes, the shell or a command) and the player's input
/// (decoded by the ``InputDecodingHandler`` before it) and hands them to the session
/// (``PlayerSession``) on the server's game loop, where the rooms are; writes what the
/// session draws, and drops a peer that stops reading before its output grows without
/// bound. So the SSH work of many connections (encryption, the socket writes) runs beside
/// the rooms, on the other cores.
final class SessionChannelHandler: ChannelDuplexHandler {
    typealias InboundIn = InputEvent
    typealias OutboundIn = Never
    typealias OutboundOut = SSHChannelData

    private let identity: PlayerIdentity
    /// The connection this channel is on, told when the session starts and ends and of
    /// every key, for the connection's own deadline.
    private let connection: ConnectionState
    private let services: NIOLoopBound<ServerServices>
    private let limits: ServerLimits
    private let clock: @Sendable () -> Double
    private var context: ChannelHandlerContext?
    private var terminal: RemoteTerminal?
    /// The session, made on the game loop once the channel is added.
    private let session: NIOLoopBoundBox<PlayerSession?>
    /// Whether the session started (and so counts for the connection until it ends).
    private var started = false
    private var pendingBytes = 0
    private var ending = false

    /// The channel of `identity`'s session on `connection`, its session on the loop of
    /// `services` (the game loop).
    init(identity: PlayerIdentity, connection: ConnectionState, services: NIOLoopBound<ServerServices>, limits: ServerLimits, clock: @escaping @Sendable () -> Double) {
        self.identity = identity
        self.connection = connection
        self.services = services
        self.limits = limits
        self.clock = clock
        self.session = .makeEmptyBox(valueType: PlayerSession.self, eventLoop: services.eventLoop)
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        // `ssh host cmd </dev/null` ends its input at once: the session goes on until it ends.
        _ = context.channel.setOption(ChannelOptions.allowRemoteHalfClosure, value: true)
        let (identity, services, session) = (identity, services, session)
        let channel = NIOLoopBound(self, eventLoop: context.eventLoop)
        onGameLoop {
            session.value = PlayerSession(identity: identity, services: services.value, loop: services.eventLoop, channel: channel)
        }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        if started { connection.sessionEnded(at: clock()) }
        started = false
        let session = session
        onGameLoop {
            session.value?.channelGone()
            session.value = nil
        }
        self.context = nil
    }

    func channelInactive(context: ChannelHandlerContext) {
        toSession { $0?.channelGone() }
        context.fireChannelInactive()
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        switch event {
        case let request as SSHChannelRequestEvent.PseudoTerminalRequest:
            terminal = RemoteTerminal(width: request.terminalCharacterWidth, height: request.terminalRowHeight, term: request.term)
            reply(request.wantReply, true, context: context)
        case let request as SSHChannelRequestEvent.WindowChangeRequest:
            terminal?.resize(width: request.terminalCharacterWidth, height: request.terminalRowHeight)
            let (width, height) = (request.terminalCharacterWidth, request.terminalRowHeight)
            toSession { $0?.resized(width: width, height: height) }
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

    /// A key or mouse press of the player's, decoded.
    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let event = unwrapInboundIn(data)
        let (readAt, delay) = (NIODeadline.now(), connection.delay.oneWay)
        connection.keyPressed(at: clock())
        toSession { $0?.read(event, at: readAt, delay: delay) }
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        let writable = context.channel.isWritable
        toSession { $0?.writabilityChanged(writable) }
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

    /// Hands the shell (`asked` nil) or command to the session, with the terminal asked for.
    private func start(_ asked: Result<SessionCommand, CommandError>?, context: ChannelHandlerContext) {
        let (terminal, delay) = (terminal, connection.delay.oneWay)
        let address = context.channel.parent?.remoteAddress?.ipAddress ?? "?"
        toSession { $0?.started(asked, terminal: terminal, address: address, delay: delay) }
    }

    /// Runs `body` with the session on the game loop: at once when that is this loop (as in
    /// tests), else after what was handed to it before.
    private func toSession(_ body: @escaping @Sendable (PlayerSession?) -> Void) {
        let session = session
        onGameLoop { body(session.value) }
    }

    private func onGameLoop(_ body: @escaping @Sendable () -> Void) {
        if services.eventLoop.inEventLoop { return body() }
        services.eventLoop.execute(body)
    }

    // MARK: From the session

    /// The session started at `now`: the connection counts as useful until it ends.
    func sessionStarted(at now: Double) {
        guard context != nil, !started else { return }
        started = true
        connection.sessionStarted(at: now)
    }

    /// Writes `bytes` to the player, unless the peer has fallen too far behind: then the
    /// channel closes.
    func write(_ bytes: [UInt8]) {
        guard let context, !ending, !bytes.isEmpty else { return }
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

    /// Writes `goodbye` (the terminal's screen given back, a last word), then the exit
    /// `status`, and closes.
    func end(status: Int, writing goodbye: [UInt8]) {
        guard let context, !ending else { return }
        write(goodbye)
        ending = true
        let channel = context.channel
        // The exit status goes before the close, so `ssh` reports it.
        context.triggerUserOutboundEvent(SSHChannelRequestEvent.ExitStatus(exitStatus: status)).assumeIsolated()
            .whenComplete { _ in channel.close(promise: nil) }
    }
}
