/// One thing the player did at the terminal: a key, a mouse event, or a new size.
public enum InputEvent: Hashable, Sendable {
    /// A printable (or otherwise unnamed) character, e.g. a letter or Ctrl-L.
    case character(Character)
    /// A named key.
    case key(SpecialKey)
    /// A mouse event at column `x`, row `y` (0-based).
    case mouse(x: Int, y: Int, kind: MouseKind)
    /// The terminal now has this size; the next `draw` repaints everything.
    case resize(width: Int, height: Int)
    /// The terminal's window gained or lost the focus, where the terminal reports it
    /// (xterm's focus reporting, mode 1004: `ESC [ I`, `ESC [ O`).
    case focus(gained: Bool)
}

/// Keys that have no character of their own.
public enum SpecialKey: Hashable, Sendable {
    case up, down, left, right
    /// Return or keypad Enter.
    case enter
    /// Esc, reported 25 ms after the byte arrives.
    case escape
    case backspace
    case tab
    /// Shift-Tab.
    case backTab
    /// F1 … F12.
    case function(Int)
    case home, end, pageUp, pageDown
}

/// What a mouse event was.
public enum MouseKind: Hashable, Sendable {
    /// Left button down.
    case press
    /// Left button up.
    case release
    /// The mouse moved with the left button held (a drag), where the terminal reports it
    /// (xterm's button-event tracking, mode 1002).
    case drag
    case wheelUp
    case wheelDown
}
