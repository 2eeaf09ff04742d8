/// What a public port allows a peer (N9).
public struct ServerLimits: Sendable {
    /// Seconds a connection has to log in before it is dropped (OpenSSH allows 120).
    public var loginGraceSeconds: Double = 20
    /// Seconds without a key press before a session is ended.
    public var idleSeconds: Double = 15 * 60
    /// Connections at once, in all.
    public var connections = 1000
    /// Connections at once from one address.
    public var connectionsPerAddress = 20
    /// Session channels one connection may open.
    public var sessionsPerConnection = 2
    /// Bytes queued for a peer that is not reading before it is dropped.
    public var pendingOutputBytes = 1 << 20

    public init() {}
}
