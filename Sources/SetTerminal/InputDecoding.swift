import SetRender
import CNcurses

// Turning what `get_wch` and `getmouse` report into `InputEvent`s; pure, so tests can
// feed codes without a terminal.

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

extension MouseKind {
    /// The kind for a `MEVENT.bstate`; nil for other buttons and motion.
    init?(buttonState state: mmask_t) {
        if state & cn_button1_pressed() != 0 {
            self = .press
        } else if state & cn_button1_released() != 0 {
            self = .release
        } else if state & cn_button1_clicked() != 0 {
            self = .click
        } else if state & cn_button4_pressed() != 0 {
            self = .wheelUp
        } else if state & cn_button5_pressed() != 0 {
            self = .wheelDown
        } else {
            return nil
        }
    }
}
