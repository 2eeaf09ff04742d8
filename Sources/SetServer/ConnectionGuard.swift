import NIOCore

/// The first handler of every TCP connection: refuses it over the caps (N9), or pushes out
/// the connection longest without a session to make room (``ConnectionCounts``), and drops it
/// at its deadline (``ConnectionState/deadline(_:)``): when no session has started within
/// the grace (a login that never plays, a stalled key exchange), when its last session
/// ended the grace ago, or when no key came on any session for the idle time and the grace.
/// swift-nio-ssh has no timeout of its own: without this such connections would be held for
/// ever. It also paces what the peer sends (``InboundPace``), so one connection cannot keep
/// the loop decrypting. It writes the host's log lines of the connection (``HostLog``):
/// opened or refused, and closed, with who it was and why it ended.
final class ConnectionGuard: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer

    private let counts: ConnectionCounts
    private let state: ConnectionState
    private let clock: () -> Double
    private var address: String?
    /// The check at the connection's deadline, moved whenever the deadline moves.
    private var check: Scheduled<Void>?
    /// What the peer's bytes may cost the loop; reading stops for a while beyond it.
    private var pace: InboundPace
    private var paused = false
    private let log: HostLog
    /// Who the connection proved to be, asked when it closes.
    private let player: () -> PlayerIdentity?
    /// The peer's address, when it was admitted, and why the server ended it (nil: the
    /// client did, or the session's end).
    private var peer = "?"
    private var openedAt: Double?
    private var endReason: String?

    init(
        counts: ConnectionCounts, state: ConnectionState, clock: @escaping () -> Double, log: HostLog = .silent,
        player: @escaping () -> PlayerIdentity? = { nil }
    ) {
        self.counts = counts
        self.state = state
        self.clock = clock
        self.log = log
        self.player = player
        pace = InboundPace(bytesPerSecond: counts.limits.inboundBytesPerSecond, burst: counts.limits.inboundBurstBytes)
    }

    func channelActive(context: ChannelHandlerContext) {
        let address = context.channel.remoteAddress?.ipAddress ?? "?"
        let channel = context.channel
        // Another connection's loop may push this one out: the guard hears of it on its own.
        let loop = context.eventLoop
        let bound = NIOLoopBound(self, eventLoop: loop)
        let pushOut: @Sendable () -> Void = { loop.execute { bound.value.pushedOut(channel) } }
        if let refusal = counts.admit(ObjectIdentifier(self), from: address, at: clock(), pushOut: pushOut) {
            log.connectionRefused(address: address, reason: refusal.description, kind: refusal.kind)
            context.close(promise: nil)
            return
        }
        self.address = address
        peer = address
        openedAt = clock()
        log.connectionOpened(address: address)
        let counts = counts
        let clock = clock
        let id = ObjectIdentifier(self)
        state.usefulnessChanged = { [weak self] useful in
            if useful {
                counts.becameUseful(id)
            } else {
                counts.becameSessionless(id, from: address, at: clock(), pushOut: pushOut)
            }
            self?.scheduleCheck(channel)
        }
        scheduleCheck(channel)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        if let address { counts.release(ObjectIdentifier(self), from: address) }
        if let openedAt {
            log.connectionClosed(
                address: peer, player: player(), seconds: clock() - openedAt, reason: endReason ?? "closed",
                delay: state.delay.roundTrips.isEmpty ? nil : state.delay.oneWay)
        }
        openedAt = nil
        address = nil
        check?.cancel()
        state.usefulnessChanged = { _ in }
        context.fireChannelInactive()
    }

    /// A newcomer took this connection's place (its counts are released): it closes.
    private func pushedOut(_ channel: any Channel) {
        endReason = "pushed out: the server was full and this connection had no session"
        log.loginLapsed(kind: "pushed_out")
        address = nil
        check?.cancel()
        channel.close(promise: nil)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let count = unwrapInboundIn(data).readableBytes
        context.fireChannelRead(data)
        let wait = pace.read(count, at: clock())
        guard wait > 0, !paused else { return }
        // Read no more until the pace allows: the peer's bytes wait in TCP's buffers.
        paused = true
        let channel = context.channel
        channel.setOption(ChannelOptions.autoRead, value: false).whenComplete { _ in }
        channel.eventLoop.assumeIsolated().scheduleTask(in: .nanoseconds(Int64(wait * 1e9))) { [weak self] in
            self?.paused = false
            channel.setOption(ChannelOptions.autoRead, value: true).whenComplete { _ in }
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        // A broken connection closes alone; the server goes on.
        if endReason == nil { endReason = "error: \(error)" }
        context.close(promise: nil)
    }

    /// Checks the connection at its deadline: closes it if it is due, else waits for the next.
    private func scheduleCheck(_ channel: any Channel) {
        check?.cancel()
        let wait = max(state.deadline(counts.limits).at - clock(), 0.05)
        check = channel.eventLoop.assumeIsolated().scheduleTask(in: .nanoseconds(Int64(wait * 1e9))) { [weak self] in
            guard let self, self.address != nil else { return }
            if let expiry = self.state.expiry(at: self.clock(), self.counts.limits) {
                self.endReason = Self.reason(expiry, self.counts.limits)
                if expiry == .noSession, self.player() == nil { self.log.loginLapsed(kind: "login_grace") }
                channel.close(promise: nil)
            } else {
                self.scheduleCheck(channel)
            }
        }
    }

    /// The log's words for a connection dropped at its deadline.
    static func reason(_ expiry: ConnectionState.Expiry, _ limits: ServerLimits) -> String {
        switch expiry {
        case .noSession: "no session for \(Int(limits.loginGraceSeconds)) s (the login grace)"
        case .idle: "idle: no key for \(Int(limits.idleSeconds / 60)) min"
        }
    }
}
