#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of an open file, read front to back through a 64 KiB window, so that reading
/// a file of any size holds only the window in memory.
struct FileByteStream: ~Copyable {
    private let descriptor: Int32
    private let window: UnsafeMutableBufferPointer<UInt8>
    private var position = 0
    private var end = 0
    /// Set when a read failed: the bytes stop there, and the reader should say so.
    private(set) var readError: Int32?

    /// A stream over `descriptor`, from its current offset; the descriptor stays the caller's.
    init(descriptor: Int32) {
        self.descriptor = descriptor
        window = .allocate(capacity: 65_536)
    }

    deinit {
        window.deallocate()
    }

    /// The next byte without taking it; nil at the end of the file.
    @inline(__always)
    mutating func peek() -> UInt8? {
        if position == end, !refill() { return nil }
        return window[position]
    }

    /// Takes the next byte; nil at the end of the file.
    @inline(__always)
    mutating func next() -> UInt8? {
        if position == end, !refill() { return nil }
        defer { position += 1 }
        return window[position]
    }

    /// Takes the byte a ``peek()`` saw.
    @inline(__always)
    mutating func skip() {
        position += 1
    }

    /// Takes spaces, tabs, carriage returns and line feeds.
    @inline(__always)
    mutating func skipWhiteSpace() {
        while true {
            while position < end {
                let byte = window[position]
                guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
                position += 1
            }
            guard refill() else { return }
        }
    }

    /// Takes the bytes of a string that need no second look (ASCII, no quote, backslash or
    /// control character) onto `text`.
    @inline(__always)
    mutating func copyPlainStringBytes(into text: inout ByteBuffer) {
        while true {
            let start = position
            while position < end {
                let byte = window[position]
                guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") else { break }
                position += 1
            }
            text.append(UnsafeBufferPointer(rebasing: window[start..<position]))
            guard position == end, refill() else { return }
        }
    }

    /// Takes decimal digits onto `text` and into `number`'s significand; their count.
    @inline(__always)
    mutating func copyDigits(into text: inout ByteBuffer, number: inout JSONNumber, fraction: Bool) -> Int {
        var count = 0
        while true {
            text.reserve(end - position)
            while position < end {
                let digit = window[position] &- UInt8(ascii: "0")
                guard digit < 10 else { break }
                number.append(digit: digit)
                text.appendReserved(window[position])
                position += 1
                count += 1
            }
            guard position == end, refill() else {
                if fraction { number.addFractionDigits(count) }
                return count
            }
        }
    }

    /// Reads the next part of the file into the window; false at its end or on an error.
    private mutating func refill() -> Bool {
        guard readError == nil else { return false }
        while true {
            let count = read(descriptor, window.baseAddress, window.count)
            if count > 0 {
                position = 0
                end = count
                return true
            }
            if count < 0, errno == EINTR { continue }
            if count < 0 { readError = errno }
            return false
        }
    }
}
