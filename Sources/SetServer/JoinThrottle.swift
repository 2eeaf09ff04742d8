/// Slows down guessing of private room codes (issue 43, item 9): each address may miss a
/// code ``freeMisses`` times a minute; each miss beyond that shuts its joins by code for a
/// while that doubles with every further miss (2 s, 4 s, 8 s … at most ``longestWait``),
/// until the address has missed nothing for ``forgivenAfter``. While shut, a code is not
/// even looked up. Time comes in as data; confined to the
/// server's event loop.
final class JoinThrottle {
    /// Misses a minute that cost nothing (typing a code wrong now and then).
    static let freeMisses = 5
    /// The longest an address waits.
    static let longestWait = 300.0
    /// Seconds without a miss after which the waits start again from nothing.
    static let forgivenAfter = 600.0

    private struct Record {
        /// The misses of the last minute, oldest first.
        var misses: [Double] = []
        /// Misses beyond the free ones since the address was last forgiven.
        var excess = 0
        /// Until when joins by code are shut.
        var shutUntil = 0.0
        /// The last miss.
        var lastMiss = -Double.infinity
    }

    private var records: [String: Record] = [:]

    /// Seconds `address` must wait before its next join by code at `now`; 0 when it may try.
    func wait(for address: String, at now: Double) -> Double {
        max((records[address]?.shutUntil ?? 0) - now, 0)
    }

    /// `address` gave a code no room has at `now`; returns the seconds it now waits.
    @discardableResult
    func missed(by address: String, at now: Double) -> Double {
        var record = records[address] ?? Record()
        if now - record.lastMiss >= Self.forgivenAfter { record.excess = 0 }
        record.lastMiss = now
        record.misses = record.misses.filter { now - $0 < 60 } + [now]
        if record.misses.count > Self.freeMisses || record.excess > 0 {
            record.excess += 1
            record.shutUntil = now + min(Double(1 << min(record.excess, 20)), Self.longestWait)
        }
        records[address] = record
        forgetQuiet(at: now)
        return max(record.shutUntil - now, 0)
    }

    /// Drops the addresses forgiven and waiting no longer, so the table holds only those
    /// guessing lately.
    private func forgetQuiet(at now: Double) {
        guard records.count > 1000 else { return }
        records = records.filter { _, record in
            record.shutUntil > now || now - record.lastMiss < Self.forgivenAfter
        }
    }
}
