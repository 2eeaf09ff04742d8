/// When a driver draws its program's next frame: as soon as a message may have changed the
/// screen, at the program's wake-up while it is still, never two frames written closer than
/// ``minimumInterval``, and none while the peer is not keeping up (its bytes would only
/// queue; the frame drawn when it catches up carries every change). A frame that changed
/// nothing on screen wrote nothing, so it does not hold the next one back: a key right after
/// it is drawn at once. Time comes in as data.
public struct FramePacer: Sendable {
    /// The shortest time between two frames, seconds (0: no bound, as for a local terminal).
    public let minimumInterval: Double
    /// Whether something changed since the last frame (true at first: nothing is drawn yet).
    public private(set) var isDirty = true
    /// When the last frame that wrote something was drawn.
    public private(set) var lastFrameAt = -Double.infinity

    /// A pacer drawing at most one frame every `minimumInterval` seconds.
    public init(minimumInterval: Double) {
        self.minimumInterval = minimumInterval
    }

    /// A message may have changed the screen: a frame is due.
    public mutating func changed() {
        isDirty = true
    }

    /// A frame was drawn at `now`; `wrote` says whether it changed anything on screen (by
    /// default it did).
    public mutating func drew(at now: Double, wrote: Bool = true) {
        isDirty = false
        if wrote { lastFrameAt = now }
    }

    /// When the next frame is due, given the program's next wake-up; nil: none until a
    /// message comes (nothing changed, the program sleeps) or the peer can take more.
    public func nextFrame(wakeUp: Double?, canSend: Bool = true) -> Double? {
        guard canSend else { return nil }
        let earliest = lastFrameAt + minimumInterval
        if isDirty { return earliest }
        return wakeUp.map { max($0, earliest) }
    }

    /// Whether a frame is due at `now`.
    public func isDue(at now: Double, wakeUp: Double?, canSend: Bool = true) -> Bool {
        nextFrame(wakeUp: wakeUp, canSend: canSend).map { $0 <= now } ?? false
    }

    /// Seconds from `now` until `time` (none if it is past); nil, to wait for a message only,
    /// when there is no time. How long a driver sleeps before its next frame or wake-up.
    public static func seconds(until time: Double?, from now: Double) -> Double? {
        time.map { max(0, $0 - now) }
    }
}
