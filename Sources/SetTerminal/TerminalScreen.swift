import CNcurses
import SetRender

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real terminal through ncurses: flushes `Grid` frames (only the changed cells) and
/// reads keys, mouse events and resizes.
///
/// Use it from the main thread only; it holds ncurses state that is not thread-safe.
/// `start()` takes the terminal over, `stop()` gives it back.
public final class TerminalScreen {
    /// What colors frames may use; set by `start()`.
    public private(set) var colorMode: ColorMode = .monochrome
    /// Whether the locale is UTF-8, so non-ASCII glyphs can be shown; set by `start()`.
    public private(set) var isUTF8 = false
    /// Whether the terminal is in curses mode (between `start()` and `stop()`).
    public private(set) var isActive = false

    private let requestedColorMode: ColorMode?
    private var pairs = ColorPairTable(colorCount: 0, pairCount: 0)
    private var flushed: Grid?
    private var offscreenOutput: UnsafeMutablePointer<FILE>?

    /// A screen that will use `colorMode` (default: whatever the terminal supports, never
    /// more; `NO_COLOR` forces monochrome). Nothing happens to the terminal until `start()`.
    public init(colorMode: ColorMode? = nil) {
        requestedColorMode = colorMode
    }

    deinit { stop() }

    /// Takes the terminal over: curses mode, no echo, keypad and mouse on, cursor hidden,
    /// Esc reported after 25 ms. Ctrl-C and Ctrl-Z still send signals.
    ///
    /// - Throws: `TerminalError` when stdin/stdout are not a terminal or TERM is unknown.
    public func start() throws {
        guard !isActive else { return }
        setlocale(LC_ALL, "")
        isUTF8 = cn_locale_is_utf8() != 0
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw TerminalError.notATerminal }
        guard cn_newterm_stdio() != nil else {
            throw TerminalError.unknownTerminal(getenv("TERM").map { String(cString: $0) })
        }
        isActive = true
        cbreak()
        noecho()
        nonl()
        keypad(cn_stdscr(), true)
        curs_set(0)
        set_escdelay(25)
        mousemask(cn_all_button_events(), nil)
        mouseinterval(0)
        setUpColors()
        flushed = nil
    }

    /// Takes over a temporary file instead of the terminal, for benchmarks: frames are
    /// encoded as for a `terminal` of `width` × `height`, and ``bytesWritten`` counts them.
    ///
    /// - Throws: `TerminalError.unknownTerminal` when `terminal` has no terminfo entry.
    public func startOffscreen(terminal: String = "xterm-256color", width: Int, height: Int) throws {
        guard !isActive else { return }
        setlocale(LC_ALL, "")
        isUTF8 = cn_locale_is_utf8() != 0
        guard let output = tmpfile(), let input = fopen("/dev/null", "r"), newterm(terminal, output, input) != nil else {
            throw TerminalError.unknownTerminal(terminal)
        }
        offscreenOutput = output
        isActive = true
        resize_term(Int32(height), Int32(width))
        setUpColors()
        flushed = nil
    }

    /// Bytes written so far to the offscreen output of ``startOffscreen(terminal:width:height:)``
    /// (0 for a real terminal).
    public var bytesWritten: Int {
        guard let output = offscreenOutput else { return 0 }
        fflush(output)
        return ftell(output)
    }

    /// Gives the terminal back (ends curses mode); does nothing if not active.
    public func stop() {
        guard isActive else { return }
        isActive = false
        endwin()
    }

    /// Leaves curses mode for a while (e.g. to run another program); `resume()` returns.
    public func suspend() {
        guard isActive else { return }
        endwin()
    }

    /// Returns to curses mode after `suspend()` (keypad and mouse included, size updated)
    /// and repaints everything on the next draw.
    public func resume() {
        guard isActive else { return }
        refresh()
        keypad(cn_stdscr(), true)
        _ = cn_update_size()
        invalidate()
    }

    /// Makes the next `draw` clear the terminal and write every cell.
    public func invalidate() {
        flushed = nil
    }

    /// The terminal's size in columns and rows ((0, 0) when not active).
    public var size: (width: Int, height: Int) {
        guard isActive else { return (0, 0) }
        return (Int(getmaxx(cn_stdscr())), Int(getmaxy(cn_stdscr())))
    }

    /// Shows `grid`: writes the cells that differ from the last drawn frame (all of them
    /// after a resize, `invalidate()` or a size change) and refreshes once.
    public func draw(_ grid: Grid) {
        guard isActive else { return }
        let previous = FrameDiff.needsFullRedraw(from: flushed, to: grid) ? nil : flushed
        if previous == nil { clear() }
        for run in FrameDiff.runs(from: previous, to: grid) {
            for (offset, cell) in run.cells.enumerated() {
                put(cell, x: run.column + offset, y: run.row)
            }
        }
        refresh()
        flushed = grid
    }

    /// Waits for the next input event.
    ///
    /// - Parameter timeoutMilliseconds: nil blocks until something happens (no CPU while
    ///   idle); otherwise waits at most this long.
    /// - Returns: the event, or nil when the time ran out. Keys and mouse events the game
    ///   does not use are skipped without extending the wait. After Ctrl-Z (with
    ///   `SignalGuard` installed) the process stops here, and once continued the
    ///   result is `.resize` with the current size.
    public func nextInput(timeoutMilliseconds: Int?) -> InputEvent? {
        guard isActive else { return .endOfInput }
        let clock = ContinuousClock()
        let deadline = timeoutMilliseconds.map { clock.now + .milliseconds(max(0, $0)) }
        while true {
            if SignalGuard.takeSuspendRequest() { return suspendUntilContinued() }
            timeout(deadline.map { Self.milliseconds(until: $0, clock: clock) } ?? -1)
            var code: wint_t = 0
            errno = 0
            let status = get_wch(&code)
            if status == ERR {
                if errno == EINTR { return SignalGuard.takeSuspendRequest() ? suspendUntilContinued() : .interrupted }
                if cn_input_is_gone() != 0 { return .endOfInput }
                // ncurses also gives ERR after handling a SIGWINCH that needed no KEY_RESIZE.
                return deadline == nil ? .interrupted : nil
            }
            if let event = event(status: status, code: code) { return event }
            if let deadline, clock.now >= deadline { return nil }
        }
    }

    private func suspendUntilContinued() -> InputEvent {
        suspend()
        SignalGuard.stopUntilContinued()
        resume()
        return .resize(width: size.width, height: size.height)
    }

    private func event(status: Int32, code: wint_t) -> InputEvent? {
        guard status == KEY_CODE_YES else { return InputEvent(characterCode: code) }
        switch Int32(bitPattern: code) {
        case KEY_RESIZE:
            invalidate()
            return .resize(width: size.width, height: size.height)
        case KEY_MOUSE:
            var mouse = MEVENT()
            guard getmouse(&mouse) == OK, let kind = MouseKind(buttonState: mouse.bstate) else { return nil }
            return .mouse(x: Int(mouse.x), y: Int(mouse.y), kind: kind)
        case let key:
            return SpecialKey(keyCode: key).map(InputEvent.key)
        }
    }

    private static func milliseconds(until deadline: ContinuousClock.Instant, clock: ContinuousClock) -> Int32 {
        let remaining = clock.now.duration(to: deadline).components
        let total = remaining.seconds * 1000 + remaining.attoseconds / 1_000_000_000_000_000
        return Int32(clamping: max(0, total))
    }

    private func setUpColors() {
        let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
        guard !noColor, requestedColorMode != .monochrome, has_colors() else {
            colorMode = .monochrome
            pairs = ColorPairTable(colorCount: 0, pairCount: 0)
            return
        }
        start_color()
        let hasDefaultColors = use_default_colors() == OK
        let colors = Int(cn_colors())
        let supported: ColorMode = colors >= 256 ? .ansi256 : colors >= 8 ? .ansi8 : .monochrome
        colorMode = requestedColorMode.map { Self.lesser($0, supported) } ?? supported
        let usable = switch colorMode {
        case .monochrome: 0
        case .ansi8: min(colors, 8)
        case .ansi256: colors
        }
        pairs = ColorPairTable(colorCount: usable, pairCount: Int(cn_color_pairs()), hasDefaultColors: hasDefaultColors)
    }

    /// The poorer of two modes (`allCases` runs from poorest to richest).
    private static func lesser(_ a: ColorMode, _ b: ColorMode) -> ColorMode {
        ColorMode.allCases.first { $0 == a || $0 == b } ?? a
    }

    private func put(_ cell: Cell, x: Int, y: Int) {
        let style = cell.style
        var attributes = cn_a_normal()
        if style.bold { attributes |= cn_a_bold() }
        if style.dim { attributes |= cn_a_dim() }
        if style.reverse { attributes |= cn_a_reverse() }
        if style.underline { attributes |= cn_a_underline() }
        if style.italic { attributes |= cn_a_italic() }
        let pair = pairNumber(for: style)
        let scalars = cell.glyph.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first {
            cn_put_cell(Int32(y), Int32(x), wchar_t(bitPattern: scalar.value), attributes, pair)
        } else {
            let text = scalars.map { wchar_t(bitPattern: $0.value) }
            cn_put_cell_text(Int32(y), Int32(x), text, Int32(text.count), attributes, pair)
        }
    }

    private func pairNumber(for style: CellStyle) -> Int16 {
        switch pairs.pair(foreground: style.foreground, background: style.background) {
        case .existing(let number):
            return number
        case .new(let number, let foreground, let background):
            init_pair(number, foreground, background)
            return number
        }
    }
}
