import CNcurses
import Dispatch
import FoundationEssentials
import Glibc

/// A pseudo-terminal whose far side is read and thrown away on a thread of its own (not a
/// dispatch worker, which it would hold for good), so that
/// a benchmark writes frames through the kernel's terminal layer as a game does, and no
/// reader lags behind.
public final class PseudoTerminal: @unchecked Sendable {
    /// The terminal side, for writing frames.
    public let output: UnsafeMutablePointer<FILE>
    /// The terminal side again, for reading keys (none come: the far side never writes).
    public let input: UnsafeMutablePointer<FILE>
    private let master: Int32
    private let done = DispatchSemaphore(value: 0)

    public init() throws {
        master = posix_openpt(O_RDWR | O_NOCTTY)
        guard master >= 0, grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else {
            throw PseudoTerminalError.unavailable
        }
        let slave = open(name, O_RDWR | O_NOCTTY)
        guard slave >= 0, let file = fdopen(slave, "w"), let reading = fdopen(dup(slave), "r") else { throw PseudoTerminalError.unavailable }
        output = file
        input = reading
        let drain = Drain(master: master, done: done)
        var thread = pthread_t()
        let started = pthread_create(&thread, nil, { context in
            let drain = Unmanaged<Drain>.fromOpaque(context!).takeRetainedValue()
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while read(drain.master, &buffer, buffer.count) > 0 {}
            drain.done.signal()
            return nil
        }, Unmanaged.passRetained(drain).toOpaque())
        guard started == 0 else { throw PseudoTerminalError.unavailable }
        pthread_detach(thread)
    }

    /// What the reading thread needs: the far side, and the signal that it saw the end.
    private final class Drain: Sendable {
        let master: Int32
        let done: DispatchSemaphore

        init(master: Int32, done: DispatchSemaphore) {
            self.master = master
            self.done = done
        }
    }

    /// Closes the terminal side and waits for the reader to see the end.
    public func close() {
        fclose(input)
        fclose(output)
        done.wait()
        Glibc.close(master)
    }
}

public enum PseudoTerminalError: Error {
    case unavailable
}

/// This process's write() calls and bytes written so far (`/proc/self/io`; the calling
/// thread's alone with `/proc/thread-self/io`), or nil where the kernel does not say.
public func processWrites(counters file: String = "/proc/self/io") -> (calls: Int, bytes: Int)? {
    guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return nil }
    var values: [String: Int] = [:]
    for line in text.split(separator: "\n") {
        let parts = line.split(separator: ":")
        if parts.count == 2 { values[String(parts[0])] = Int(parts[1].filter { $0 != " " }) }
    }
    guard let calls = values["syscw"], let bytes = values["wchar"] else { return nil }
    return (calls, bytes)
}
