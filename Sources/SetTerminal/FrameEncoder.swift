import SetRender

/// The bytes that turn what the terminal shows into the next frame: for each run of
/// changed cells (``FrameDiff``) a cursor move, the attributes and colors when they change,
/// and the characters in UTF-8 — written by the screen in one `write()`, without ncurses'
/// own screen update (which cost about half of a frame's CPU).
struct FrameEncoder {
    /// The terminal's control strings, as bytes (terminfo's, from ``TerminalScreen``).
    struct Controls {
        /// Clears the screen (terminfo `clear`).
        var clear: [UInt8]
        /// Moves the cursor to a row and column, both from 0 (terminfo `cup`); nil for the
        /// ANSI `ESC [ row ; column H` that nearly every terminal uses, written without
        /// building a string.
        var moveTo: ((_ row: Int, _ column: Int) -> [UInt8])?
        /// Turns every attribute off and the colors back to the terminal's own (`sgr0`).
        var reset: [UInt8]
        var bold: [UInt8]
        var dim: [UInt8]
        var reverse: [UInt8]
        var underline: [UInt8]
        var italic: [UInt8]
        /// The foreground and background color control for a color, or nothing for the
        /// terminal's own color (and on a terminal without colors).
        var foreground: (TerminalColor) -> [UInt8]
        var background: (TerminalColor) -> [UInt8]
    }

    let controls: Controls
    /// The style the terminal is in after the bytes written so far (nil: not known).
    private var current: CellStyle?
    private var bytes: [UInt8] = []

    init(controls: Controls) {
        self.controls = controls
    }

    /// The bytes that show `next` on a terminal showing `previous` (nil: unknown, so the
    /// screen is cleared and every cell written).
    mutating func encode(_ next: Grid, from previous: Grid?) -> [UInt8] {
        bytes.removeAll(keepingCapacity: true)
        if previous == nil {
            bytes += controls.reset
            bytes += controls.clear
            current = .plain
        }
        FrameDiff.forEachRun(from: previous, to: next) { row, columns in
            if let moveTo = controls.moveTo { bytes += moveTo(row, columns.lowerBound) } else { appendANSIMove(row, columns.lowerBound) }
            for column in columns {
                let cell = next.cells[row * next.width + column]
                if cell.isWideContinuation { continue }
                if cell.style != current { append(cell.style) }
                append(cell.scalar)
            }
        }
        return bytes
    }

    private mutating func append(_ style: CellStyle) {
        current = style
        bytes += controls.reset
        if style.bold { bytes += controls.bold }
        if style.dim { bytes += controls.dim }
        if style.reverse { bytes += controls.reverse }
        if style.underline { bytes += controls.underline }
        if style.italic { bytes += controls.italic }
        bytes += controls.foreground(style.foreground)
        bytes += controls.background(style.background)
    }

    /// `ESC [ row+1 ; column+1 H`.
    private mutating func appendANSIMove(_ row: Int, _ column: Int) {
        bytes.append(0x1B)
        bytes.append(0x5B)
        appendDecimal(row + 1)
        bytes.append(0x3B)
        appendDecimal(column + 1)
        bytes.append(0x48)
    }

    private mutating func appendDecimal(_ value: Int) {
        if value >= 10 { appendDecimal(value / 10) }
        bytes.append(UInt8(0x30 + value % 10))
    }

    /// The scalar in UTF-8, byte by byte (an array literal per character would be allocated).
    private mutating func append(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        if value < 0x80 {
            bytes.append(UInt8(value))
        } else if value < 0x800 {
            bytes.append(UInt8(0xC0 | value >> 6))
            bytes.append(UInt8(0x80 | value & 0x3F))
        } else if value < 0x10000 {
            bytes.append(UInt8(0xE0 | value >> 12))
            bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | value & 0x3F))
        } else {
            bytes.append(UInt8(0xF0 | value >> 18))
            bytes.append(UInt8(0x80 | value >> 12 & 0x3F))
            bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | value & 0x3F))
        }
    }
}
