import NIOCore

/// What every session of a server shares: the rooms, the open sessions, the throttle on
/// wrong room codes, the rooms each address holds, the limits, the clock, the records (nil: nothing is kept, as in
/// some tests), and the host's figures.
struct ServerServices {
    let hub: RoomHub
    let sessions: SessionRegistry
    let joins: JoinThrottle
    let roomBudget: RoomBudget
    let limits: ServerLimits
    let clock: @Sendable () -> Double
    let records: Records?
    /// The host's figures the sessions move (nowhere, unless `serve --metrics`).
    var metrics: ServerMetrics = .none
    /// When the sessions' frames fall due, one timer for each moment.
    let frames = FrameClock()
}

/// The store, reached from the event loop: its calls run as tasks off the loop, so a slow
/// disk or database never holds up a frame, and their results arrive back on the loop.
final class Records: Sendable {
    let store: any OnlineStore

    init(store: any OnlineStore) {
        self.store = store
    }

    /// Runs `work` on the store off the loop; its result arrives on `loop`.
    func run<T: Sendable>(on loop: any EventLoop, _ work: @escaping @Sendable (any OnlineStore) async throws -> T) -> EventLoopFuture<T> {
        let store = store
        return loop.makeFutureWithTask { try await work(store) }
    }
}
