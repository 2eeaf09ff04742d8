import SetRender

/// The bytes that take a terminal from the last frame written to the next: a full redraw
/// at first, after ``invalidate()`` and when the size changes, else only the changed cells
/// (``FrameEncoder``). It keeps its own copy of what the terminal shows, updated row by row,
/// so the caller's grid stays the caller's (it can change it in place for the next frame).
///
/// All a terminal needs besides a place to send bytes: the terminal screen writes them to
/// standard output, a remote session to its channel.
public struct FrameWriter {
    /// Turns a frame into bytes for this terminal.
    public private(set) var encoder: FrameEncoder
    /// What the terminal shows after the bytes handed out so far (nil: not known).
    private var shown: Grid?

    /// A writer for a terminal whose controls `encoder` writes, which shows nothing known yet.
    public init(encoder: FrameEncoder) {
        self.encoder = encoder
    }

    /// Makes the next frame clear the terminal and write every cell.
    public mutating func invalidate() {
        shown = nil
    }

    /// The bytes that show `grid`, to be written in full and in order before the next call.
    public mutating func bytes(for grid: Grid) -> [UInt8] {
        let previous = shown.take().flatMap { FrameDiff.needsFullRedraw(from: $0, to: grid) ? nil : $0 }
        let bytes = encoder.encode(grid, from: previous)
        guard var kept = previous else {
            shown = grid
            return bytes
        }
        for row in encoder.rowsWritten { kept.copyRow(row, from: grid) }
        shown = kept
        return bytes
    }
}
