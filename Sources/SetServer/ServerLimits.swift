/// What a public port allows a peer (N9).
public struct ServerLimits: Sendable {
    /// Seconds a connection has to log in and start a session, and that a connection whose
    /// sessions have all ended is kept before it is dropped (OpenSSH allows 120 to log in).
    public var loginGraceSeconds: Double = 20
    /// Seconds without a key press before a session is ended; a connection whose sessions
    /// send no key for this and the grace more is closed whatever its channels do.
    public var idleSeconds: Double = 15 * 60
    /// Connections at once, in all (`serve --max-connections`).
    public var connections = 1000
    /// Rooms open at once, in all (`serve --max-rooms`): beyond them a new room, or today's
    /// race, is refused with "the server is full".
    public var rooms = 500
    /// Connections at once from one address.
    public var connectionsPerAddress = 20
    /// Connections at once from one address that have no session started (still logging
    /// in, or between sessions): enough for a household logging in together, too few to
    /// hold the server's connections with logins that never play.
    public var sessionlessPerAddress = 6
    /// Rooms one address may hold open at once (those it opened with `new`; the daily room
    /// is everyone's).
    public var roomsPerAddress = 4
    /// Session channels open at once on one connection (OpenSSH's connection sharing opens
    /// one per `ssh` sharing it).
    public var sessionsPerConnection = 2
    /// Bytes a connection may send at once, and each second more (``InboundPace``): beyond
    /// them the server reads it more slowly.
    public var inboundBurstBytes = 128 * 1024
    public var inboundBytesPerSecond = 32 * 1024
    /// Bytes queued for a peer that is not reading before it is dropped.
    public var pendingOutputBytes = 1 << 20

    public init() {}
}
