import SetRender

/// The bytes that turn what the terminal shows into the next frame: for each run of
/// changed cells (``FrameDiff``) a cursor move, the attributes and colors when they change,
/// and the characters in UTF-8 — written by the screen in one `write()` (ncurses' own screen
/// update, which this replaced, cost about half of a frame's CPU).
public struct FrameEncoder {
    /// The terminal's control strings, as bytes: terminfo's for the terminal screen,
    /// ``ansi(colors:)`` for a terminal known only as xterm-like.
    public struct Controls {
        /// Clears the screen (terminfo `clear`).
        public var clear: [UInt8]
        /// Moves the cursor to a row and column, both from 0 (terminfo `cup`); nil for the
        /// ANSI `ESC [ row ; column H` that nearly every terminal uses, written without
        /// building a string.
        public var moveTo: ((_ row: Int, _ column: Int) -> [UInt8])?
        /// Turns every attribute off and the colors back to the terminal's own (`sgr0`).
        public var reset: [UInt8]
        public var bold: [UInt8]
        public var dim: [UInt8]
        public var reverse: [UInt8]
        public var underline: [UInt8]
        public var italic: [UInt8]
        /// The foreground and background color control for a color, or nothing for the
        /// terminal's own color (and on a terminal without colors).
        public var foreground: (TerminalColor) -> [UInt8]
        public var background: (TerminalColor) -> [UInt8]

        /// Controls made of these strings and color functions.
        public init(
            clear: [UInt8], moveTo: ((_ row: Int, _ column: Int) -> [UInt8])?, reset: [UInt8], bold: [UInt8], dim: [UInt8],
            reverse: [UInt8], underline: [UInt8], italic: [UInt8],
            foreground: @escaping (TerminalColor) -> [UInt8], background: @escaping (TerminalColor) -> [UInt8]
        ) {
            self.clear = clear
            self.moveTo = moveTo
            self.reset = reset
            self.bold = bold
            self.dim = dim
            self.reverse = reverse
            self.underline = underline
            self.italic = italic
            self.foreground = foreground
            self.background = background
        }
    }

    /// The controls written.
    public let controls: Controls
    /// The style the terminal is in after the bytes written so far (nil: not known).
    private var current: CellStyle?
    /// Where a frame's bytes are written before they are handed out.
    private let output = Output()
    /// The rows the last ``encode(_:from:)`` wrote something on, top to bottom.
    public private(set) var rowsWritten: [Int] = []
    /// The styles met so far (a board uses a dozen) and the controls that switch to each,
    /// side by side: looked through in turn, which costs less than hashing. The controls are
    /// kept end to end in one array (style `i`'s end at `styleControlEnds[i]`), so writing one
    /// copies bytes and retains no array of its own.
    private var styleBits: [UInt32] = []
    private var styleControlBytes: [UInt8] = []
    private var styleControlEnds: [Int] = []

    /// An encoder writing `controls`, which knows nothing yet of the terminal's style.
    public init(controls: Controls) {
        self.controls = controls
    }

    /// The bytes that show `next` on a terminal showing `previous` (nil: unknown, so the
    /// screen is cleared and every cell written).
    public mutating func encode(_ next: Grid, from previous: Grid?) -> [UInt8] {
        output.count = 0
        rowsWritten.removeAll(keepingCapacity: true)
        if previous == nil {
            output.append(controls.reset)
            output.append(controls.clear)
            current = .plain
        }
        let width = next.width
        next.cells.withUnsafeBufferPointer { cells in
            FrameDiff.forEachRun(from: previous, to: next) { row, columns in
                if rowsWritten.last != row { rowsWritten.append(row) }
                if let moveTo = controls.moveTo { output.append(moveTo(row, columns.lowerBound)) } else { appendANSIMove(row, columns.lowerBound) }
                write(UnsafeBufferPointer(rebasing: cells[(row * width + columns.lowerBound)..<(row * width + columns.upperBound)]))
            }
        }
        return output.bytes
    }

    /// Writes a run of cells: each style change, then each character in UTF-8 (the right
    /// half of a wide character is written by its left half).
    private mutating func write(_ run: UnsafeBufferPointer<Cell>) {
        output.reserve(4 &* run.count)  // every scalar fits in 4 bytes; a style change makes room again
        for cell in run where !cell.isWideContinuation {
            if cell.style != current {
                switchStyle(to: cell.style)
                output.reserve(4 &* run.count)
            }
            output.appendUTF8(cell.scalarValue)
        }
    }

    /// Writes the controls of `style`: every attribute off, then those it has and its colors.
    private mutating func switchStyle(to style: CellStyle) {
        current = style
        if let known = styleBits.firstIndex(of: style.bits) {
            let start = known == 0 ? 0 : styleControlEnds[known - 1]
            return styleControlBytes.withUnsafeBufferPointer { output.append(UnsafeBufferPointer(rebasing: $0[start..<styleControlEnds[known]])) }
        }
        var control = controls.reset
        if style.bold { control += controls.bold }
        if style.dim { control += controls.dim }
        if style.reverse { control += controls.reverse }
        if style.underline { control += controls.underline }
        if style.italic { control += controls.italic }
        control += controls.foreground(style.foreground)
        control += controls.background(style.background)
        styleBits.append(style.bits)
        styleControlBytes += control
        styleControlEnds.append(styleControlBytes.count)
        output.append(control)
    }

    /// `ESC [ row+1 ; column+1 H`.
    private func appendANSIMove(_ row: Int, _ column: Int) {
        output.appendANSIMove(row: row + 1, column: column + 1)
    }

    /// A frame's bytes as they are written: plain memory kept from frame to frame, so a
    /// byte costs a store (an array checks its uniqueness and capacity on every append).
    private final class Output {
        private var start = UnsafeMutablePointer<UInt8>.allocate(capacity: 4096)
        private var capacity = 4096
        /// Bytes written so far.
        var count = 0

        deinit { start.deallocate() }

        /// The bytes written, as an array.
        var bytes: [UInt8] { Array(UnsafeBufferPointer(start: start, count: count)) }

        /// Makes room for `more` bytes.
        @inline(__always)
        func reserve(_ more: Int) {
            guard count + more > capacity else { return }
            let larger = max(2 * capacity, count + more)
            let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
            moved.update(from: start, count: count)
            start.deallocate()
            (start, capacity) = (moved, larger)
        }

        @inline(__always)
        func append(_ byte: UInt8) {
            reserve(1)
            start[count] = byte
            count += 1
        }

        func append(_ bytes: [UInt8]) {
            bytes.withUnsafeBufferPointer { append($0) }
        }

        func append(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let from = bytes.baseAddress else { return }
            reserve(bytes.count)
            (start + count).update(from: from, count: bytes.count)
            count += bytes.count
        }

        /// `ESC [ row ; column H`, written in one reservation.
        func appendANSIMove(row: Int, column: Int) {
            reserve(44)  // two numbers of at most 20 digits and 4 bytes
            start[count] = 0x1B
            start[count + 1] = 0x5B
            count &+= 2
            appendDecimal(row)
            start[count] = 0x3B
            count &+= 1
            appendDecimal(column)
            start[count] = 0x48
            count &+= 1
        }

        /// `value` (not negative) in decimal digits, where room for them was reserved.
        @inline(__always)
        private func appendDecimal(_ value: Int) {
            if value < 10 {
                start[count] = UInt8(truncatingIfNeeded: 0x30 + value)
                count &+= 1
            } else if value < 100 {
                start[count] = UInt8(truncatingIfNeeded: 0x30 + value / 10)
                start[count + 1] = UInt8(truncatingIfNeeded: 0x30 + value % 10)
                count &+= 2
            } else {
                var place = 1
                while place <= value / 10 { place *= 10 }
                while place > 0 {
                    start[count] = UInt8(truncatingIfNeeded: 0x30 + value / place % 10)
                    count &+= 1
                    place /= 10
                }
            }
        }

        /// The scalar of value `value` in UTF-8, where room for 4 bytes was reserved.
        @inline(__always)
        func appendUTF8(_ value: UInt32) {
            let at = start + count
            if value < 0x80 {
                at[0] = UInt8(truncatingIfNeeded: value)
                count &+= 1
            } else if value < 0x800 {
                at[0] = UInt8(truncatingIfNeeded: 0xC0 | value >> 6)
                at[1] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
                count &+= 2
            } else if value < 0x10000 {
                at[0] = UInt8(truncatingIfNeeded: 0xE0 | value >> 12)
                at[1] = UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F)
                at[2] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
                count &+= 3
            } else {
                at[0] = UInt8(truncatingIfNeeded: 0xF0 | value >> 18)
                at[1] = UInt8(truncatingIfNeeded: 0x80 | value >> 12 & 0x3F)
                at[2] = UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F)
                at[3] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
                count &+= 4
            }
        }
    }
}
