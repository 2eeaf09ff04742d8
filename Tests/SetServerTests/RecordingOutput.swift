@testable import SetServer

/// A session's output kept in memory: the bytes sent, the end status, and frame timers run
/// by hand.
final class RecordingOutput: SessionOutput {
    var sent: [[UInt8]] = []
    var ended: Int?
    var canSend = true
    /// Timers not run yet: when each is due (by ``clock``), and what it does.
    var timers: [(due: Double, body: () -> Void)] = []
    /// The session's clock, which times the timers.
    var clock: () -> Double = { 0 }

    func send(_ bytes: [UInt8]) { sent.append(bytes) }
    func end(status: Int) { ended = status }
    func schedule(after seconds: Double, _ body: @escaping () -> Void) { timers.append((clock() + seconds, body)) }

    /// Runs every timer asked for so far, due or not.
    func runTimers() {
        let due = timers
        timers = []
        due.forEach { $0.body() }
    }

    /// Runs the timers due by the clock's time.
    func runDueTimers() {
        let now = clock()
        let due = timers.filter { $0.due <= now }
        timers.removeAll { $0.due <= now }
        due.forEach { $0.body() }
    }
}
