import FoundationEssentials
import Glibc

/// `set-game-bench --online`: the game's `serve` on a loopback port, and `rooms` ×
/// `playersPerRoom` real OpenSSH clients (guests), each on a pseudo-terminal of its own of
/// `width` × `height`, as players sit at terminals. The rooms play test mode (any three
/// cards match): each room's host takes three cards every `takeInterval` seconds or so, so
/// that cards fly out and new ones are dealt in every room while the others move their
/// cursors at a player's pace. Measured from outside the server: its CPU (/proc) over the
/// play, the time from each cursor key written to a client until its frame comes back (a key
/// is sent only on a screen quiet for 100 ms, so the next bytes are that frame, not a deal's),
/// and its resident memory per session.
struct OnlineBench {
    /// The set-game binary.
    let game: String
    let rooms: Int
    let playersPerRoom: Int
    let seconds: Double
    var width = 100
    var height = 30
    /// Seconds between a player's cursor keys, on average.
    let pace = 1.0
    /// Seconds between a host's takes, on average.
    var takeInterval = 4.0
    /// How long a screen must have been quiet before a timed key is sent.
    static let quiet = 0.1

    /// One ssh client: the program on its terminal, and where its player is.
    final class Client {
        let program: ProgramOnPseudoTerminal
        /// Whether it opened the room (and takes sets in it).
        let isHost: Bool
        var received: [UInt8] = []
        var keySentAt: Double?
        var nextKeyAt = 0.0
        var nextTakeAt = Double.infinity
        var lastOutputAt = 0.0
        var rightward = true

        init(program: ProgramOnPseudoTerminal, isHost: Bool) {
            self.program = program
            self.isHost = isHost
        }

        func type(_ keys: String) { program.type(keys) }
    }

    func goals() throws -> [BenchGoal] {
        let running = try ServerUnderTest(game: game, name: "online-bench")
        defer { running.stop() }
        let (server, port, baseline) = (running.pid, running.port, running.baseline)
        var clients: [Client] = []
        defer { for client in clients { client.program.stop() } }
        for _ in 0..<rooms {
            let host = try client(clients.count, port: port, command: "new test", isHost: true)
            clients.append(host)
            let code = try Self.roomCode(of: host)
            for _ in 1..<playersPerRoom { clients.append(try client(clients.count, port: port, command: "join \(code)", isHost: false)) }
        }
        try Self.waitForFirstFrames(clients)
        let perSession = Double(Self.residentKilobytes(server) - baseline) / Double(clients.count)
        let played = try play(clients, server: server)
        let sorted = played.latencies.sorted()
        guard !sorted.isEmpty else { throw BenchFailure("no key came back as a frame") }
        let p50 = sorted[sorted.count / 2], p99 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
        let players = clients.count
        let scene = "\(players) players, \(rooms) rooms of \(playersPerRoom), \(width)×\(height) terminals, \(played.takes) takes dealt"
        return [
            BenchGoal("online: server CPU, \(scene)", figure: played.cores, unit: "cores", goal: 1, .atMost),
            BenchGoal("online: key → frame at the client, median of \(sorted.count)", figure: p50 * 1000, unit: "ms", goal: nil, .atMost),
            BenchGoal("online: key → frame at the client, p99", figure: p99 * 1000, unit: "ms", goal: 10, .atMost),
            BenchGoal("online: server memory per session", figure: perSession, unit: "KB", goal: 200, .atMost),
        ]
    }

    /// Every guest moves its cursor (right, then back) about once a `pace` on a quiet screen,
    /// and every host takes three cards about once a `takeInterval`, for `seconds`; returns
    /// the key → frame times, the takes, and the server's CPU in cores over the play.
    private func play(_ clients: [Client], server: pid_t) throws -> (latencies: [Double], takes: Int, cores: Double) {
        var generator = SystemRandomNumberGenerator()
        let start = Self.now()
        for client in clients {
            client.nextKeyAt = start + Double.random(in: 0..<pace, using: &generator)
            if client.isHost { client.nextTakeAt = start + Double.random(in: 0..<takeInterval, using: &generator) }
        }
        let cpuBefore = Self.cpuSeconds(server)
        var latencies: [Double] = []
        var takes = 0
        var descriptors = clients.map { pollfd(fd: $0.program.outputDescriptor, events: Int16(POLLIN), revents: 0) }
        while Self.now() - start < seconds {
            let now = Self.now()
            for client in clients {
                if client.isHost, now >= client.nextTakeAt {
                    client.type("qwe")  // any three match in a test room: a take, then a deal
                    takes += 1
                    client.nextTakeAt = now + Double.random(in: 0.5 * takeInterval...1.5 * takeInterval, using: &generator)
                } else if !client.isHost, client.keySentAt == nil, now >= client.nextKeyAt, now - client.lastOutputAt >= Self.quiet {
                    client.type(client.rightward ? "\u{1B}[C" : "\u{1B}[D")
                    client.rightward.toggle()
                    client.keySentAt = Self.now()
                }
            }
            let ready = poll(&descriptors, nfds_t(descriptors.count), 5)
            guard ready > 0 else { continue }
            for (index, descriptor) in descriptors.enumerated() where descriptor.revents & Int16(POLLIN | POLLHUP) != 0 {
                let client = clients[index]
                guard case .read(let arrived) = client.program.readOutput(timeout: 0) else {
                    throw BenchFailure("a player's ssh ended during the play")
                }
                client.lastOutputAt = arrived
                if let sent = client.keySentAt {
                    latencies.append(arrived - sent)
                    client.keySentAt = nil
                    client.nextKeyAt = arrived + Double.random(in: 0.5 * pace...1.5 * pace, using: &generator)
                }
            }
        }
        let cores = (Self.cpuSeconds(server) - cpuBefore) / (Self.now() - start)
        return (latencies, takes, cores)
    }

    /// Player `index`'s `ssh -t` as a guest, running `command` on the server at `port`, on a
    /// terminal of its own and from an address of its own (127.1.x.y: each player is a
    /// household of one, as the server's per-address limits see it).
    private func client(_ index: Int, port: Int, command: String, isHost: Bool) throws -> Client {
        let address = "127.1.\(index / 250).\(index % 250 + 1)"
        let arguments = [
            "/usr/bin/ssh", "-t", "-p", "\(port)", "-b", address, "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null",
            "-o", "LogLevel=ERROR", "-o", "BatchMode=yes", "-o", "PubkeyAuthentication=no", "guest@127.0.0.1", command,
        ]
        guard let program = ProgramOnPseudoTerminal(arguments, width: width, height: height) else {
            throw BenchFailure("cannot start ssh on a pseudo-terminal")
        }
        return Client(program: program, isHost: isHost)
    }

    // MARK: Processes

    /// Starts `arguments` with its standard input and output on pipes; returns its pid, the
    /// write end of its input and the read end of its output.
    private static func spawn(_ arguments: [String]) throws -> (pid: pid_t, input: Int32, output: Int32) {
        var toChild: [Int32] = [0, 0], fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { throw BenchFailure("pipe: \(String(cString: strerror(errno)))") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toChild[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromChild[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        for descriptor in [toChild[0], toChild[1], fromChild[0], fromChild[1]] { posix_spawn_file_actions_addclose(&actions, descriptor) }
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        let error = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
        close(toChild[0])
        close(fromChild[1])
        guard error == 0 else { throw BenchFailure("cannot start \(arguments[0]): \(String(cString: strerror(error)))") }
        return (pid, toChild[1], fromChild[0])
    }

    static func spawn(_ arguments: [String]) throws -> (pid: pid_t, output: Int32) {
        let (pid, input, output): (pid_t, Int32, Int32) = try spawn(arguments)
        close(input)
        return (pid, output)
    }

    /// Reads what `descriptor` writes until `done` says it holds what is wanted, for up to 20 s.
    private static func read(_ descriptor: Int32, into bytes: inout [UInt8], until done: ([UInt8]) -> Bool) throws {
        let deadline = now() + 20
        var buffer = [UInt8](repeating: 0, count: 65536)
        var pending = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while !done(bytes) {
            guard now() < deadline else { throw BenchFailure("timed out waiting for the server") }
            guard poll(&pending, 1, 100) > 0 else { continue }
            let count = Glibc.read(descriptor, &buffer, buffer.count)
            guard count > 0 else { throw BenchFailure("a connection ended before its first screen (refused by the server?)") }
            bytes += buffer[0..<count]
        }
    }

    static func port(from output: Int32) throws -> Int {
        var bytes: [UInt8] = []
        try read(output, into: &bytes) { String(decoding: $0, as: UTF8.self).contains("\n") }
        let line = String(decoding: bytes, as: UTF8.self).split(separator: "\n").first ?? ""
        guard let port = line.split(separator: ":").last.flatMap({ Int($0) }) else { throw BenchFailure("no port in '\(line)'") }
        return port
    }

    /// Reads what `client` writes until `done` says it holds what is wanted, for up to 20 s.
    private static func read(_ client: Client, until done: ([UInt8]) -> Bool) throws {
        let deadline = now() + 20
        while !done(client.received) {
            guard now() < deadline else { throw BenchFailure("timed out waiting for the server") }
            switch client.program.readOutput(timeout: 0.1) {
            case .read: client.received += client.program.lastRead
            case .quiet: continue
            case .closed:
                let said = String(decoding: client.received.suffix(200), as: UTF8.self)
                throw BenchFailure("a connection ended before its first screen (refused by the server?): \(said)")
            }
        }
    }

    /// The code in the title line of `client`'s first frame.
    private static func roomCode(of client: Client) throws -> String {
        try read(client) { String(decoding: $0, as: UTF8.self).contains(" · test") }
        let words = String(decoding: client.received, as: UTF8.self).split(separator: " ")
        guard let index = words.firstIndex(of: "room"), index + 1 < words.count else { throw BenchFailure("no room code") }
        return String(words[index + 1].prefix(4))
    }

    private static func waitForFirstFrames(_ clients: [Client]) throws {
        for client in clients {
            try read(client) { String(decoding: $0, as: UTF8.self).contains("Players") }
            client.received = []
        }
        // Each host starts its room (Enter: a 3-second countdown, then the deal). Each guest's
        // cursor is shown on the first card once it is dealt (an arrow's first press shows it
        // where it is), so that every timed key after moves it and changes the screen. The
        // frames of the countdown and of the deal's animation (about 1.5 s) reach everyone,
        // and are dropped.
        for client in clients where client.isHost { client.type("\r") }
        drain(clients, until: now() + 4)
        for client in clients where !client.isHost { client.type("\u{1B}[D") }
        drain(clients, until: now() + 2.5)
    }

    /// Reads and drops every client's output until `deadline`.
    private static func drain(_ clients: [Client], until deadline: Double) {
        while now() < deadline {
            for client in clients {
                while case .read = client.program.readOutput(timeout: 0) {}
            }
            usleep(50_000)
        }
    }

    // MARK: Readings

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// `pid`'s user + system CPU seconds (/proc/PID/stat).
    static func cpuSeconds(_ pid: pid_t) -> Double {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else { return 0 }
        let fields = text[text.index(after: close)...].split(separator: " ")
        // After the name: state is field 3, utime 14 and stime 15 (1-based), here 0-based from 3.
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// `pid`'s resident memory in kilobytes (/proc/PID/status, VmRSS).
    static func residentKilobytes(_ pid: pid_t) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
        else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
}

/// Why the online bench could not measure.
struct BenchFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
