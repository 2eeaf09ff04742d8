@preconcurrency import Glibc

/// The process's standard output, where the headless commands print their results.
enum StandardOutput {
    /// Flushes what was printed; throws when any of it could not be written (a full disk,
    /// a closed output), which `print` never reports.
    static func finish() throws {
        let output = stdout
        let flushed = fflush(output) == 0
        let code = errno
        guard flushed else { throw WriteError(reason: String(cString: strerror(code))) }
        guard ferror(output) == 0 else { throw WriteError(reason: "an earlier write failed") }
    }

    /// Output that could not be written, and the system's reason.
    struct WriteError: Error, CustomStringConvertible {
        let reason: String
        var description: String { "could not write the output: \(reason)" }
    }
}
