import SetRender

/// Everything that can change the app: what the player or terminal did, or the passing of
/// time. Each message is delivered with the time it happened (``AppModel/update(_:at:)``).
public enum AppMessage: Hashable, Sendable {
    /// A key, a mouse event or a resize.
    case input(InputEvent)
    /// Time passed: a frame deadline or the clock's next second arrived.
    case tick
}
