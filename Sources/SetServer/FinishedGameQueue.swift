import NIOCore
import PostgresNIO
import SetOnline

/// Finished games on their way to the records: each written at once when the store
/// answers; while it does not (a database restarting), kept in order, at most ``limit`` of
/// them, and written with backoff once it is back. Beyond the limit a game is refused and
/// its players are told its record is lost.
actor FinishedGameQueue {
    /// What became of a finished game handed in.
    enum Outcome: Sendable {
        /// Written: its number and rating changes.
        case recorded(FinishedGame)
        /// Kept until the store answers again.
        case waiting
        /// Not kept: too many games wait already.
        case refused
    }

    /// The most games kept waiting.
    let limit: Int
    private let store: any OnlineStore
    private var waiting: [(room: Room, at: Double, recorded: @Sendable (FinishedGame) -> Void)] = []
    private var draining = false

    init(store: any OnlineStore, limit: Int = 1000) {
        self.store = store
        self.limit = limit
    }

    /// How many games wait for the store.
    var count: Int { waiting.count }

    /// Records the game of `room` finished at `now`; when it has to wait, `recorded` is called
    /// once it is written.
    func record(_ room: Room, at now: Double, whenRecorded recorded: @escaping @Sendable (FinishedGame) -> Void) async -> Outcome {
        // Games already waiting go first: the records keep the order games ended in.
        if waiting.isEmpty {
            do {
                return .recorded(try await store.recordFinishedGame(of: room, at: now))
            } catch where !Self.isWorthRetrying(error) {
                return .refused
            } catch {}
        }
        guard waiting.count < limit else { return .refused }
        waiting.append((room, now, recorded))
        if !draining {
            draining = true
            Task { await drain() }
        }
        return .waiting
    }

    /// Writes the waiting games in order, waiting longer after each failure.
    private func drain() async {
        var backoff = Backoff()
        while let next = waiting.first {
            do {
                let game = try await store.recordFinishedGame(of: next.room, at: next.at)
                waiting.removeFirst()
                next.recorded(game)
                backoff.reset()
            } catch where !Self.isWorthRetrying(error) {
                waiting.removeFirst()  // the database refuses this game for good: no retry helps
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
        gameOver = { room in
            let finished = room.room
            let now = clock()
            let later = NIOLoopBound(WeakRoom(room), eventLoop: loop)
            loop.makeFutureWithTask {
                await queue.record(finished, at: now) { game in
                    loop.execute { later.value.room?.show(game.ratings) }
                }
            }.assumeIsolated().whenSuccess { [weak room] outcome in
                switch outcome {
                case .recorded(let game): room?.show(game.ratings)
                case .waiting: room?.tell("The records are away: this game is kept and written when they are back.")
                case .refused: room?.tell("The records are away and too many games wait: this game's record is lost.")
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
