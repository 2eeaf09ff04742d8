/// Bytes a sender may spend: up to `burst` at once, earned back at `perSecond` (a token
/// bucket). Both of the server's input bounds are one: ``InboundPace`` (what a connection
/// sends) and ``InputBudget`` (what a session's game reads). Time comes in as data.
struct TokenBucket {
    let perSecond: Double
    let burst: Double
    /// What may be spent now; below zero after ``spend(_:at:)`` overdraws it.
    private(set) var tokens: Double
    private var last: Double?

    init(perSecond: Double, burst: Double) {
        self.perSecond = perSecond
        self.burst = burst
        tokens = burst
    }

    /// Spends `count` at `now` if that much is there; whether it was.
    mutating func take(_ count: Int, at now: Double) -> Bool {
        refill(at: now)
        guard Double(count) <= tokens else { return false }
        tokens -= Double(count)
        return true
    }

    /// Spends `count` at `now`, into debt if need be; the seconds until the debt is earned
    /// back (0: none).
    mutating func spend(_ count: Int, at now: Double) -> Double {
        refill(at: now)
        tokens -= Double(count)
        return tokens >= 0 ? 0 : -tokens / perSecond
    }

    /// Earns what the time since the last spending pays, up to ``burst``.
    private mutating func refill(at now: Double) {
        if let last { tokens = min(burst, tokens + max(now - last, 0) * perSecond) }
        last = now
    }
}
