import NIOCore

/// Counts a server's open connections, in all and per address (confined to the server's
/// event loop).
final class ConnectionCounts {
    private(set) var total = 0
    private var byAddress: [String: Int] = [:]
    let limits: ServerLimits

    init(limits: ServerLimits) {
        self.limits = limits
    }

    /// Counts a new connection from `address`; false (and nothing counted) when a cap is reached.
    func admit(_ address: String) -> Bool {
        guard total < limits.connections, byAddress[address, default: 0] < limits.connectionsPerAddress else { return false }
        total += 1
        byAddress[address, default: 0] += 1
        return true
    }

    /// A connection admitted from `address` has closed.
    func release(_ address: String) {
        total -= 1
        let left = byAddress[address, default: 1] - 1
        byAddress[address] = left > 0 ? left : nil
    }
}

/// The first handler of every TCP connection: refuses it over the caps (N9) and drops it
/// when it has not logged in within the grace time (swift-nio-ssh has no timeout of its
/// own: stalled logins would be held for ever).
final class ConnectionGuard: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer

    private let counts: ConnectionCounts
    private let authenticator: PlayerAuthenticator
    private var address: String?

    init(counts: ConnectionCounts, authenticator: PlayerAuthenticator) {
        self.counts = counts
        self.authenticator = authenticator
    }

    func channelActive(context: ChannelHandlerContext) {
        let address = context.channel.remoteAddress?.ipAddress ?? "?"
        guard counts.admit(address) else {
            context.close(promise: nil)
            return
        }
        self.address = address
        let channel = context.channel
        let authenticator = authenticator
        context.eventLoop.assumeIsolated().scheduleTask(in: .nanoseconds(Int64(counts.limits.loginGraceSeconds * 1e9))) {
            if authenticator.identity == nil { channel.close(promise: nil) }
        }
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        if let address { counts.release(address) }
        address = nil
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: Error) {
        // A broken connection closes alone; the server goes on.
        context.close(promise: nil)
    }
}
