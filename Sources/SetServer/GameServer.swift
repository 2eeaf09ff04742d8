import FoundationEssentials
import NIOCore
import NIOPosix
import NIOSSH
import ServiceLifecycle
import SetOnline

/// `set-game serve`: an SSH server whose rooms and sessions live on one event loop, the game
/// loop, so every room sees actions in the order they arrive; its connections (their SSH
/// work: encryption, reading and writing the sockets) are spread over loops of their own, one
/// a core beside it. Sessions play; anything else a client asks for (port or agent
/// forwarding, subsystems, other channel types) is refused. As a ``Service`` it stops on a
/// graceful shutdown (SIGTERM): players are told, then every connection closes.
public final class GameServer: Service {
    private let group: MultiThreadedEventLoopGroup
    private let connectionGroup: MultiThreadedEventLoopGroup
    private let channel: any Channel
    let shared: NIOLoopBound<Shared>
    /// The finished games on their way to the records (none: a server that forgets).
    let queue: FinishedGameQueue?
    /// Where it listens (the port resolved when 0 was asked for).
    public let address: SocketAddress

    /// What every session of the server shares, on the game loop.
    final class Shared {
        let hub: RoomHub
        let sessions = SessionRegistry()
        let joins = JoinThrottle()
        let roomBudget = RoomBudget()

        init(hub: RoomHub) {
            self.hub = hub
        }
    }

    /// Loops for the connections: one a core but the game loop's, at least one.
    static var connectionLoops: Int { max(System.coreCount - 1, 1) }

    /// Starts listening on `address` with `hostKey`, keeping records in `store` (none: a
    /// server that forgets, as tests may want), the games waiting for them in `spool`, that
    /// queue's work on `recordsLoop` (by default a loop of NIO's shared group), telling the
    /// host what happens through `log`.
    static func start(
        on address: ListenAddress, hostKey: HostKey, store: (any OnlineStore)?, spool: FinishedGameSpool? = nil,
        limits: ServerLimits = ServerLimits(), fairness: FairClaims? = FairClaims(),
        recordsLoop: any EventLoop = MultiThreadedEventLoopGroup.singleton.next(), log: HostLog = .silent
    ) async throws -> GameServer {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let connectionGroup = MultiThreadedEventLoopGroup(numberOfThreads: connectionLoops)
        let loop = group.next()
        let counts = ConnectionCounts(limits: limits)
        let guests = LiveGuests()
        let clock: @Sendable () -> Double = { Date().timeIntervalSince1970 }
        let records = store.map { Records(store: $0) }
        let queue = store.map { FinishedGameQueue(store: $0, spool: spool, on: recordsLoop) }
        let (shared, services) = try await loop.submit {
            let hub = RoomHub(
                clock: clock,
                schedule: { delay, body in loop.assumeIsolated().scheduleTask(in: .nanoseconds(Int64(max(delay, 0) * 1e9)), body) },
                fairness: fairness, log: log, roomLimit: limits.rooms)
            if let queue { hub.recordGames(through: queue, on: loop) }
            let shared = Shared(hub: hub)
            shared.sessions.redrawLobbies(of: hub, on: loop)
            let services = ServerServices(
                hub: hub, sessions: shared.sessions, joins: shared.joins, roomBudget: shared.roomBudget, limits: limits, clock: clock,
                records: records, metrics: log.metrics)
            return (NIOLoopBound(shared, eventLoop: loop), NIOLoopBound(services, eventLoop: loop))
        }.get()
        let privateKey = hostKey.privateKey
        let bootstrap = ServerBootstrap(group: group, childGroup: connectionGroup)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(ChannelOptions.socketOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let authenticator = PlayerAuthenticator(guests: guests)
                    let connection = ConnectionState(openedAt: clock())
                    var configuration = SSHServerConfiguration(hostKeys: [privateKey], userAuthDelegate: authenticator)
                    configuration.transportProtectionSchemes = ServerCiphers.schemes
                    let ssh = NIOSSHHandler(
                        role: .server(configuration),
                        allocator: channel.allocator,
                        inboundChildChannelInitializer: { child, type in
                            // Sessions only (no forwarding), once logged in, a few open at once.
                            guard case .session = type, let identity = authenticator.identity,
                                connection.openChannels < limits.sessionsPerConnection
                            else { return child.eventLoop.makeFailedFuture(ChannelError.operationUnsupported) }
                            connection.channelOpened()
                            child.closeFuture.assumeIsolated().whenComplete { _ in connection.channelClosed() }
                            return child.eventLoop.makeCompletedFuture {
                                try child.pipeline.syncOperations.addHandlers([
                                    InputDecodingHandler(clock: clock),
                                    SessionChannelHandler(identity: identity, connection: connection, services: services, limits: limits, clock: clock),
                                ])
                            }
                        })
                    channel.closeFuture.assumeIsolated().whenComplete { _ in authenticator.releaseGuest() }
                    try channel.pipeline.syncOperations.addHandlers([
                        ConnectionGuard(counts: counts, state: connection, clock: clock, log: log) { authenticator.identity },
                        ssh, DelayProbe(ssh: ssh, connection: connection, clock: clock), SSHErrorCloser(),
                    ])
                }
            }
        let channel = try await bootstrap.bind(host: address.host, port: address.port).get()
        guard let bound = channel.localAddress else { throw ChannelError.unknownLocalAddress }
        if let records {
            // A race played to its end before this start (here or on another node): the lobby
            // says so, and it is not dealt again.
            loop.execute { shared.value.hub.learnWhetherTodaysRaceIsOver(from: records, on: loop) {} }
        }
        return GameServer(group: group, connectionGroup: connectionGroup, channel: channel, shared: shared, queue: queue, address: bound)
    }

    private init(
        group: MultiThreadedEventLoopGroup, connectionGroup: MultiThreadedEventLoopGroup, channel: any Channel,
        shared: NIOLoopBound<Shared>, queue: FinishedGameQueue?, address: SocketAddress
    ) {
        self.group = group
        self.connectionGroup = connectionGroup
        self.channel = channel
        self.shared = shared
        self.queue = queue
        self.address = address
    }

    /// Closes the server at once, every connection with it, without goodbyes (for tests;
    /// a host stops it with SIGTERM, ``run()``).
    func close() async throws {
        try? await channel.close()
        try await connectionGroup.shutdownGracefully()
        try await group.shutdownGracefully()
    }

    /// Serves until a graceful shutdown: then tells every player, stops listening, lets the
    /// goodbyes reach them, and closes every connection.
    public func run() async throws {
        let shared = shared
        let channel = channel
        let loop = channel.eventLoop
        try await withGracefulShutdownHandler {
            // Cancelled (a service beside it failed, such as `--http` on a port in use): it
            // stops at once, so the host gets the error instead of a server without its page.
            try await withTaskCancellationHandler {
                try await channel.closeFuture.get()
            } onCancel: {
                channel.close(promise: nil)
            }
        } onGracefulShutdown: {
            loop.execute {
                shared.value.sessions.endEverySession(saying: "the server is stopping; thank you for playing")
                channel.close(promise: nil)
            }
        }
        try? await Task.sleep(for: .milliseconds(300))
        try await connectionGroup.shutdownGracefully()
        try await group.shutdownGracefully()
    }
}
