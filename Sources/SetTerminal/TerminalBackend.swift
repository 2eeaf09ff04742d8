import SetRender

/// The terminal as the run loop uses it: draw a frame, wait for the next input or signal,
/// step aside for Ctrl-Z. ``TerminalScreen`` is the real one (terminfo); tests use a
/// recording one that plays a script.
public protocol TerminalBackend: AnyObject {
    /// Columns and rows now.
    var size: (width: Int, height: Int) { get }

    /// Shows `grid`, which has the terminal's size.
    func draw(_ grid: Grid)

    /// Waits for the next input or signal, at most `timeout` seconds (nil: as long as it
    /// takes, using no CPU). A signal that arrived while a frame was drawn is reported at once.
    func nextEvent(timeout: Double?) -> TerminalEvent

    /// Gives the terminal back to the shell and stops the process (Ctrl-Z); returns once it
    /// is continued (`fg`).
    func suspend()

    /// Takes the terminal again after ``suspend()``; the next ``draw(_:)`` repaints all of it.
    func resume()
}
