import CNcurses
import CTerminal
import SetFrame
import SetRender

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real terminal: flushes `Grid` frames (only the changed cells, in the controls of the
/// terminal's terminfo entry) and reads keys, mouse events, resizes and signals
/// (``TerminalBackend``). The bytes a terminal sends are decoded by ``InputDecoder``, as an
/// SSH session's are; of ncurses only its terminfo library is used.
///
/// Use it from the main thread only. `start()` takes the terminal over, `stop()` gives it back.
public final class TerminalScreen: TerminalBackend {
    /// What colors frames may use; set by `start()`.
    public private(set) var colorMode: ColorMode = .monochrome
    /// Whether the locale is UTF-8, so non-ASCII glyphs can be shown; set by `start()`.
    public private(set) var isUTF8 = false
    /// Whether the game has the terminal (between `start()` and `stop()`).
    public private(set) var isActive = false
    /// Columns and rows now ((0, 0) when not active).
    public var size: (width: Int, height: Int) { isActive ? (width, height) : (0, 0) }

    private let requestedColorMode: ColorMode?
    /// Turns frames into the terminal's bytes, keeping what it shows; made by `start()`.
    private var writer = FrameWriter(encoder: FrameEncoder(controls: FrameEncoder.Controls(
        clear: [], moveTo: { _, _ in [] }, reset: [], bold: [], dim: [], reverse: [], underline: [], italic: [],
        foreground: { _ in [] }, background: { _ in [] }
    )))
    private var width = 0
    private var height = 0
    /// The shell's line settings, given back by `stop()`; nil offscreen.
    private var lineSettings: LineSettings?
    /// What takes the terminal into the game's mode, and what gives it back.
    private var enterControls: [UInt8] = []
    private var leaveControls: [UInt8] = []
    /// Where frames go instead of the terminal (tests); nil for the terminal.
    private var offscreenOutput: UnsafeMutablePointer<FILE>?
    /// Where keys are read and waited for: standard input, or the offscreen input.
    private(set) var inputDescriptor = STDIN_FILENO
    /// The input's bytes, decoded as they come.
    var decoder = InputDecoder()
    /// Events decoded and not yet returned, oldest first.
    var pendingEvents: [InputEvent] = []
    /// When bytes that may start a sequence (a lone Esc) are read as keys of their own, if
    /// no more come before (``monotonicNanoseconds()``).
    var escapeDeadline: Int64?
    /// Whether the size is to be read again though no resize signal came (after `resume()`).
    var sizeMayHaveChanged = false

    /// A screen that will use `colorMode` (default: whatever the terminal supports, never
    /// more; `NO_COLOR` forces monochrome). Nothing happens to the terminal until `start()`.
    public init(colorMode: ColorMode? = nil) {
        requestedColorMode = colorMode
    }

    deinit { stop() }

    /// Takes the terminal over: the alternate screen, keys unechoed and one at a time, the
    /// keypad's keys in application mode, mouse buttons and drags reported (SGR), cursor
    /// hidden; installs the signal handlers (``SignalGuard``). Ctrl-C and Ctrl-Z still send
    /// signals.
    ///
    /// - Throws: `TerminalError` when stdin/stdout are not a terminal, TERM is unknown, or
    ///   the terminal cannot move the cursor.
    public func start() throws {
        guard !isActive else { return }
        // Only the locale's character set is the player's, read from the environment: the
        // glyphs need nothing else, and loading the locale mapped its files first.
        isUTF8 = LocaleCharacterSet.isUTF8()
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1, let settings = LineSettings(of: STDIN_FILENO) else {
            throw TerminalError.notATerminal
        }
        let terminalName = getenv("TERM").map { String(cString: $0) }
        guard Terminfo.load(name: nil, descriptor: STDOUT_FILENO) else { throw TerminalError.unknownTerminal(terminalName) }
        guard Terminfo.has("cup") else { throw TerminalError.noCursorAddressing(terminalName ?? "") }
        // The shell's settings are saved first, for the crash handlers to restore.
        SignalGuard.install(terminal: STDIN_FILENO)
        lineSettings = settings
        isActive = true
        updateSize()
        setUpColors()
        prepareControls()
        enterGameMode()
        writer.invalidate()
    }

    /// Takes over `output` and `input` instead of the terminal, for tests: frames are encoded
    /// as for a `terminal` of `width` × `height` and written to `output`, and `nextEvent`
    /// reads and polls `input`. The line settings are left alone.
    ///
    /// - Throws: `TerminalError.unknownTerminal` when `terminal` has no terminfo entry.
    func startOffscreen(
        terminal: String = "xterm-256color", width: Int, height: Int, output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>
    ) throws {
        guard !isActive else { return }
        isUTF8 = LocaleCharacterSet.isUTF8()
        guard Terminfo.load(name: terminal, descriptor: fileno(output)) else { throw TerminalError.unknownTerminal(terminal) }
        offscreenOutput = output
        inputDescriptor = fileno(input)
        isActive = true
        (self.width, self.height) = (width, height)
        setUpColors()
        writer.invalidate()
    }

    /// Gives the terminal back (the shell's screen and settings); does nothing if not active.
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

    /// Takes the terminal again after `suspend()` and repaints everything on the next draw;
    /// the next `nextEvent` reports a size changed meanwhile (the shell may have had a
    /// window of another size).
    public func resume() {
        guard isActive else { return }
        enterGameMode()
        sizeMayHaveChanged = true
        invalidate()
    }

    /// Makes the next `draw` clear the terminal and write every cell.
    public func invalidate() {
        writer.invalidate()
    }

    /// Shows `grid`: writes the cells that differ from the last drawn frame (all of them,
    /// after clearing, after a resize, `invalidate()` or a size change) in one `write()`
    /// (``FrameWriter``).
    public func draw(_ grid: Grid) {
        guard isActive else { return }
        writeAll(writer.bytes(for: grid))
    }

    /// Reads the terminal's size; true when it changed.
    @discardableResult
    func updateSize() -> Bool {
        guard offscreenOutput == nil else { return false }
        var rows: Int32 = 0
        var columns: Int32 = 0
        let (newWidth, newHeight) = cn_window_size(STDOUT_FILENO, &rows, &columns) != 0
            ? (Int(columns), Int(rows)) : (Terminfo.number("cols") ?? 80, Terminfo.number("lines") ?? 24)
        guard (newWidth, newHeight) != (width, height) else { return false }
        (width, height) = (newWidth, newHeight)
        return true
    }

    /// Button presses, releases and drags (1002, not all motion) in SGR format (1006), and
    /// focus reports (1004: a game against the computer pauses when the window loses the
    /// focus); a terminal without them ignores the request.
    private static let mouseOn = Array("\u{1b}[?1002h\u{1b}[?1006h\u{1b}[?1004h".utf8)
    private static let mouseOff = Array("\u{1b}[?1004l\u{1b}[?1006l\u{1b}[?1002l".utf8)

    /// The controls that take the terminal into the game's mode (terminfo's alternate
    /// screen, attributes reset, keypad transmit, cursor hidden; mouse on) and out of it
    /// (mouse off, keypad local, attributes reset, cursor shown, alternate screen left),
    /// which the crash handlers are handed too.
    private func prepareControls() {
        let enter = ["smcup", "sgr0", "smkx", "civis"].map { Terminfo.control($0) }.joined()
        let leave = ["rmkx", "sgr0", "cnorm", "rmcup"].map { Terminfo.control($0) }.joined()
        enterControls = Array(enter) + Self.mouseOn
        leaveControls = Self.mouseOff + Array(leave)
        leaveControls.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { ct_set_reset_sequence($0.baseAddress, $0.count) }
        }
    }

    /// The game's line settings and controls; tells the crash handlers the terminal is the game's.
    private func enterGameMode() {
        guard offscreenOutput == nil else { return }
        lineSettings?.enterGame(on: STDIN_FILENO)
        writeAll(enterControls)
        ct_set_terminal_active(1)
    }

    /// The shell's controls and line settings back.
    private func leaveGameMode() {
        guard offscreenOutput == nil else { return }
        ct_set_terminal_active(0)
        writeAll(leaveControls)
        lineSettings?.leaveGame(on: STDIN_FILENO)
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

    /// The encoder of frames for this terminal: its terminfo controls, and colors only in
    /// a color mode, mapped by `colors`.
    private func makeEncoder(colors: ColorMapping) -> FrameEncoder {
        let standardCup = Terminfo.template("cup") == "\u{1b}[%i%p1%d;%p2%dH"
        // A color's control is written out when a style first uses it (the encoder keeps each
        // style's controls), not for all 256 numbers at start.
        let colored = colorMode != .monochrome
        func color(_ color: TerminalColor, standard: Int16, control: String) -> [UInt8] {
            let number = Int(colors.colorNumber(color, standard: standard))
            guard colored, (0..<256).contains(number) else { return [] }
            return Terminfo.control(control, number)
        }
        return FrameEncoder(controls: FrameEncoder.Controls(
            clear: Terminfo.control("clear"),
            moveTo: standardCup ? nil : { row, column in Terminfo.control("cup", row, column) },
            reset: Terminfo.control("sgr0"), bold: Terminfo.control("bold"), dim: Terminfo.control("dim"),
            reverse: Terminfo.control("rev"), underline: Terminfo.control("smul"), italic: Terminfo.control("sitm"),
            foreground: { color($0, standard: 7, control: "setaf") },
            background: { color($0, standard: 0, control: "setab") }
        ))
    }

    /// The color mode (what the terminal has, what the player asked for, `NO_COLOR`) and
    /// the encoder for it.
    private func setUpColors() {
        let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
        let colors = Terminfo.number("colors") ?? 0
        // As curses' `has_colors`: a number of colors and of pairs, and a way to set them.
        let hasColors = colors > 0 && Terminfo.number("pairs") != nil
            && ((Terminfo.has("setaf") && Terminfo.has("setab")) || (Terminfo.has("setf") && Terminfo.has("setb")))
        guard !noColor, requestedColorMode != .monochrome, hasColors else {
            colorMode = .monochrome
            writer = FrameWriter(encoder: makeEncoder(colors: ColorMapping(colorCount: 0)))
            return
        }
        let supported: ColorMode = colors >= 256 ? .ansi256 : colors >= 8 ? .ansi8 : .monochrome
        colorMode = requestedColorMode.map { Self.lesser($0, supported) } ?? supported
        let usable = switch colorMode {
        case .monochrome: 0
        case .ansi8: min(colors, 8)
        case .ansi256: colors
        }
        // As curses' `use_default_colors`: the terminal can go back to its own colors.
        let hasDefaultColors = Terminfo.has("op") || Terminfo.has("oc")
        writer = FrameWriter(encoder: makeEncoder(colors: ColorMapping(colorCount: usable, hasDefaultColors: hasDefaultColors)))
    }

    /// The poorer of two modes (`allCases` runs from poorest to richest).
    private static func lesser(_ a: ColorMode, _ b: ColorMode) -> ColorMode {
        ColorMode.allCases.first { $0 == a || $0 == b } ?? a
    }
}
