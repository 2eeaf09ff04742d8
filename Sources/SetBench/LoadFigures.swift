/// What one `set-game-bench --load` run measured of one server, as its table's lines and as
/// JSON (`--json`), which `scripts/load-scale` gathers into docs/PERFORMANCE.md's scale table.
struct LoadFigures: Codable, Equatable {
    /// Whose server: `set-game serve`, or `sshd + ForceCommand set-game`.
    let server: String
    let players: Int
    /// Rooms of 8 (none with sshd: every player alone).
    let rooms: Int
    let width: Int
    let height: Int
    /// Seconds of play measured.
    let seconds: Double
    /// Sets taken during them (each a take and a deal).
    let takes: Int
    /// The server's CPU over the play, in cores (with sshd: every process of it and the
    /// games it runs).
    let cores: Double
    /// Memory a player costs the server at the end of the play, kilobytes: our server's resident growth per session;
    /// sshd's processes' and games' proportional memory (PSS) per player.
    let kilobytesPerPlayer: Double
    /// The same before the play, once everyone had logged in (and, in our rooms, the first
    /// deal had landed).
    let settledKilobytesPerPlayer: Double
    /// The same counted as resident memory (with sshd, pages shared between processes are
    /// counted in each).
    let residentKilobytesPerPlayer: Double
    /// The server's resident memory in all, megabytes.
    let residentMegabytes: Double
    /// Timed keys, and key → frame at the client.
    let keys: Int
    let medianMilliseconds: Double
    let p99Milliseconds: Double
    /// The logins timed, a second; the server's CPU a login; login → first frame, p99.
    let logins: Int
    let loginsPerSecond: Double
    let cpuMillisecondsPerLogin: Double
    let loginP99Milliseconds: Double
    /// Sessions that ended during the play.
    let ended: Int
    /// The machine's busy cores during the play (of ``machineCoreCount``), the load generator's share
    /// of them, and the load average at its end: what else ran beside the server.
    let machineCores: Double
    /// The machine's cores in all.
    let machineCoreCount: Int
    let generatorCores: Double
    let loadAverage: Double

    /// The server's CPU a thousand players.
    var coresPerThousand: Double { cores * 1000 / Double(players) }

    /// Cores busy with neither the server nor the load generator: other work on the machine.
    var otherCores: Double { max(0, machineCores - cores - generatorCores) }

    /// The lines of the table `set-game-bench` prints.
    var goals: [BenchGoal] {
        let scene = rooms > 0 ? "\(players) players, \(rooms) rooms of \(LoadBench.seats)" : "\(players) players, each alone"
        return [
            BenchGoal("\(server): server CPU, \(scene), \(width)×\(height), \(takes) takes dealt", figure: cores, unit: "cores", goal: nil, .atMost),
            BenchGoal("\(server): server CPU per 1,000 players", figure: coresPerThousand, unit: "cores", goal: 0.15, .atMost),
            BenchGoal("\(server): server memory per player, at the end of the play", figure: kilobytesPerPlayer, unit: "KB", goal: 100, .atMost),
            BenchGoal("\(server): server memory per player, before it", figure: settledKilobytesPerPlayer, unit: "KB", goal: nil, .atMost),
            BenchGoal("\(server): server resident memory in all", figure: residentMegabytes, unit: "MB", goal: nil, .atMost),
            BenchGoal("\(server): key → frame at the client, median of \(keys)", figure: medianMilliseconds, unit: "ms", goal: nil, .atMost),
            BenchGoal("\(server): key → frame at the client, p99", figure: p99Milliseconds, unit: "ms", goal: 20, .atMost),
            BenchGoal("\(server): logins a second, \(logins) joining, \(LoadBench.window) at once", figure: loginsPerSecond, unit: "/s", goal: 500, .atLeast),
            BenchGoal("\(server): server CPU a login", figure: cpuMillisecondsPerLogin, unit: "ms", goal: nil, .atMost),
            BenchGoal("\(server): login → first frame, p99", figure: loginP99Milliseconds, unit: "ms", goal: nil, .atMost),
            BenchGoal("\(server): sessions that ended during the play", figure: Double(ended), unit: "", goal: 0, .atMost),
            BenchGoal("machine: busy cores during the play (of \(machineCoreCount)), players' side \(BenchTable.number(generatorCores))", figure: machineCores, unit: "cores", goal: nil, .atMost),
            BenchGoal("machine: cores busy with other work, load average \(BenchTable.number(loadAverage))", figure: otherCores, unit: "cores", goal: nil, .atMost),
        ]
    }
}
