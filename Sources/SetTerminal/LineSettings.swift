#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal's line settings (termios): the shell's, kept to give back, and the game's,
/// made from them as curses' `cbreak`, `noecho` and `nonl` make them.
struct LineSettings {
    /// The settings the terminal had when the game took it.
    let shell: termios

    /// The settings of the terminal on `descriptor` now; nil when it is no terminal.
    init?(of descriptor: Int32) {
        var settings = termios()
        guard tcgetattr(descriptor, &settings) == 0 else { return nil }
        shell = settings
    }

    /// The game's: keys arrive one at a time (no line editing), unechoed, Return as
    /// Return (no CR → NL), signals still sent by Ctrl-C, Ctrl-\ and Ctrl-Z, and output
    /// written as it is (no processing: frames hold only the bytes they mean).
    var game: termios {
        var settings = shell
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO | ECHONL)
        settings.c_lflag |= tcflag_t(ISIG)
        settings.c_iflag &= ~tcflag_t(ICRNL | INLCR | IGNCR)
        settings.c_oflag &= ~tcflag_t(OPOST)
        withUnsafeMutableBytes(of: &settings.c_cc) { controls in
            controls[Int(VMIN)] = 1
            controls[Int(VTIME)] = 0
        }
        return settings
    }

    /// Applies the game's settings to `descriptor`.
    func enterGame(on descriptor: Int32) {
        var settings = game
        tcsetattr(descriptor, TCSADRAIN, &settings)
    }

    /// Gives `descriptor` the shell's settings back.
    func leaveGame(on descriptor: Int32) {
        var settings = shell
        tcsetattr(descriptor, TCSADRAIN, &settings)
    }
}
