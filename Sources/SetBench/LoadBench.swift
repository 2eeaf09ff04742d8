import FoundationEssentials
import Glibc
import NIOCore
import NIOPosix
import NIOSSH

/// `set-game-bench --load N`: N players on the game's `serve`, each a real SSH session
/// (encrypted, a pty of `width` × `height`, every frame read and scanned) multiplexed in this
/// one process over NIO, seated 8 to a test room: each room's host takes three cards every
/// 4 s or so (cards fly out, new ones are dealt), the others move their cursors about once a
/// second on a quiet screen. Players log in from addresses of their own (127.1.x.y), as
/// households would. Measured from outside the server: its CPU and memory (/proc), logins a
/// second while the guests join, and key → frame at the client.
struct LoadBench {
    /// The set-game binary.
    let game: String
    let players: Int
    let width: Int
    let height: Int
    /// Seconds of play measured.
    let seconds: Double
    /// Event-loop threads of the players' side.
    let threads: Int
    /// Players in a room.
    static let seats = 8
    /// Logins in flight at once.
    static let window = 64

    func goals() throws -> [BenchGoal] {
        let running = try ServerUnderTest(game: game, name: "load-bench")
        defer { running.stop() }
        let (server, port, baseline) = (running.pid, running.port, running.baseline)
        let group = MultiThreadedEventLoopGroup(numberOfThreads: threads)
        defer { try? group.syncShutdownGracefully() }
        let rooms = max(1, players / Self.seats)
        var sessions: [(session: LoadSession, loop: EventLoop)] = []

        var index = 0
        func open(_ roles: [LoadSession.Role]) throws -> [(session: LoadSession, loop: EventLoop)] {
            var opened: [(LoadSession, EventLoop)] = []
            for start in stride(from: 0, to: roles.count, by: Self.window) {
                let batch = roles[start..<min(roles.count, start + Self.window)].map { role -> EventLoopFuture<(LoadSession, EventLoop)> in
                    defer { index += 1 }
                    return connect(role, index: index, port: port, group: group)
                }
                opened += try batch.map { try $0.wait() }
            }
            return opened
        }

        let hosts = try open(Array(repeating: .host, count: rooms))
        let codes = try hosts.map { host in
            try Self.waitFor(host) { $0.roomCode } ?? { throw BenchFailure("a room's code never showed") }()
        }
        let loginStart = Self.now()
        let guests = try open(codes.flatMap { code in Array(repeating: LoadSession.Role.guest(code: code), count: Self.seats - 1) })
        for guest in guests { _ = try Self.waitFor(guest) { $0.firstFrameAt } }
        let loginSeconds = Self.now() - loginStart
        sessions = hosts + guests
        let loginTimes = try sessions.compactMap { entry in try entry.loop.submit { entry.session.firstFrameAt.map { $0 - entry.session.startedAt } }.wait() }.sorted()

        for entry in hosts { entry.loop.execute { entry.session.startRoom() } }
        usleep(5_500_000)  // the rooms' 3-second countdowns run out and their deals land
        let perSession = Double(OnlineBench.residentKilobytes(server) - baseline) / Double(sessions.count)
        let rss = Double(OnlineBench.residentKilobytes(server)) / 1024
        for entry in sessions { entry.loop.execute { entry.session.play() } }
        let cpuBefore = OnlineBench.cpuSeconds(server)
        let start = Self.now()
        usleep(UInt32(seconds * 1e6))
        let cores = (OnlineBench.cpuSeconds(server) - cpuBefore) / (Self.now() - start)
        var latencies: [Double] = []
        var takes = 0, ended = 0
        for entry in sessions {
            let (measured, took, gone) = try entry.loop.submit {
                entry.session.stop()
                return (entry.session.latencies, entry.session.takes, entry.session.ended)
            }.wait()
            latencies += measured
            takes += took
            if gone { ended += 1 }
        }
        latencies.sort()
        guard !latencies.isEmpty else { throw BenchFailure("no key came back as a frame") }
        func percentile(_ sorted: [Double], _ share: Double) -> Double { sorted[min(sorted.count - 1, Int(Double(sorted.count) * share))] }
        let count = sessions.count
        let scene = "\(count) players, \(rooms) rooms of \(Self.seats), \(width)×\(height)"
        return [
            BenchGoal("load: server CPU, \(scene), \(takes) takes dealt", figure: cores, unit: "cores", goal: nil, .atMost),
            BenchGoal("load: server CPU per 1,000 players", figure: cores * 1000 / Double(count), unit: "cores", goal: 0.15, .atMost),
            BenchGoal("load: server memory per session", figure: perSession, unit: "KB", goal: 100, .atMost),
            BenchGoal("load: server resident memory in all", figure: rss, unit: "MB", goal: nil, .atMost),
            BenchGoal("load: key → frame at the client, median of \(latencies.count)", figure: percentile(latencies, 0.5) * 1000, unit: "ms", goal: nil, .atMost),
            BenchGoal("load: key → frame at the client, p99", figure: percentile(latencies, 0.99) * 1000, unit: "ms", goal: 20, .atMost),
            BenchGoal("load: logins a second, \(guests.count) guests joining, \(Self.window) at once", figure: Double(guests.count) / loginSeconds, unit: "/s", goal: 500, .atLeast),
            BenchGoal("load: login → first frame, p99", figure: percentile(loginTimes, 0.99) * 1000, unit: "ms", goal: nil, .atMost),
            BenchGoal("load: sessions that ended during the play", figure: Double(ended), unit: "", goal: 0, .atMost),
        ]
    }

    /// Player `index` in `role`: an SSH connection from its own address and a session channel
    /// on it, once the channel is open.
    private func connect(_ role: LoadSession.Role, index: Int, port: Int, group: EventLoopGroup) -> EventLoopFuture<(LoadSession, EventLoop)> {
        let address = try? SocketAddress(ipAddress: "127.1.\(index / 250).\(index % 250 + 1)", port: 0)
        var bootstrap = ClientBootstrap(group: group)
            .channelOption(ChannelOptions.socket(SocketOptionLevel(IPPROTO_TCP), TCP_NODELAY), value: 1)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let ssh = NIOSSHHandler(
                        role: .client(.init(userAuthDelegate: GuestLogin(), serverAuthDelegate: AnyHostKey())), allocator: channel.allocator,
                        inboundChildChannelInitializer: nil)
                    try channel.pipeline.syncOperations.addHandler(ssh)
                }
            }
        if let address { bootstrap = bootstrap.bind(to: address) }
        let (width, height) = (width, height)
        return bootstrap.connect(host: "127.0.0.1", port: port).flatMap { channel in
            channel.eventLoop.makeCompletedFuture {
                let ssh = try channel.pipeline.syncOperations.handler(type: NIOSSHHandler.self)
                let opened = channel.eventLoop.makePromise(of: Channel.self)
                let session = LoadSession(role: role, width: width, height: height, seed: UInt64(index) &+ 1, clock: { LoadBench.now() })
                ssh.createChannel(opened, channelType: .session) { child, _ in
                    child.eventLoop.makeCompletedFuture { try child.pipeline.syncOperations.addHandler(session) }
                }
                return opened.futureResult.map { _ in (session, channel.eventLoop) }
            }.flatMap { $0 }
        }
    }

    /// Waits up to 30 s for `read` to give a value about `entry`'s session (asked on its loop).
    private static func waitFor<Value: Sendable>(_ entry: (session: LoadSession, loop: EventLoop), _ read: @escaping @Sendable (LoadSession) -> Value?) throws -> Value? {
        let deadline = now() + 30
        while now() < deadline {
            let (value, ended) = try entry.loop.submit { (read(entry.session), entry.session.ended) }.wait()
            if let value { return value }
            if ended { throw BenchFailure("a player's session ended before its first screen") }
            usleep(10_000)
        }
        throw BenchFailure("timed out waiting for a player's screen")
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
