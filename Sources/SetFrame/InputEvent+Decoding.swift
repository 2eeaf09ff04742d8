// Turning character codes and the bodies of mouse reports into `InputEvent`s, for every
// backend: ``InputDecoder`` feeds them from the raw bytes of a terminal or an SSH channel.

extension InputEvent {
    /// The event for the character of code `code` (a Unicode scalar ``InputDecoder`` read):
    /// Esc, Tab, Return and Backspace by name, any other as itself.
    public init(characterCode code: UInt32) {
        switch code {
        case 27: self = .key(.escape)
        case 9: self = .key(.tab)
        case 10, 13: self = .key(.enter)
        case 8, 127: self = .key(.backspace)
        default: self = .character(Character(Unicode.Scalar(code) ?? "\u{FFFD}"))
        }
    }
}

extension InputEvent {
    /// The event for an SGR mouse report (mode 1006), `ESC [ <` `parameters` `final`:
    /// parameters `button;column;row` (1-based), final `M` for a press, `m` for a release.
    /// Nil for other buttons, motion without the left button and malformed reports. Columns have no upper limit.
    public init?(sgrMouse parameters: String, final: Character) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        guard numbers.count == 3, let button = numbers[0], let column = numbers[1], let row = numbers[2],
            column >= 1, row >= 1, final == "M" || final == "m"
        else { return nil }
        let modifiers = 4 | 8 | 16
        guard let kind = MouseKind(button: button & ~modifiers, released: final == "m") else { return nil }
        self = .mouse(x: column - 1, y: row - 1, kind: kind)
    }

    /// The event for an X10 mouse report, `ESC [ M` and three bytes: button, column and row,
    /// each plus 32 (columns past 223 cannot be told); for terminals without SGR reports.
    public init?(x10Mouse button: UInt32, column: UInt32, row: UInt32) {
        guard button >= 32, column >= 33, row >= 33 else { return nil }
        let code = Int(button) - 32
        let kind = code & 3 == 3 && code & 64 == 0 ? MouseKind.release : MouseKind(button: code & ~(4 | 8 | 16), released: false)
        guard let kind else { return nil }
        self = .mouse(x: Int(column) - 33, y: Int(row) - 33, kind: kind)
    }
}

extension MouseKind {
    /// The kind for an xterm button code (modifiers removed): 0 the left button, 32 motion
    /// with it held, 64 and 65 the wheel; nil for other buttons and other motion.
    public init?(button: Int, released: Bool) {
        switch button {
        case 0: self = released ? .release : .press
        case 32 where !released: self = .drag
        case 64 where !released: self = .wheelUp
        case 65 where !released: self = .wheelDown
        default: return nil
        }
    }
}
