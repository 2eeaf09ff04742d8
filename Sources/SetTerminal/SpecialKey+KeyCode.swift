import CNcurses
import SetFrame

// The keys ncurses names by a code of its own, for the ncurses screen.

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
