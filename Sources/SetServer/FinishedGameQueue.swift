import NIOCore
import NIOPosix
import PostgresNIO
import SetOnline

/// Finished games on their way to the records: each written at once when the store
/// answers; while it does not (a database restarting, a full disk), kept in order, at most
/// ``limit`` of them, in the spool on disk (``FinishedGameSpool``) before the players are
/// told so, and written with backoff once the store is back. Beyond the limit, or when the
/// spool cannot be written, a game is refused and its players are told its record is lost.
///
/// Its own work, the spool's write and fsync among it, runs on an event loop of its own
/// (``home``): a disk that stalls holds up neither the game's loop nor Swift's shared pool,
/// where the sessions' other records calls run.
actor FinishedGameQueue {
    /// What became of a finished game handed in.
    enum Outcome: Sendable {
        /// Written: its number and rating changes.
        case recorded(FinishedGame)
        /// Kept (on disk, when there is a spool) until the store answers again.
        case waiting
        /// Not kept: too many games wait already.
        case refused
        /// Not kept: the spool could not be written.
        case unsaved
    }

    /// A game waiting, with when it ended and whom to tell once it is written (nobody, for a
    /// game from the spool of an earlier run).
    private struct Waiting {
        let game: GameRecord
        let endedAt: Double
        let recorded: (@Sendable (FinishedGame) -> Void)?
    }

    /// The most games kept waiting.
    let limit: Int
    private let store: any OnlineStore
    private let spool: FinishedGameSpool?
    private var waiting: [Waiting] = []
    private var draining = false
    /// The loop this actor runs on.
    private let home: any EventLoop

    nonisolated var unownedExecutor: UnownedSerialExecutor { home.executor.asUnownedSerialExecutor() }

    /// A queue onto `store`, spooling to `spool`, running on `home` (by default a loop of
    /// NIO's shared group; the server gives it one of its own).
    init(store: any OnlineStore, spool: FinishedGameSpool? = nil, limit: Int = 1000, on home: any EventLoop = MultiThreadedEventLoopGroup.singleton.next()) {
        self.store = store
        self.spool = spool
        self.limit = limit
        self.home = home
    }

    /// How many games wait for the store.
    var count: Int { waiting.count }

    /// Records `game`, finished at `now`; when it has to wait, `recorded` is called once it
    /// is written.
    func record(_ game: GameRecord, at now: Double, whenRecorded recorded: @escaping @Sendable (FinishedGame) -> Void) async -> Outcome {
        // Games already waiting go first: the records keep the order games ended in.
        if waiting.isEmpty {
            do {
                return .recorded(try await store.recordFinishedGame(game, at: now))
            } catch where !Self.isWorthRetrying(error) {
                return .refused
            } catch {}
        }
        guard waiting.count < limit else { return .refused }
        waiting.append(Waiting(game: game, endedAt: now, recorded: recorded))
        do {
            try saveSpool()
        } catch {
            waiting.removeLast()
            return .unsaved
        }
        startDraining()
        return .waiting
    }

    /// Takes the games a stopped run left in the spool, ahead of any new one, and starts
    /// writing them; returns how many there are.
    /// - Throws: ``FinishedGameSpool/Damaged`` when the spool cannot be read.
    func replaySpool() throws -> Int {
        guard let spool else { return 0 }
        let games = try spool.load()
        waiting = games.map { Waiting(game: $0.game, endedAt: $0.endedAt, recorded: nil) } + waiting
        startDraining()
        return games.count
    }

    /// Waits up to `seconds` for the games waiting to be written; returns how many still wait.
    func drained(within seconds: Double) async -> Int {
        var left = seconds
        while !waiting.isEmpty, left > 0 {
            try? await Task.sleep(for: .milliseconds(100))
            left -= 0.1
        }
        return waiting.count
    }

    /// Writes what waits to the spool.
    private func saveSpool() throws {
        try spool?.save(waiting.map { ($0.game, $0.endedAt) })
    }

    private func startDraining() {
        guard !draining, !waiting.isEmpty else { return }
        draining = true
        Task { await drain() }
    }

    /// Writes the waiting games in order, waiting longer after each failure.
    private func drain() async {
        var backoff = Backoff()
        while let next = waiting.first {
            do {
                let game = try await store.recordFinishedGame(next.game, at: next.endedAt)
                waiting.removeFirst()
                // Should this fail, the game stays in the spool and is written again at the
                // next start (PostgreSQL keeps it once, by its token).
                try? saveSpool()
                next.recorded?(game)
                backoff.reset()
            } catch where !Self.isWorthRetrying(error) {
                waiting.removeFirst()  // the database refuses this game for good: no retry helps
                try? saveSpool()
            } catch {
                try? await Task.sleep(for: backoff.next())
            }
        }
        draining = false
    }

    /// Whether `error` may pass: anything but PostgreSQL refusing the statement itself.
    /// Connection failures, a server shutting down (class 57), out of resources (53), and
    /// serialization or deadlock failures (40) pass; a constraint or type error does not.
    static func isWorthRetrying(_ error: any Error) -> Bool {
        guard let error = error as? PSQLError, let state = error.serverInfo?[.sqlState] else { return true }
        return ["08", "40", "53", "57", "58"].contains(String(state.prefix(2)))
    }
}

extension RoomHub {
    /// Records every game that ends here through `queue`, and tells its room what became of
    /// it: the rating changes once written, or that the records are away.
    func recordGames(through queue: FinishedGameQueue, on loop: any EventLoop) {
        let clock = clock
        let log = log
        gameOver = { room in
            let finished = GameRecord(of: room.room, raceDay: room.access.raceDay)
            let code = room.code
            let now = clock()
            let later = NIOLoopBound(WeakRoom(room), eventLoop: loop)
            loop.makeFutureWithTask {
                await queue.record(finished, at: now) { game in
                    loop.execute { later.value.room?.show(game.ratings, recordedAs: game.id) }
                }
            }.assumeIsolated().whenSuccess { [weak room] outcome in
                log.gameFinished(code: code, game: finished, outcome: outcome)
                switch outcome {
                case .recorded(let game): room?.show(game.ratings, recordedAs: game.id)
                case .waiting: room?.tell("The records are away: this game is kept and written when they are back.")
                case .refused: room?.tell("The records are away and too many games wait: this game's record is lost.")
                case .unsaved: room?.tell("The records are away and the server cannot keep this game on disk: its record is lost.")
                }
            }
        }
    }
}

/// A room that may have closed by the time news of its game arrives.
final class WeakRoom {
    weak var room: HostedRoom?

    init(_ room: HostedRoom) {
        self.room = room
    }
}
