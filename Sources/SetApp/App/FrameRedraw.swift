import SetRender

/// How much of the screen one message may have changed, so the run loop knows what of the
/// last frame it can draw the next one from (``AppUpdate/redraw``).
public enum FrameRedraw: Sendable, Equatable {
    /// Anything: the next frame is drawn whole.
    case whole
    /// A tick on a still board with nothing over it: only the status line's clock.
    case statusLine
    /// A tick while cards move on a board with nothing over it and no referee acting: only
    /// the cards and the status line (its clock, the deck's count as cards leave the deck).
    case movingCards
}

/// The frame the loop drew last, and what the messages since may have changed on it
/// (``AppModel/render(after:cache:)``).
public struct LastFrame: Sendable {
    /// The frame as drawn.
    public var grid: Grid
    /// What changed since it was drawn.
    public let redraw: FrameRedraw

    /// The frame `grid`, followed by a message that changed `redraw`.
    public init(grid: Grid, redraw: FrameRedraw) {
        self.grid = grid
        self.redraw = redraw
    }
}
