import SetProgram
import SetRender

/// The local game is a session program like every online screen (``SessionProgram``): the
/// terminal's loop drives it, and so could any other driver, an ssh channel's included.
extension AppModel: SessionProgram {
    /// The screen at the model's time, drawn from nothing (a driver that keeps drawings
    /// between frames calls ``render(cache:)`` with its own cache).
    public func view() -> Grid {
        render()
    }

    /// What a driver sends at ``nextWakeUp``.
    public static var tick: AppMessage { .tick }
}
