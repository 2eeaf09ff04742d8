/// Where the run loop reads the time it hands the model: seconds on a clock that never
/// goes back (``MonotonicClock``, or a test's own).
public protocol GameClock {
    /// Seconds since the clock's origin.
    var now: Double { get }
}
