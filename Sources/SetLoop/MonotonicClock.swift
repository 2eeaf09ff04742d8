#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real clock handed to the model: seconds since it was made, never going back.
public struct MonotonicClock: GameClock {
    private let origin = MonotonicClock.seconds()

    /// A clock whose origin is now.
    public init() {}

    /// Seconds since this clock was made.
    public var now: Double { MonotonicClock.seconds() - origin }

    private static func seconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
