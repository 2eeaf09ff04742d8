@testable import SetServer

/// A session's output kept in memory: the bytes sent, the end status, and frame timers run
/// by hand.
final class RecordingOutput: SessionOutput {
    var sent: [[UInt8]] = []
    var ended: Int?
    var canSend = true
    var timers: [() -> Void] = []

    func send(_ bytes: [UInt8]) { sent.append(bytes) }
    func end(status: Int) { ended = status }
    func schedule(after seconds: Double, _ body: @escaping () -> Void) { timers.append(body) }

    /// Runs the timers due (all of them: the test's clock is whatever it says).
    func runTimers() {
        let due = timers
        timers = []
        due.forEach { $0() }
    }
}
