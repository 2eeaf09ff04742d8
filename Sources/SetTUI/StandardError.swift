import Glibc

/// The process's standard error, for messages to the player outside the game's screen.
enum StandardError {
    /// Writes `line` and a newline, unbuffered.
    static func writeLine(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { return }
            written += result
        }
    }
}
