/// Where a session's bytes go and how it ends: an SSH channel in the server, a recorder in
/// tests.
public protocol SessionOutput: AnyObject {
    /// Queues `bytes` for the player's terminal.
    func send(_ bytes: [UInt8])
    /// Whether the peer is keeping up: while false, frames wait (and are merged into one).
    var canSend: Bool { get }
    /// Ends the session with `status` after the bytes queued so far.
    func end(status: Int)
    /// Calls `body` once after `seconds`, on the session's thread.
    func schedule(after seconds: Double, _ body: @escaping () -> Void)
}
