import SetFrame
import SetRender

/// A player's terminal as their `ssh` described it (the pty request): its size and `TERM`.
/// There is no terminfo for it on the server, so frames are written with the ANSI controls
/// of ``FrameEncoder/Controls/ansi(colors:)`` — the same encoder the local game uses.
public struct RemoteTerminal: Hashable, Sendable {
    public var width: Int
    public var height: Int
    /// The `TERM` the client sent (empty when none).
    public var term: String

    /// A terminal of `width` × `height` (0, as a client without a terminal of its own says:
    /// 80 × 24) named `term`; sizes are kept to what a screen can be.
    public init(width: Int, height: Int, term: String) {
        self.width = Self.bounded(width, or: 80)
        self.height = Self.bounded(height, or: 24)
        self.term = term
    }

    /// The new size after a window change.
    public mutating func resize(width: Int, height: Int) {
        self.width = Self.bounded(width, or: self.width)
        self.height = Self.bounded(height, or: self.height)
    }

    /// A size from a peer, at most ``sizeLimit`` (a frame of a hostile peer's 10⁹ columns
    /// would take the server's memory); 0 keeps `fallback`.
    static func bounded(_ size: Int, or fallback: Int) -> Int {
        size <= 0 ? fallback : min(size, sizeLimit)
    }

    /// The widest and tallest screen drawn.
    public static let sizeLimit = 400

    /// The colors its `TERM` promises: 256 for `*-256color` and direct-color terminals,
    /// none for `dumb` or no `TERM`, the eight ANSI colors otherwise.
    public var colorMode: ColorMode {
        if term.contains("256color") || term.contains("direct") { return .ansi256 }
        return term.isEmpty || term == "dumb" ? .monochrome : .ansi8
    }

    /// A writer of frames for this terminal, which knows nothing yet of what it shows.
    public func frameWriter() -> FrameWriter {
        let colors: ColorMapping? =
            switch colorMode {
            case .monochrome: nil
            case .ansi8: ColorMapping(colorCount: 8)
            case .ansi256: ColorMapping(colorCount: 256)
            }
        return FrameWriter(encoder: FrameEncoder(controls: .ansi(colors: colors)))
    }

    /// Switches to the alternate screen, hides the cursor and asks for mouse presses,
    /// releases and drags in SGR form, as the local game does.
    public static let enterScreen = Array("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1002h\u{1B}[?1006h".utf8)
    /// Undoes ``enterScreen``.
    public static let leaveScreen = Array("\u{1B}[?1006l\u{1B}[?1002l\u{1B}(B\u{1B}[m\u{1B}[?25h\u{1B}[?1049l".utf8)
}
