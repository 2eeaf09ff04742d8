import NIOCore
import NIOPosix

/// What every session of a server shares: the rooms, the open sessions, the limits, the
/// clock, and the records (nil: nothing is kept, as in some tests).
struct ServerServices {
    let hub: RoomHub
    let sessions: SessionRegistry
    let limits: ServerLimits
    let clock: @Sendable () -> Double
    let records: Records?
}

/// The store, reached from the event loop through a thread of its own, so a slow disk never
/// holds up a frame.
final class Records: Sendable {
    let store: OnlineStore
    private let pool: NIOThreadPool

    init(store: OnlineStore, pool: NIOThreadPool) {
        self.store = store
        self.pool = pool
    }

    /// Runs `work` on the store's thread; its result arrives on `loop`.
    func run<T: Sendable>(on loop: any EventLoop, _ work: @escaping @Sendable (OnlineStore) throws -> T) -> EventLoopFuture<T> {
        let store = store
        return pool.runIfActive(eventLoop: loop) { try work(store) }
    }
}
