import NIOCore

/// Counts a server's open connections, in all, per address, and per address those with no
/// session started (confined to the server's event loop).
final class ConnectionCounts {
    private(set) var total = 0
    private var byAddress: [String: Int] = [:]
    private var sessionlessByAddress: [String: Int] = [:]
    let limits: ServerLimits

    init(limits: ServerLimits) {
        self.limits = limits
    }

    /// Counts a new connection from `address`, sessionless until ``becameUseful(_:)``; false
    /// (and nothing counted) when a cap is reached.
    func admit(_ address: String) -> Bool {
        guard total < limits.connections, byAddress[address, default: 0] < limits.connectionsPerAddress,
            sessionlessByAddress[address, default: 0] < limits.sessionlessPerAddress
        else { return false }
        total += 1
        byAddress[address, default: 0] += 1
        sessionlessByAddress[address, default: 0] += 1
        return true
    }

    /// A connection from `address` started its first session.
    func becameUseful(_ address: String) {
        Self.decrement(&sessionlessByAddress, address)
    }

    /// A connection from `address` ended its last session (it counts as sessionless again,
    /// even over the budget: it is dropped within the grace unless a session starts).
    func becameSessionless(_ address: String) {
        sessionlessByAddress[address, default: 0] += 1
    }

    /// A connection admitted from `address` has closed, `sessionless` or not.
    func release(_ address: String, sessionless: Bool) {
        total -= 1
        Self.decrement(&byAddress, address)
        if sessionless { Self.decrement(&sessionlessByAddress, address) }
    }

    private static func decrement(_ counts: inout [String: Int], _ address: String) {
        let left = counts[address, default: 1] - 1
        counts[address] = left > 0 ? left : nil
    }
}

/// The first handler of every TCP connection: refuses it over the caps (N9), and drops it
/// at its deadline (``ConnectionState/deadline(_:)``): when no session has started within
/// the grace (a login that never plays, a stalled key exchange), when its last session
/// ended the grace ago, or when no key came on any session for the idle time and the grace.
/// swift-nio-ssh has no timeout of its own: without this such connections would be held for
/// ever.
final class ConnectionGuard: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer

    private let counts: ConnectionCounts
    private let state: ConnectionState
    private let clock: () -> Double
    private var address: String?
    /// The check at the connection's deadline, moved whenever the deadline moves.
    private var check: Scheduled<Void>?

    init(counts: ConnectionCounts, state: ConnectionState, clock: @escaping () -> Double) {
        self.counts = counts
        self.state = state
        self.clock = clock
    }

    func channelActive(context: ChannelHandlerContext) {
        let address = context.channel.remoteAddress?.ipAddress ?? "?"
        guard counts.admit(address) else {
            context.close(promise: nil)
            return
        }
        self.address = address
        let counts = counts
        let channel = context.channel
        state.usefulnessChanged = { [weak self] useful in
            if useful { counts.becameUseful(address) } else { counts.becameSessionless(address) }
            self?.scheduleCheck(channel)
        }
        scheduleCheck(channel)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        if let address { counts.release(address, sessionless: !state.isUseful) }
        address = nil
        check?.cancel()
        state.usefulnessChanged = { _ in }
        context.fireChannelInactive()
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
