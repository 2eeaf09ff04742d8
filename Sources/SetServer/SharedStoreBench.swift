import FoundationEssentials
import Glibc
import SetOnline

/// `set-game serve --database URL --bench`: what one node gets from the shared database,
/// measured on a throwaway database beside the one named (created, then dropped): finished
/// games written per second, rating updates racing on two nodes, and how soon a room opened
/// on one node is in another's lobby.
public enum SharedStoreBench {
    /// Runs the three measures against the server of `url`, printing each line through `say`.
    public static func run(on url: DatabaseURL, say: @escaping @Sendable (String) -> Void) async throws {
        let scratch = DatabaseURL(
            user: url.user, password: url.password, host: url.host, port: url.port, database: "set_game_bench_\(getpid())")
        let admin = DatabaseURL(user: url.user, password: url.password, host: url.host, port: url.port, database: url.database)
        try await PostgresStore.run("CREATE DATABASE \(scratch.database)", on: admin)
        do {
            try await measure(on: scratch, say: say)
        } catch {
            try? await PostgresStore.run("DROP DATABASE \(scratch.database) WITH (FORCE)", on: admin)
            throw error
        }
        try await PostgresStore.run("DROP DATABASE \(scratch.database) WITH (FORCE)", on: admin)
    }

    private static func measure(on url: DatabaseURL, say: @escaping @Sendable (String) -> Void) async throws {
        say("set-game serve --bench: \(url.host):\(url.port), throwaway database \(url.database)")
        let a = try await PostgresStore.connect(to: url)
        let b = try await PostgresStore.connect(to: url)
        defer { Task { await a.close(); await b.close() } }

        // 1. One node, 8 rooms finishing at once, each a whole test game (27 takes) between
        //    two of 200 accounts, for 5 seconds.
        let seconds = 5.0
        let start = now()
        let written = try await withThrowingTaskGroup(of: Int.self) { group in
            for writer in 0..<8 {
                group.addTask {
                    var count = 0
                    var seed = UInt64(writer) << 32
                    while now() - start < seconds {
                        seed += 1
                        let players = (PlayerKey("SHA256:bench\(seed % 200)"), PlayerKey("SHA256:bench\((seed * 7 + 1) % 200)"))
                        try await a.recordFinishedGame(of: finishedGame(seed: seed, players: players), at: now())
                        count += 1
                    }
                    return count
                }
            }
            return try await group.reduce(0, +)
        }
        let elapsed = now() - start
        say(String(format: "finished-game writes, one node, 8 rooms at once:  %.0f games/s (%d in %.1f s, 27 log lines each)", Double(written) / elapsed, written, elapsed))

        // 2. 200 games for the same two accounts finishing at once, half on each node.
        let ada = PlayerKey("SHA256:race-ada"), bob = PlayerKey("SHA256:race-bob")
        let raceStart = now()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for game in 0..<200 {
                let store = game % 2 == 0 ? a : b
                group.addTask { try await store.recordFinishedGame(of: finishedGame(seed: UInt64(1 << 40 + game), players: (ada, bob)), at: now()) }
            }
            try await group.waitForAll()
        }
        let raceTime = now() - raceStart
        let counted = try await a.rating(of: ada, in: .test).games
        say(String(format: "rating updates racing for one pair on two nodes:  %d of 200 counted, %d lost (%.0f games/s, row locks in key order)", counted, 200 - counted, 200 / raceTime))

        // 3. A room opened on node A, until node B's lobby lists it: 200 rooms, one at a time.
        let (heard, tell) = AsyncStream.makeStream(of: (Double, [Lobby.Listing]).self)
        let feedA = LobbyFeed.start(store: a, address: ListenAddress(host: "a.bench", port: 1)) { _ in }
        let feedB = LobbyFeed.start(store: b, address: ListenAddress(host: "b.bench", port: 2)) { tell.yield((now(), $0)) }
        var iterator = heard.makeAsyncIterator()
        _ = await iterator.next()  // B listens and has read the table
        var latencies: [Double] = []
        for room in 0..<200 {
            let code = "R\(room)"
            let opened = now()
            feedA.changed(code: code, listing: Lobby.Listing(code: code, mode: .standard, players: ["ada"], connected: 1, isOver: false))
            while let (at, listings) = await iterator.next() {
                if listings.contains(where: { $0.code == code }) {
                    latencies.append((at - opened) * 1000)
                    break
                }
            }
        }
        await feedA.close()
        await feedB.close()
        latencies.sort()
        let p50 = latencies[latencies.count / 2], p99 = latencies[latencies.count * 99 / 100 - 1]
        say(String(format: "lobby: room opened on A → listed on B (LISTEN/NOTIFY):  p50 %.1f ms, p99 %.1f ms over 200 rooms", p50, p99)
            + " (goal p99 ≤ 50 ms: \(p99 <= 50 ? "met" : "missed"))")
    }

    /// A finished test game in which `players.0` takes two sets of every three.
    static func finishedGame(seed: UInt64, players: (PlayerKey, PlayerKey)) -> Room {
        var room = Room(mode: .test, seed: seed, at: 0)
        _ = room.join(players.0, name: "a")
        _ = room.join(players.1, name: "b")
        var turn = 0
        while !room.isOver {
            for card in room.game.matchesOnTable[0] { _ = room.choose(card, by: turn % 3 == 2 ? players.1 : players.0, at: Double(turn)) }
            turn += 1
        }
        return room
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
