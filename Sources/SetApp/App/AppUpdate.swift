/// What one message did to the model, as the run loop needs it: the file work to perform,
/// and whether only the game clock moved on screen (then the last frame is drawn again with
/// a new status line rather than whole). The model keeps neither: they belong to the loop.
public struct AppUpdate: Sendable {
    /// The file work the message calls for, in order.
    public let effects: [AppEffect]
    /// Whether the message was a clock tick that changed nothing on screen but the status
    /// line's clock: no card moved, no referee acted, no file work, nothing over the board.
    public let onlyClockMoved: Bool
}
