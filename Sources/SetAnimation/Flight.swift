import SetRender

/// One card moving from one rectangle to another: its place and size are a pure function
/// of time.
///
/// Before `start` the card is at `from`, from `start + duration` on it is at `to`, and in
/// between it follows `easing`, rounded to whole cells.
public struct Flight: Hashable, Sendable {
    /// Where the card is before the flight starts.
    public var from: Rect
    /// Where the card is once the flight ends.
    public var to: Rect
    /// When the flight starts, in seconds.
    public var start: Double
    /// How long the flight takes, in seconds; 0 lands at once.
    public var duration: Double
    /// How progress follows time.
    public var easing: Easing

    /// A flight from `from` to `to`; by default linear.
    public init(from: Rect, to: Rect, start: Double, duration: Double, easing: Easing = .linear) {
        self.from = from
        self.to = to
        self.start = start
        self.duration = duration
        self.easing = easing
    }

    /// A card lying still at `rect`: a flight that ended long ago.
    public static func resting(at rect: Rect) -> Flight {
        Flight(from: rect, to: rect, start: -.infinity, duration: 0)
    }

    /// When the flight ends.
    public var end: Double { start + duration }

    /// The eased progress at `time`: 0 before the start, 1 from the end on.
    public func progress(at time: Double) -> Double {
        guard duration > 0 else { return time >= start ? 1 : 0 }
        return easing((time - start) / duration)
    }

    /// Where the card is at `time`.
    public func rect(at time: Double) -> Rect {
        from.interpolated(to: to, by: progress(at: time))
    }

    /// When the card next moves from `time` on: `time` while it flies, the start while it
    /// waits, nil once it has landed.
    func nextChange(after time: Double) -> Double? {
        isFinished(at: time) ? nil : max(start, time)
    }

    /// Whether the card has landed at `time`.
    public func isFinished(at time: Double) -> Bool {
        time >= end
    }
}
