import SetOnline
/// How one TCP connection is being used: its session channels open now, the sessions among
/// them that have started (a shell or a command accepted), and when a player last pressed a
/// key on any of them. From these comes the connection's deadline (``deadline(_:)``): a
/// connection is kept while it is useful, and only so long when it is not.
///
/// Confined to its connection's event loop; time comes in as data.
final class ConnectionState {
    /// Session channels open now (each `ssh` sharing the connection opens one).
    private(set) var openChannels = 0
    /// Sessions started and not yet ended.
    private(set) var startedSessions = 0
    /// When the connection last had no session started: its opening, or the end of its
    /// last session; nil while a session runs.
    private(set) var sessionlessSince: Double?
    /// When a player last pressed a key on one of its sessions (or it opened).
    private(set) var lastKeyAt: Double
    /// Told when the connection becomes useful (true: a session started) or stops being so.
    var usefulnessChanged: (Bool) -> Void = { _ in }
    /// The player's delay to the server, from round trips timed at the SSH level (``DelayProbe``).
    var delay = DelayEstimate()

    init(openedAt: Double) {
        sessionlessSince = openedAt
        lastKeyAt = openedAt
    }

    /// Whether a session runs on the connection.
    var isUseful: Bool { sessionlessSince == nil }

    /// A session channel opened.
    func channelOpened() {
        openChannels += 1
    }

    /// A session channel closed, started or not.
    func channelClosed() {
        openChannels = max(openChannels - 1, 0)
    }

    /// A session started (its shell or command was accepted) at `now`.
    func sessionStarted(at now: Double) {
        startedSessions += 1
        lastKeyAt = max(lastKeyAt, now)
        guard startedSessions == 1 else { return }
        sessionlessSince = nil
        usefulnessChanged(true)
    }

    /// A started session ended at `now`.
    func sessionEnded(at now: Double) {
        guard startedSessions > 0 else { return }
        startedSessions -= 1
        guard startedSessions == 0 else { return }
        sessionlessSince = now
        usefulnessChanged(false)
    }

    /// A player pressed a key at `now`.
    func keyPressed(at now: Double) {
        lastKeyAt = max(lastKeyAt, now)
    }

    /// Why a connection is dropped at its deadline.
    enum Expiry: Equatable {
        /// No session started within the grace (a login that never plays, or the time after
        /// the last session ended).
        case noSession
        /// Sessions open, but no key on any of them for the idle time and the grace.
        case idle
    }

    /// When the connection is next due for dropping under `limits`, and why.
    func deadline(_ limits: ServerLimits) -> (at: Double, expiry: Expiry) {
        if let sessionlessSince { return (sessionlessSince + limits.loginGraceSeconds, .noSession) }
        return (lastKeyAt + limits.idleSeconds + limits.loginGraceSeconds, .idle)
    }

    /// Why the connection is dropped at `now` under `limits`; nil while it may stay.
    func expiry(at now: Double, _ limits: ServerLimits) -> Expiry? {
        let due = deadline(limits)
        return now >= due.at ? due.expiry : nil
    }
}
