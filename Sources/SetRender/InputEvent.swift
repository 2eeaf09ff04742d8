/// One thing the player did, or the terminal reported, read by `TerminalScreen.nextInput`.
public enum InputEvent: Hashable, Sendable {
    /// A printable (or otherwise unnamed) character, e.g. a letter or Ctrl-L.
    case character(Character)
    /// A named key.
    case key(SpecialKey)
    /// A mouse event at column `x`, row `y` (0-based).
    case mouse(x: Int, y: Int, kind: MouseKind)
    /// The terminal now has this size; the next `draw` repaints everything.
    case resize(width: Int, height: Int)
    /// Waiting ended without input, usually because a signal arrived (Ctrl-C,
    /// SIGTERM …): check `SignalGuard.pendingSignal`, then wait again.
    case interrupted
    /// The input is gone (the terminal was closed): quit.
    case endOfInput
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
    /// Left button pressed and released (only when the terminal reports clicks).
    case click
    case wheelUp
    case wheelDown
}
