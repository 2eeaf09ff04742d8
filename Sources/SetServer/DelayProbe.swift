import NIOCore
import NIOSSH
import SetOnline

/// Times the connection's round trip at the SSH level (issue 45), so the estimate includes
/// every hop between the player's `ssh` and the server: every ``interval`` it sends a global
/// request wanting a reply, which every SSH client answers (OpenSSH refuses this one, a
/// cancel of a forward it never had, at once), and times the answer into the connection's
/// ``ConnectionState/delay``.
final class DelayProbe: ChannelInboundHandler {
    typealias InboundIn = Any

    /// Seconds between two probes.
    static let interval = 2.0

    private let ssh: NIOSSHHandler
    private let connection: ConnectionState
    private let clock: () -> Double
    private var timer: Scheduled<Void>?

    init(ssh: NIOSSHHandler, connection: ConnectionState, clock: @escaping () -> Double) {
        self.ssh = ssh
        self.connection = connection
        self.clock = clock
    }

    func handlerAdded(context: ChannelHandlerContext) {
        schedule(in: 0.5, on: context.eventLoop)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
    }

    /// The next probe, `seconds` from now, and the one after it.
    private func schedule(in seconds: Double, on loop: any EventLoop) {
        timer = loop.assumeIsolated().scheduleTask(in: .nanoseconds(Int64(seconds * 1e9))) { [weak self] in
            guard let self else { return }
            probe(on: loop)
            schedule(in: Self.interval, on: loop)
        }
    }

    /// One probe: the request, and its answer timed. No answer before the next probe is
    /// no round trip: the estimate keeps the shortest of those it has.
    private func probe(on loop: any EventLoop) {
        guard connection.isUseful else { return }
        let sentAt = clock()
        let answered = loop.makePromise(of: GlobalRequest.TCPForwardingResponse?.self)
        answered.futureResult.assumeIsolated().whenComplete { [weak self] _ in
            guard let self else { return }
            connection.delay.timed(clock() - sentAt)
        }
        ssh.sendTCPForwardingRequest(.cancel(host: "set-game-delay-probe", port: 0), promise: answered)
    }
}
