import SetTestSupport
import Testing
@testable import SetServer

/// One connection's bytes paced, so decrypting them cannot hold the event loop.
@Suite("Inbound pace", .timeLimit(.minutes(1)), .takesTurns)
struct InboundPaceTests {
    @Test("a burst passes; beyond it the wait is the deficit at the rate; time gives the allowance back up to the burst")
    func pace() {
        var pace = InboundPace(bytesPerSecond: 1000, burst: 4000)
        #expect(pace.read(4000, at: 0) == 0)
        #expect(pace.read(500, at: 0) == 0.5, "500 bytes over: half a second at 1000 a second")
        #expect(pace.read(0, at: 0.5) == 0, "paid back")
        #expect(pace.read(3000, at: 100) == 0, "a long pause gives back the burst, not more")
        #expect(pace.read(2000, at: 100) == 1)
    }

    @Test("typing, mouse reports and a screenful pasted never wait under the server's limits")
    func players() {
        let limits = ServerLimits()
        var pace = InboundPace(bytesPerSecond: limits.inboundBytesPerSecond, burst: limits.inboundBurstBytes)
        var now = 0.0
        var waits = 0
        // An hour of: 100 mouse reports a second (an SSH packet of 64 bytes each), a 4 KB paste every 10 s.
        for step in 0..<360_000 {
            now += 0.01
            if pace.read(64, at: now) > 0 { waits += 1 }
            if step % 1000 == 0, pace.read(4096 + 64, at: now) > 0 { waits += 1 }
        }
        #expect(waits == 0)
    }

    @Test("a client writing as fast as it can is held to the rate")
    func flood() {
        var pace = InboundPace(bytesPerSecond: 32 * 1024, burst: 128 * 1024)
        var now = 0.0
        var read = 0
        // Each read as big as NIO's, at once whenever reading goes on.
        while now < 60 {
            read += 65536
            now += pace.read(65536, at: now)
        }
        #expect(Double(read) <= 128 * 1024 + 61 * 32 * 1024, "read \(read) bytes in 60 s")
    }
}
