import CTerminal
import SetFrame

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading: the terminal's bytes decoded into keys and mouse events (``InputDecoder``),
/// signals from the wake-up pipe, both waited for with one `poll`.
extension TerminalScreen {
    /// Waits for the next input or signal, at most `timeout` seconds (nil: no limit).
    /// Keys and mouse events the game does not use are skipped without extending the wait.
    public func nextEvent(timeout: Double?) -> TerminalEvent {
        guard isActive else { return .endOfInput }
        let deadline = timeout.map { Self.deadline(after: $0, from: Self.monotonicNanoseconds()) }
        while true {
            if let signal = SignalGuard.takeStopSignal() { return .signal(signal) }
            if SignalGuard.takeSuspendRequest() { return .suspendRequested }
            if SignalGuard.takeResize() || sizeMayHaveChanged {
                sizeMayHaveChanged = false
                if updateSize() {
                    invalidate()
                    return .input(.resize(width: size.width, height: size.height))
                }
            }
            if !pendingEvents.isEmpty { return .input(pendingEvents.removeFirst()) }
            let now = Self.monotonicNanoseconds()
            if let escape = escapeDeadline, escape <= now {
                escapeDeadline = nil
                pendingEvents += decoder.flush()
                continue
            }
            var until = deadline
            if let escape = escapeDeadline, until.map({ escape < $0 }) ?? true { until = escape }
            let remaining = until.map { max(0, $0 - now) } ?? -1
            if remaining == 0 { return .timedOut }
            switch ct_wait_for_input(inputDescriptor, remaining) {
            case CT_WAIT_TIMEOUT: continue  // the deadline or the escape delay: both looked at above
            case CT_WAIT_INPUT_GONE: return .endOfInput
            case CT_WAIT_INPUT:
                guard readInput() else { return .endOfInput }
            default: continue
            }
        }
    }

    /// Reads what the input has (poll said it has something) and decodes it; false when it
    /// is at its end (the terminal was closed).
    private func readInput() -> Bool {
        var buffer = (UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        let count = withUnsafeMutableBytes(of: &buffer) { bytes in
            read(inputDescriptor, bytes.baseAddress, bytes.count)
        }
        if count < 0 { return errno == EINTR || errno == EAGAIN }
        guard count > 0 else { return false }
        withUnsafeBytes(of: &buffer) { bytes in pendingEvents += decoder.decode(bytes.prefix(count)) }
        escapeDeadline = decoder.isWaiting ? Self.deadline(after: InputDecoder.escapeDelay, from: Self.monotonicNanoseconds()) : nil
        return true
    }

    /// The monotonic clock in nanoseconds (`CLOCK_MONOTONIC`), which the waits are timed
    /// by: plain integers, to the nanosecond (a wait in whole milliseconds either ends before
    /// its deadline, and the loop spins drawing the same frame until it passes, or after it,
    /// and frames come late). `ContinuousClock` gave the same times through the concurrency
    /// library's code and 128-bit durations, every frame.
    static func monotonicNanoseconds() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }

    /// The clock reading `seconds` after `now` (nanoseconds), the wait held to 0…1 day.
    static func deadline(after seconds: Double, from now: Int64) -> Int64 {
        now + Int64(min(max(0, seconds), 86_400) * 1e9)
    }
}
