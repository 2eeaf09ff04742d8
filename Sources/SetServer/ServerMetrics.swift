import CoreMetrics
import SetCore

/// The figures a host scrapes (`serve --metrics`), counted through swift-metrics: whatever
/// factory is given (Prometheus in `set-game serve`, none in most tests) keeps them. One
/// value per server, made once; the names are Prometheus's, units in the name.
public struct ServerMetrics: Sendable {
    /// Session channels open now (logging in, naming themselves, in the lobby or a room).
    let sessions: Meter
    /// Rooms open now.
    let rooms: Meter
    /// Time from a key read on a session to the next frame written to it.
    let keyToFrame: Timer
    /// Bytes written to sessions (frames and messages, before SSH's encryption).
    let bytesWritten: Counter
    private let factory: any MetricsFactory

    /// The names, as a scrape shows them.
    public enum Name {
        public static let sessions = "set_game_sessions"
        public static let rooms = "set_game_rooms"
        public static let gamesFinished = "set_game_games_finished_total"
        public static let loginsRefused = "set_game_logins_refused_total"
        public static let keyToFrame = "set_game_key_to_frame_seconds"
        public static let bytesWritten = "set_game_session_bytes_written_total"
        public static let storeWrite = "set_game_store_write_seconds"
    }

    /// Metrics kept by `factory`.
    public init(factory: any MetricsFactory) {
        self.factory = factory
        sessions = Meter(label: Name.sessions, dimensions: [], factory: factory)
        rooms = Meter(label: Name.rooms, dimensions: [], factory: factory)
        keyToFrame = Timer(label: Name.keyToFrame, dimensions: [], factory: factory)
        bytesWritten = Counter(label: Name.bytesWritten, dimensions: [], factory: factory)
    }

    /// Metrics that go nowhere.
    public static let none = ServerMetrics(factory: NOOPMetricsHandler.instance)

    /// A game of `mode` finished.
    func gameFinished(_ mode: Variant) {
        Counter(label: Name.gamesFinished, dimensions: [("mode", mode.name)], factory: factory).increment()
    }

    /// A connection or login was turned away, for `reason` (a short fixed word: a label).
    func loginRefused(_ reason: String) {
        Counter(label: Name.loginsRefused, dimensions: [("reason", reason)], factory: factory).increment()
    }

    /// A write to the records, `operation`, took `nanoseconds`.
    func storeWrite(_ operation: String, nanoseconds: Int64) {
        Timer(label: Name.storeWrite, dimensions: [("operation", operation)], factory: factory)
            .recordNanoseconds(nanoseconds)
    }
}
