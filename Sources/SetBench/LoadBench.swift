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
/// second while the guests join, and key → frame at the client. With `--sshd`, the same
/// players then meet OpenSSH's `sshd` running `ForceCommand set-game --test-mode`
/// (``PrivateSSHD``): each alone at a game of their own, one in 8 taking sets, the others
/// moving their cursors, measured the same way over sshd's processes and their games.
struct LoadBench {
    /// Whose server the players meet.
    enum Target {
        /// `set-game serve`: one process, rooms of 8.
        case ours
        /// `sshd` with `ForceCommand set-game`: processes of their own for every player.
        case sshd
    }

    /// The set-game binary.
    let game: String
    let players: Int
    let width: Int
    let height: Int
    /// Seconds of play measured.
    let seconds: Double
    /// Event-loop threads of the players' side.
    let threads: Int
    /// Where to write the server's Prometheus scrape (`serve --metrics`) taken at the end of
    /// the play (nil: the metrics are not served).
    var scrapeTo: String? = nil
    /// Who the players log in as on sshd (nil: this process's user).
    var sshdUser: String? = nil
    /// Players in a room.
    static let seats = 8
    /// Logins in flight at once.
    static let window = 64

    /// Runs the players against `target` and measures it.
    func measure(_ target: Target) throws -> LoadFigures {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: threads)
        defer { try? group.syncShutdownGracefully() }
        switch target {
        case .ours: return try measureOurs(group: group)
        case .sshd: return try measureSSHD(group: group)
        }
    }

    private func measureOurs(group: MultiThreadedEventLoopGroup) throws -> LoadFigures {
        let rooms = max(1, players / Self.seats)
        // The node's limits made to fit the players (serve --max-connections, --max-rooms).
        let limits = ["--max-connections", "\(max(1000, players + 100))", "--max-rooms", "\(max(500, rooms + 10))"]
        let metricsPort = try scrapeTo.map { _ in try Loopback.freePort() }
        let metrics = metricsPort.map { ["--metrics", "127.0.0.1:\($0)"] } ?? []
        let running = try ServerUnderTest(game: game, name: "load-bench", arguments: limits + metrics)
        defer { running.stop() }
        let server = ProcessTree(root: running.pid)
        let login: Login = { GuestLogin() }
        var index = 0
        let hosts = try open(Array(repeating: .host, count: rooms), port: running.port, login: login, group: group, index: &index)
        let codes = try hosts.map { host in
            try Self.waitFor(host) { $0.roomCode } ?? { throw BenchFailure("a room's code never showed") }()
        }
        let roles = codes.flatMap { code in Array(repeating: LoadSession.Role.guest(code: code), count: Self.seats - 1) }
        let logins = try timeLogins(of: roles, port: running.port, login: login, server: server, group: group, index: &index)
        let sessions = hosts + logins.sessions
        for entry in hosts { entry.loop.execute { entry.session.startRoom() } }
        usleep(5_500_000)  // the rooms' 3-second countdowns run out and their deals land
        let memory = {
            let resident = OnlineBench.residentKilobytes(running.pid)
            let grown = Double(resident - running.baseline) / Double(sessions.count)
            return (perPlayer: grown, residentPerPlayer: grown, megabytes: Double(resident) / 1024)
        }
        let scrape = { [players, scrapeTo, seconds] in
            guard let metricsPort, let scrapeTo else { return }
            let text = try Loopback.get("/metrics", port: metricsPort)
            let header = "# set-game serve's /metrics at the end of \(Int(seconds)) s of set-game-bench --load \(players) (\(rooms) rooms of \(Self.seats))\n"
            try (header + text).write(toFile: scrapeTo, atomically: true, encoding: .utf8)
        }
        return try play(sessions, server: server, memory: memory, logins: logins, name: "set-game serve", rooms: rooms, atEnd: scrape)
    }

    private func measureSSHD(group: MultiThreadedEventLoopGroup) throws -> LoadFigures {
        let sshd = try PrivateSSHD(game: game, user: sshdUser)
        defer { sshd.stop() }
        let server = ProcessTree(root: sshd.pid)
        let (user, key) = (sshd.user, sshd.key)
        let login: Login = { KeyLogin(user: user, key: key) }
        var index = 0
        let roles = (0..<players).map { LoadSession.Role.alone(takes: $0 % Self.seats == 0) }
        let logins: Logins
        do {
            logins = try timeLogins(of: roles, port: sshd.port, login: login, server: server, group: group, index: &index)
        } catch {
            throw BenchFailure(
                "\(error), logged in to sshd as \(user): sshd starts that user's shell for every session, and bash reads its ~/.bashrc; "
                    + "a slow or stuck one keeps the screens away (--sshd-user names a user with a plain shell); sshd's log ends: \(sshd.logTail)")
        }
        usleep(1_000_000)  // the first frames drawn
        let memory = {
            let (resident, proportional) = server.memoryBelowRoot
            let count = Double(logins.sessions.count)
            return (perPlayer: Double(proportional) / count, residentPerPlayer: Double(resident) / count, megabytes: Double(resident) / 1024)
        }
        return try play(logins.sessions, server: server, memory: memory, logins: logins, name: "sshd + ForceCommand set-game", rooms: 0)
    }

    typealias Entry = (session: LoadSession, loop: EventLoop)
    /// Makes a connection's way of logging in.
    typealias Login = @Sendable () -> NIOSSHClientUserAuthenticationDelegate

    /// Logins of `roles`, timed from the first connection to the last first frame, and the
    /// server's CPU over them.
    private struct Logins {
        let sessions: [Entry]
        let seconds: Double
        let cpuSeconds: Double
        /// Login → first frame of each, sorted.
        let times: [Double]
    }

    private func timeLogins(
        of roles: [LoadSession.Role], port: Int, login: @escaping Login, server: ProcessTree,
        group: MultiThreadedEventLoopGroup, index: inout Int
    ) throws -> Logins {
        let cpuBefore = server.cpuSeconds
        let start = Self.now()
        let sessions = try open(roles, port: port, login: login, group: group, index: &index)
        for session in sessions { _ = try Self.waitFor(session) { $0.firstFrameAt } }
        let seconds = Self.now() - start
        let cpu = server.cpuSeconds - cpuBefore
        let times = try sessions.compactMap { entry in try entry.loop.submit { entry.session.firstFrameAt.map { $0 - entry.session.startedAt } }.wait() }
        return Logins(sessions: sessions, seconds: seconds, cpuSeconds: cpu, times: times.sorted())
    }

    /// Opens a session for each of `roles`, ``window`` at a time.
    private func open(
        _ roles: [LoadSession.Role], port: Int, login: @escaping Login, group: MultiThreadedEventLoopGroup,
        index: inout Int
    ) throws -> [Entry] {
        var opened: [Entry] = []
        for start in stride(from: 0, to: roles.count, by: Self.window) {
            let batch = roles[start..<min(roles.count, start + Self.window)].map { role -> EventLoopFuture<Entry> in
                defer { index += 1 }
                return connect(role, index: index, port: port, login: login, group: group)
            }
            opened += try batch.map { try $0.wait() }
        }
        return opened
    }

    /// Everyone plays for ``seconds``: the server's CPU, the machine's, memory before and at
    /// the end (`memory`: per player, resident per player, resident megabytes in all), key → frame.
    private func play(
        _ sessions: [Entry], server: ProcessTree, memory: () -> (perPlayer: Double, residentPerPlayer: Double, megabytes: Double),
        logins: Logins, name: String, rooms: Int, atEnd: () throws -> Void = {}
    ) throws -> LoadFigures {
        let settled = memory().perPlayer
        for entry in sessions { entry.loop.execute { entry.session.play() } }
        let (cpuBefore, machineBefore, ownBefore, start) = (server.cpuSeconds, MachineCPU.busySeconds, MachineCPU.ownSeconds, Self.now())
        usleep(UInt32(seconds * 1e6))
        let elapsed = Self.now() - start
        let cores = (server.cpuSeconds - cpuBefore) / elapsed
        let machine = (MachineCPU.busySeconds - machineBefore) / elapsed
        let generator = (MachineCPU.ownSeconds - ownBefore) / elapsed
        let load = MachineCPU.loadAverage
        let (perPlayer, residentPerPlayer, megabytes) = memory()
        try atEnd()
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
        func percentile(_ sorted: [Double], _ share: Double) -> Double { sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int(Double(sorted.count) * share))] }
        return LoadFigures(
            server: name, players: sessions.count, rooms: rooms, width: width, height: height, seconds: elapsed, takes: takes, cores: cores,
            kilobytesPerPlayer: perPlayer, settledKilobytesPerPlayer: settled, residentKilobytesPerPlayer: residentPerPlayer, residentMegabytes: megabytes,
            keys: latencies.count, medianMilliseconds: percentile(latencies, 0.5) * 1000, p99Milliseconds: percentile(latencies, 0.99) * 1000,
            logins: logins.sessions.count, loginsPerSecond: Double(logins.sessions.count) / logins.seconds,
            cpuMillisecondsPerLogin: logins.cpuSeconds * 1000 / Double(logins.sessions.count), loginP99Milliseconds: percentile(logins.times, 0.99) * 1000,
            ended: ended, machineCores: machine, machineCoreCount: sysconf(Int32(_SC_NPROCESSORS_ONLN)), generatorCores: generator, loadAverage: load)
    }

    /// Player `index` in `role`: an SSH connection from its own address, logging in by
    /// `login`, and a session channel on it, once the channel is open.
    private func connect(
        _ role: LoadSession.Role, index: Int, port: Int, login: @escaping Login, group: EventLoopGroup
    ) -> EventLoopFuture<Entry> {
        let address = try? SocketAddress(ipAddress: "127.1.\(index / 250).\(index % 250 + 1)", port: 0)
        var bootstrap = ClientBootstrap(group: group)
            .channelOption(ChannelOptions.socket(SocketOptionLevel(IPPROTO_TCP), TCP_NODELAY), value: 1)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let ssh = NIOSSHHandler(
                        role: .client(.init(userAuthDelegate: login(), serverAuthDelegate: AnyHostKey())), allocator: channel.allocator,
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
    private static func waitFor<Value: Sendable>(_ entry: Entry, _ read: @escaping @Sendable (LoadSession) -> Value?) throws -> Value? {
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
