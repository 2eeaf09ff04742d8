import CNcurses
import CTerminal
import SetFrame
import SetRender

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real terminal through ncurses: flushes `Grid` frames (only the changed cells) and
/// reads keys, mouse events, resizes and signals (``TerminalBackend``).
///
/// Use it from the main thread only; it holds ncurses state that is not thread-safe.
/// `start()` takes the terminal over, `stop()` gives it back.
public final class TerminalScreen: TerminalBackend {
    /// What colors frames may use; set by `start()`.
    public private(set) var colorMode: ColorMode = .monochrome
    /// Whether the locale is UTF-8, so non-ASCII glyphs can be shown; set by `start()`.
    public private(set) var isUTF8 = false
    /// Whether the terminal is in curses mode (between `start()` and `stop()`).
    public private(set) var isActive = false

    private let requestedColorMode: ColorMode?
    private var colors = ColorMapping(colorCount: 0)
    /// Turns frames into the terminal's bytes, keeping what it shows; made by `setUpColors()`.
    private var writer = FrameWriter(encoder: FrameEncoder(controls: FrameEncoder.Controls(
        clear: [], moveTo: { _, _ in [] }, reset: [], bold: [], dim: [], reverse: [], underline: [], italic: [],
        foreground: { _ in [] }, background: { _ in [] }
    )))
    private var offscreenOutput: UnsafeMutablePointer<FILE>?
    /// Where keys are read and waited for: standard input, or the offscreen input.
    private(set) var inputDescriptor = STDIN_FILENO
    /// Whether ncurses may hold input not yet read: false only once it said it had none and
    /// the input has not been ready since, so a wait then asks the kernel alone (ncurses'
    /// own check is a second `poll` each frame).
    var inputMayBeWaiting = true

    /// A screen that will use `colorMode` (default: whatever the terminal supports, never
    /// more; `NO_COLOR` forces monochrome). Nothing happens to the terminal until `start()`.
    public init(colorMode: ColorMode? = nil) {
        requestedColorMode = colorMode
    }

    deinit { stop() }

    /// Takes the terminal over: curses mode, no echo, keypad on, mouse buttons and drags
    /// reported (SGR), cursor hidden, Esc reported after 25 ms; installs the signal handlers
    /// (``SignalGuard``). Ctrl-C and Ctrl-Z still send signals.
    ///
    /// - Throws: `TerminalError` when stdin/stdout are not a terminal, TERM is unknown, or
    ///   the terminal cannot move the cursor.
    public func start() throws {
        guard !isActive else { return }
        // Only the character set is the player's: it is all ncurses and the glyphs need, and
        // loading every category of the locale took some 40 system calls before the board.
        setlocale(LC_CTYPE, "")
        isUTF8 = cn_locale_is_utf8() != 0
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw TerminalError.notATerminal }
        // Before newterm: the shell's settings are saved, and ncurses keeps its hands off
        // signals that already have a handler.
        SignalGuard.install(terminal: STDIN_FILENO)
        let terminalName = getenv("TERM").map { String(cString: $0) }
        guard let screen = cn_newterm_stdio() else { throw TerminalError.unknownTerminal(terminalName) }
        guard cn_string_capability("cup") != nil else {
            endwin()
            delscreen(screen)
            throw TerminalError.noCursorAddressing(terminalName ?? "")
        }
        isActive = true
        cbreak()
        noecho()
        nonl()
        keypad(cn_stdscr(), true)
        // Mouse reports arrive as characters and are decoded here (SGR, any column).
        keyok(KEY_MOUSE, false)
        curs_set(0)
        set_escdelay(25)
        setUpColors()
        prepareResetSequence()
        markCursesDrawn()
        enterGameMode()
        writer.invalidate()
    }

    /// Takes over `output` (default: a temporary file) and `input` (default: /dev/null)
    /// instead of the terminal, for benchmarks: frames are encoded as for a `terminal` of
    /// `width` × `height`, ``bytesWritten`` counts them when `output` is a file, and
    /// `nextEvent` reads and polls `input`.
    ///
    /// - Throws: `TerminalError.unknownTerminal` when `terminal` has no terminfo entry.
    public func startOffscreen(
        terminal: String = "xterm-256color", width: Int, height: Int,
        output: UnsafeMutablePointer<FILE>? = nil, input: UnsafeMutablePointer<FILE>? = nil
    ) throws {
        guard !isActive else { return }
        setlocale(LC_CTYPE, "")
        isUTF8 = cn_locale_is_utf8() != 0
        guard let output = output ?? tmpfile(), let input = input ?? fopen("/dev/null", "r"), newterm(terminal, output, input) != nil else {
            throw TerminalError.unknownTerminal(terminal)
        }
        offscreenOutput = output
        inputDescriptor = fileno(input)
        isActive = true
        resize_term(Int32(height), Int32(width))
        setUpColors()
        markCursesDrawn()
        writer.invalidate()
    }

    /// Bytes written so far to the offscreen output of ``startOffscreen(terminal:width:height:output:input:)``
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
        leaveGameMode()
    }

    /// Gives the terminal back to the shell and stops the process, as Ctrl-Z does by
    /// default; returns once it is continued (`fg`). Does nothing if not active.
    public func suspend() {
        guard isActive else { return }
        leaveGameMode()
        ct_stop_until_continued()
    }

    /// Returns to curses mode after `suspend()` (keypad and mouse included, size updated)
    /// and repaints everything on the next draw.
    public func resume() {
        guard isActive else { return }
        refresh()
        keypad(cn_stdscr(), true)
        enterGameMode()
        _ = cn_update_size()
        inputMayBeWaiting = true
        invalidate()
    }

    /// Button presses, releases and drags (1002, not all motion) in SGR format (1006).
    private static let mouseOn = "\u{1b}[?1002h\u{1b}[?1006h"
    private static let mouseOff = "\u{1b}[?1006l\u{1b}[?1002l"

    /// ncurses draws nothing here: every frame is the game's own, in one `write()`. Its
    /// window is marked as drawn, so that reading a key (which refreshes a window with
    /// changes) never paints over a frame; a first refresh would only clear a screen the
    /// first frame covers (a tenth of the instructions to it, ncurses diffing blank lines).
    private func markCursesDrawn() {
        wtouchln(cn_stdscr(), 0, getmaxy(cn_stdscr()), 0)
    }

    /// Turns the mouse on and tells the crash handlers the terminal is the game's.
    private func enterGameMode() {
        guard offscreenOutput == nil else { return }
        Self.write(Self.mouseOn)
        Self.writeUnprocessed()
        ct_set_terminal_active(1)
    }

    /// Frames reach the terminal as written: output processing (OPOST) off, which changes no
    /// byte (ncurses has turned newline translation off already) but spares the kernel a
    /// look at each byte of every frame. Leaving curses mode restores the shell's settings.
    private static func writeUnprocessed() {
        var settings = termios()
        guard tcgetattr(STDOUT_FILENO, &settings) == 0, settings.c_oflag & tcflag_t(OPOST) != 0 else { return }
        settings.c_oflag &= ~tcflag_t(OPOST)
        tcsetattr(STDOUT_FILENO, TCSANOW, &settings)
    }

    /// Turns the mouse off and ends curses mode (the shell's settings come back).
    private func leaveGameMode() {
        if offscreenOutput == nil {
            ct_set_terminal_active(0)
            Self.write(Self.mouseOff)
        }
        endwin()
    }

    /// Hands the crash handlers the bytes that give the terminal back: mouse off, keypad
    /// local, attributes reset, cursor shown, alternate screen left (terminfo's own).
    private func prepareResetSequence() {
        let names: [String] = ["rmkx", "sgr0", "cnorm", "rmcup"]
        let capabilities = names.compactMap { name in cn_string_capability(name).map(Self.bytes) }
        let bytes = Array(Self.mouseOff.utf8) + capabilities.joined()
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { ct_set_reset_sequence($0.baseAddress, $0.count) }
        }
    }

    private static func write(_ text: String) {
        fflush(nil)
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    }

    /// Makes the next `draw` clear the terminal and write every cell.
    public func invalidate() {
        writer.invalidate()
    }

    /// The terminal's size in columns and rows ((0, 0) when not active).
    public var size: (width: Int, height: Int) {
        guard isActive else { return (0, 0) }
        return (Int(getmaxx(cn_stdscr())), Int(getmaxy(cn_stdscr())))
    }

    /// Shows `grid`: writes the cells that differ from the last drawn frame (all of them,
    /// after clearing, after a resize, `invalidate()` or a size change) in one `write()`
    /// (``FrameWriter``; ncurses keeps the terminal's modes, input and terminfo).
    public func draw(_ grid: Grid) {
        guard isActive else { return }
        writeAll(writer.bytes(for: grid))
    }

    /// Writes `bytes` to the terminal in one `write()` (more only if the kernel takes part).
    private func writeAll(_ bytes: [UInt8]) {
        let descriptor = offscreenOutput.map { fileno($0) } ?? STDOUT_FILENO
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR || errno == EAGAIN {
                    continue
                } else {
                    return
                }
            }
        }
    }

    /// The encoder of frames for this terminal: its terminfo strings, and colors only in
    /// a color mode.
    private func makeEncoder() -> FrameEncoder {
        func capability(_ name: String) -> [UInt8] {
            cn_string_capability(name).map(Self.bytes) ?? []
        }
        let cup = cn_string_capability("cup")
        let standardCup = cup.map { String(cString: $0) } == "\u{1b}[%i%p1%d;%p2%dH"
        // A color's control is written out when a style first uses it (the encoder keeps each
        // style's controls), not for all 256 numbers at start.
        let (foregrounds, backgrounds) = colorMode == .monochrome
            ? (nil, nil) : (cn_string_capability("setaf"), cn_string_capability("setab"))
        let table = colors
        func color(_ color: TerminalColor, standard: Int16, from control: UnsafePointer<CChar>?) -> [UInt8] {
            let number = Int(table.colorNumber(color, standard: standard))
            guard let control, (0..<256).contains(number), let text = cn_tiparm1(control, Int32(number)) else { return [] }
            return Self.bytes(text)
        }
        return FrameEncoder(controls: FrameEncoder.Controls(
            clear: capability("clear"),
            moveTo: standardCup ? nil : { row, column in
                guard let cup, let text = cn_tiparm2(cup, Int32(row), Int32(column)) else { return [] }
                return Self.bytes(text)
            },
            reset: capability("sgr0"), bold: capability("bold"), dim: capability("dim"), reverse: capability("rev"),
            underline: capability("smul"), italic: capability("sitm"),
            foreground: { color($0, standard: 7, from: foregrounds) },
            background: { color($0, standard: 0, from: backgrounds) }
        ))
    }

    /// A terminfo string as the bytes to write: its padding marks stripped (``TerminfoPadding``).
    private static func bytes(_ control: UnsafePointer<CChar>) -> [UInt8] {
        TerminfoPadding.stripped(Array(String(cString: control).utf8))
    }

    private func setUpColors() {
        defer { writer = FrameWriter(encoder: makeEncoder()) }
        let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
        guard !noColor, requestedColorMode != .monochrome, has_colors() else {
            colorMode = .monochrome
            colors = ColorMapping(colorCount: 0)
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
        self.colors = ColorMapping(colorCount: usable, hasDefaultColors: hasDefaultColors)
    }

    /// The poorer of two modes (`allCases` runs from poorest to richest).
    private static func lesser(_ a: ColorMode, _ b: ColorMode) -> ColorMode {
        ColorMode.allCases.first { $0 == a || $0 == b } ?? a
    }
}
