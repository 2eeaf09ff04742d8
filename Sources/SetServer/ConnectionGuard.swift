import NIOCore

/// The first handler of every TCP connection: refuses it over the caps (N9), or pushes out
/// the connection longest without a session to make room (``ConnectionCounts``), and drops it
/// at its deadline (``ConnectionState/deadline(_:)``): when no session has started within
/// the grace (a login that never plays, a stalled key exchange), when its last session
/// ended the grace ago, or when no key came on any session for the idle time and the grace.
/// swift-nio-ssh has no timeout of its own: without this such connections would be held for
/// ever. It also paces what the peer sends (``InboundPace``), so one connection cannot keep
/// the loop decrypting.
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

    init(counts: ConnectionCounts, state: ConnectionState, clock: @escaping () -> Double) {
        self.counts = counts
        self.state = state
        self.clock = clock
        pace = InboundPace(bytesPerSecond: counts.limits.inboundBytesPerSecond, burst: counts.limits.inboundBurstBytes)
    }

    func channelActive(context: ChannelHandlerContext) {
        let address = context.channel.remoteAddress?.ipAddress ?? "?"
        let channel = context.channel
        let pushOut: () -> Void = { [weak self] in self?.pushedOut(channel) }
        guard counts.admit(ObjectIdentifier(self), from: address, at: clock(), pushOut: pushOut) else {
            context.close(promise: nil)
            return
        }
        self.address = address
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
        address = nil
        check?.cancel()
        state.usefulnessChanged = { _ in }
        context.fireChannelInactive()
    }

    /// A newcomer took this connection's place (its counts are released): it closes.
    private func pushedOut(_ channel: any Channel) {
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
        context.close(promise: nil)
    }

    /// Checks the connection at its deadline: closes it if it is due, else waits for the next.
    private func scheduleCheck(_ channel: any Channel) {
        check?.cancel()
        let wait = max(state.deadline(counts.limits).at - clock(), 0.05)
        check = channel.eventLoop.assumeIsolated().scheduleTask(in: .nanoseconds(Int64(wait * 1e9))) { [weak self] in
            guard let self, self.address != nil else { return }
            if self.state.expiry(at: self.clock(), self.counts.limits) != nil {
                channel.close(promise: nil)
            } else {
                self.scheduleCheck(channel)
            }
        }
    }
}
