#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file read front to back in large pieces into one buffer, followed by zero bytes, so a
/// scanner can walk it by pointer and stop at the first zero rather than check its end at
/// every byte. The buffer holds what is still wanted and grows only for a part of the file
/// larger than itself.
struct ScanBuffer: ~Copyable {
    private let descriptor: Int32
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes of the file the buffer holds.
    private(set) var count = 0
    /// Set when a read failed.
    private(set) var failed = false

    /// Zero bytes after the last one read: enough for an 8-byte load at the end.
    static let padding = 8

    /// A buffer over `descriptor`, from its current offset; the descriptor stays the caller's.
    init(descriptor: Int32, capacity: Int = 1 << 20) {
        self.descriptor = descriptor
        self.capacity = capacity
        storage = .allocate(capacity: capacity + Self.padding)
        storage.initialize(repeating: 0, count: capacity + Self.padding)
    }

    deinit {
        storage.deallocate()
    }

    /// The first byte held; the one at ``count`` and the padding after it are zero.
    var start: UnsafePointer<UInt8> { UnsafePointer(storage) }

    /// Drops the bytes before `offset` and reads on; false when nothing more came (the end
    /// of the file, or a failed read).
    mutating func refill(droppingBefore offset: Int) -> Bool {
        let held = count - offset
        if offset == 0, count == capacity {
            let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * capacity + Self.padding)
            larger.update(from: storage, count: count)
            storage.deallocate()
            storage = larger
            capacity *= 2
        } else if offset > 0 {
            memmove(storage, storage + offset, held)
        }
        count = held
        var added = 0
        while count < capacity, !failed {
            let read = read(descriptor, storage + count, capacity - count)
            if read > 0 {
                count += read
                added += read
            } else if read < 0, errno == EINTR {
                continue
            } else {
                failed = read < 0
                break
            }
        }
        (storage + count).initialize(repeating: 0, count: Self.padding)
        return added > 0
    }
}
