import Glibc

/// The process's standard error, for messages to the player outside the game's screen.
enum StandardError {
    /// Writes `line` and a newline, unbuffered, with its control characters made visible
    /// (``visible(_:)``): a message that echoes an argument never sends the terminal an
    /// escape sequence.
    static func writeLine(_ line: String) {
        let bytes = Array((visible(line) + "\n").utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { return }
            written += result
        }
    }

    /// `text` with every control character but the newline written as `\u{1B}` (C0, DEL
    /// and C1 controls: ESC, BEL, CSI…).
    static func visible(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value != 0x0A, value < 0x20 || (0x7F...0x9F).contains(value) {
                result += "\\u{" + String(value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
