import CNcurses
import SetApp

// Turning what `get_wch` reports, and the mouse reports it passes on as characters, into
// `InputEvent`s; pure, so tests can feed codes without a terminal.

extension InputEvent {
    /// The event for a character `get_wch` returned with status `OK`.
    init(characterCode code: UInt32) {
        switch code {
        case 27: self = .key(.escape)
        case 9: self = .key(.tab)
        case 10, 13: self = .key(.enter)
        case 8, 127: self = .key(.backspace)
        default: self = .character(Character(Unicode.Scalar(code) ?? "\u{FFFD}"))
        }
    }
}

extension SpecialKey {
    /// The key for a code `get_wch` returned with status `KEY_CODE_YES`; nil for keys the
    /// game does not use (and for `KEY_RESIZE` and `KEY_MOUSE`, which are not keys).
    init?(keyCode code: Int32) {
        switch code {
        case KEY_UP: self = .up
        case KEY_DOWN: self = .down
        case KEY_LEFT: self = .left
        case KEY_RIGHT: self = .right
        case KEY_ENTER: self = .enter
        case KEY_BACKSPACE: self = .backspace
        case KEY_BTAB: self = .backTab
        case KEY_HOME: self = .home
        case KEY_END: self = .end
        case KEY_PPAGE: self = .pageUp
        case KEY_NPAGE: self = .pageDown
        case cn_key_f(1)...cn_key_f(12): self = .function(Int(code - cn_key_f(0)))
        default: return nil
        }
    }
}

extension InputEvent {
    /// The event for an SGR mouse report (mode 1006), `ESC [ <` `parameters` `final`:
    /// parameters `button;column;row` (1-based), final `M` for a press, `m` for a release.
    /// Nil for other buttons, motion without the left button and malformed reports. Columns have no upper limit.
    init?(sgrMouse parameters: String, final: Character) {
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
    init?(x10Mouse button: UInt32, column: UInt32, row: UInt32) {
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
    init?(button: Int, released: Bool) {
        switch button {
        case 0: self = released ? .release : .press
        case 32 where !released: self = .drag
        case 64 where !released: self = .wheelUp
        case 65 where !released: self = .wheelDown
        default: return nil
        }
    }
}
