import SetRender

/// The shape of every program a player runs, local or online (the Elm architecture, as
/// bubbletea's `Model`): a value that takes messages — keys, resizes, ticks, the answers to
/// its effects — and returns what it wants done as data; draws itself whole; and says when
/// it next changes without a message.
///
/// A driver owns everything else: the terminal or channel, the frame writer and the last
/// frame, the pacing of frames (``FramePacer``), and running the effects. The program knows
/// nothing of frames, bytes or the time of day: time comes in with each message.
public protocol SessionProgram {
    /// What the program is told.
    associatedtype Message
    /// What the program asks its driver to do.
    associatedtype Effect

    /// Takes `message`, arrived at `now` (seconds on the driver's clock), and returns the
    /// effects it calls for, in order.
    mutating func update(_ message: Message, at now: Double) -> [Effect]

    /// The whole screen, at the size and the time of the last message. A program keeps its
    /// size (a resize is a message) because what moves on screen was laid out for it.
    func view() -> Grid

    /// When the program next changes without a message (an animation's next frame, the
    /// clock's next second); nil: asleep until a message comes. Of the program's state
    /// alone, so it changes only with a message: a driver asks once after each.
    var nextWakeUp: Double? { get }

    /// The message a driver sends at ``nextWakeUp``.
    static var tick: Message { get }
}
