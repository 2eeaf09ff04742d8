/// What one message did to the model, as the run loop needs it: the file work to perform,
/// and how much of the screen it may have changed (then the last frame is drawn again with a
/// new status line, or the cards drawn again over what was kept, rather than whole). The
/// model keeps neither: they belong to the loop.
public struct AppUpdate: Sendable {
    /// The file work the message calls for, in order.
    public let effects: [AppEffect]
    /// What the message may have changed on screen.
    public let redraw: FrameRedraw
}
