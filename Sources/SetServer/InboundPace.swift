/// Paces what one connection sends the server (issue 43, item 5): every byte that arrives
/// is decrypted on its connection's event loop before any game budget (``InputBudget``)
/// can drop it, so a client writing as fast as it can (9 GB in 30 s on loopback) kept a
/// third of a core busy. A connection may send ``ServerLimits/inboundBurstBytes`` at once
/// and ``ServerLimits/inboundBytesPerSecond`` more each second, far more than keys, mouse
/// reports and a paste come to; beyond that the server stops reading it for a while
/// (TCP then holds the sender back: nothing is dropped). Time comes in as data.
struct InboundPace {
    private var bucket: TokenBucket

    init(bytesPerSecond: Int, burst: Int) {
        bucket = TokenBucket(perSecond: Double(bytesPerSecond), burst: Double(burst))
    }

    /// Counts `count` bytes read at `now`; returns how many seconds to stop reading for
    /// (0: read on).
    mutating func read(_ count: Int, at now: Double) -> Double {
        bucket.spend(count, at: now)
    }
}
