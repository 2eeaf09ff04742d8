/// Bounds what one player's input may cost the server's game loop (issue 43, item 5):
/// every session's keys are played on that loop, so a paste of a megabyte
/// would hold up every other player's frames for seconds. A session may send ``burst``
/// bytes at once and ``bytesPerSecond`` more each second (far more than hands type or a
/// mouse reports); a read beyond that is dropped whole, so no key sequence is cut in two.
/// Time comes in as data.
struct InputBudget {
    /// Bytes a session may send at once: a screenful of text.
    static let burst = 4096.0
    /// Bytes a second a session may send on average.
    static let bytesPerSecond = 4096.0

    private var bucket = TokenBucket(perSecond: InputBudget.bytesPerSecond, burst: InputBudget.burst)

    /// Whether a read of `count` bytes at `now` is played; false: it is dropped.
    mutating func admit(_ count: Int, at now: Double) -> Bool {
        bucket.take(count, at: now)
    }
}
