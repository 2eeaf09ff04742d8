import FoundationEssentials
import Glibc

/// `set-game-bench --online`: the game's `serve` on a loopback port, and `rooms` ×
/// `playersPerRoom` real OpenSSH clients (guests) joined to it, each moving its cursor at a
/// player's pace. Measured from outside the server: its CPU (/proc) over the play, the time
/// from each key written to the client until the frame it causes comes back (a cursor move
/// changes only its player's screen, so the next bytes on that client are that frame), and
/// its resident memory per session.
struct OnlineBench {
    /// The set-game binary.
    let game: String
    let rooms: Int
    let playersPerRoom: Int
    let seconds: Double
    /// Seconds between a player's keys, on average.
    let pace = 1.0

    /// One ssh client: its process, the pipe its keys go into and the one its screen comes out of.
    final class Client {
        let pid: pid_t
        let input: Int32
        let output: Int32
        var received: [UInt8] = []
        var keySentAt: Double?
        var nextKeyAt = 0.0
        var rightward = true

        init(pid: pid_t, input: Int32, output: Int32) {
            self.pid = pid
            self.input = input
            self.output = output
        }
    }

    func goals() throws -> [BenchGoal] {
        let directory = "/tmp/set-game-online-bench-\(getpid())"
        defer { _ = try? FileManager.default.removeItem(atPath: directory) }
        let (server, serverOutput) = try Self.spawn([game, "serve", "--listen", "127.0.0.1:0", "--data-dir", directory, "--per-address", "\(rooms * playersPerRoom + 10)"])
        defer {
            kill(server, SIGTERM)
            var status: Int32 = 0
            waitpid(server, &status, 0)
        }
        let port = try Self.port(from: serverOutput)
        let baseline = Self.residentKilobytes(server)
        var clients: [Client] = []
        defer {
            for client in clients {
                kill(client.pid, SIGTERM)
                close(client.input)
                close(client.output)
                var status: Int32 = 0
                waitpid(client.pid, &status, 0)
            }
        }
        for room in 0..<rooms {
            // Each room's players come from an address of their own (127.0.1.N), one login
            // at a time: the server lets one address hold only a few rooms and a few
            // connections without a session (ServerLimits).
            let source = "127.0.1.\(room + 1)"
            let host = try Self.client(port: port, command: "new standard", from: source)
            clients.append(host)
            let code = try Self.roomCode(of: host)
            for _ in 1..<playersPerRoom {
                let player = try Self.client(port: port, command: "join \(code)", from: source)
                clients.append(player)
                try Self.read(player.output, into: &player.received) { String(decoding: $0, as: UTF8.self).contains("Players") }
            }
        }
        try Self.waitForFirstFrames(clients)
        let perSession = Double(Self.residentKilobytes(server) - baseline) / Double(clients.count)
        let latencies = try play(clients, server: server)
        let sorted = latencies.cpu.sorted()
        guard !sorted.isEmpty else { throw BenchFailure("no key came back as a frame") }
        let p50 = sorted[sorted.count / 2], p99 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
        let players = clients.count
        return [
            BenchGoal("online: server CPU, \(players) players in \(rooms) rooms at a key a second", figure: latencies.cores, unit: "cores", goal: 1, .atMost),
            BenchGoal("online: key → frame at the client, median of \(sorted.count)", figure: p50 * 1000, unit: "ms", goal: nil, .atMost),
            BenchGoal("online: key → frame at the client, p99", figure: p99 * 1000, unit: "ms", goal: 10, .atMost),
            BenchGoal("online: server memory per session", figure: perSession, unit: "KB", goal: 200, .atMost),
        ]
    }

    /// Every client moves its cursor (right, then back) about once a `pace`, for `seconds`;
    /// returns the key → frame times and the server's CPU in cores over the play.
    private func play(_ clients: [Client], server: pid_t) throws -> (cpu: [Double], cores: Double) {
        var generator = SystemRandomNumberGenerator()
        let start = Self.now()
        for client in clients { client.nextKeyAt = start + Double.random(in: 0..<pace, using: &generator) }
        let cpuBefore = Self.cpuSeconds(server)
        var latencies: [Double] = []
        var descriptors = clients.map { pollfd(fd: $0.output, events: Int16(POLLIN), revents: 0) }
        var buffer = [UInt8](repeating: 0, count: 65536)
        while Self.now() - start < seconds {
            let now = Self.now()
            for client in clients where client.keySentAt == nil && now >= client.nextKeyAt {
                let key = Array((client.rightward ? "\u{1B}[C" : "\u{1B}[D").utf8)
                client.rightward.toggle()
                client.keySentAt = Self.now()
                _ = key.withUnsafeBytes { write(client.input, $0.baseAddress, $0.count) }
            }
            let ready = poll(&descriptors, nfds_t(descriptors.count), 5)
            guard ready > 0 else { continue }
            for (index, descriptor) in descriptors.enumerated() where descriptor.revents & Int16(POLLIN) != 0 {
                let count = Glibc.read(descriptor.fd, &buffer, buffer.count)
                guard count > 0 else { continue }
                let client = clients[index]
                if let sent = client.keySentAt {
                    let arrived = Self.now()
                    latencies.append(arrived - sent)
                    client.keySentAt = nil
                    client.nextKeyAt = arrived + Double.random(in: 0.5 * pace...1.5 * pace, using: &generator)
                }
            }
        }
        let cores = (Self.cpuSeconds(server) - cpuBefore) / (Self.now() - start)
        return (latencies, cores)
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

    private static func spawn(_ arguments: [String]) throws -> (pid: pid_t, output: Int32) {
        let (pid, input, output): (pid_t, Int32, Int32) = try spawn(arguments)
        close(input)
        return (pid, output)
    }

    /// A guest's `ssh -tt` from the loopback address `source` running `command` on the
    /// server at `port`.
    private static func client(port: Int, command: String, from source: String) throws -> Client {
        let (pid, input, output): (pid_t, Int32, Int32) = try spawn([
            "ssh", "-tt", "-b", source, "-p", "\(port)", "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null",
            "-o", "LogLevel=ERROR", "-o", "BatchMode=yes", "-o", "PubkeyAuthentication=no", "guest@127.0.0.1", command,
        ])
        return Client(pid: pid, input: input, output: output)
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

    private static func port(from output: Int32) throws -> Int {
        var bytes: [UInt8] = []
        try read(output, into: &bytes) { String(decoding: $0, as: UTF8.self).contains("\n") }
        let line = String(decoding: bytes, as: UTF8.self).split(separator: "\n").first ?? ""
        guard let port = line.split(separator: ":").last.flatMap({ Int($0) }) else { throw BenchFailure("no port in '\(line)'") }
        return port
    }

    /// The code in the title line of `client`'s first frame.
    private static func roomCode(of client: Client) throws -> String {
        try read(client.output, into: &client.received) { String(decoding: $0, as: UTF8.self).contains(" · standard") }
        let words = String(decoding: client.received, as: UTF8.self).split(separator: " ")
        guard let index = words.firstIndex(of: "room"), index + 1 < words.count else { throw BenchFailure("no room code") }
        return String(words[index + 1].prefix(4))
    }

    private static func waitForFirstFrames(_ clients: [Client]) throws {
        for client in clients {
            try read(client.output, into: &client.received) { String(decoding: $0, as: UTF8.self).contains("Players") }
            client.received = []
            // The first arrow only shows the cursor, on the first card: from there every
            // right, left, right… of the play moves it, so every key is answered by a frame.
            let arrow = Array("\u{1B}[C".utf8)
            _ = arrow.withUnsafeBytes { write(client.input, $0.baseAddress, $0.count) }
        }
        // Let the frames of later joins, of the deal's animation (about 1.5 s) and of the
        // cursor's showing reach everyone, then drop them: from then on a client's next
        // bytes answer its key.
        let settle = now() + 2.5
        var buffer = [UInt8](repeating: 0, count: 65536)
        while now() < settle {
            for client in clients {
                var pending = pollfd(fd: client.output, events: Int16(POLLIN), revents: 0)
                while poll(&pending, 1, 0) > 0, Glibc.read(client.output, &buffer, buffer.count) > 0 {}
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
    private static func cpuSeconds(_ pid: pid_t) -> Double {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else { return 0 }
        let fields = text[text.index(after: close)...].split(separator: " ")
        // After the name: state is field 3, utime 14 and stime 15 (1-based), here 0-based from 3.
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// `pid`'s resident memory in kilobytes (/proc/PID/status, VmRSS).
    private static func residentKilobytes(_ pid: pid_t) -> Int {
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
