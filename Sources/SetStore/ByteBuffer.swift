/// Bytes gathered one run at a time and cleared for the next, without the checks and
/// copies an `Array` makes on each change: the text of the token a ``JSONStream`` read.
struct ByteBuffer: ~Copyable {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 256) {
        self.capacity = max(16, capacity)
        storage = .allocate(capacity: self.capacity)
    }

    deinit {
        storage.deallocate()
    }

    /// The bytes gathered.
    var bytes: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: storage, count: count)
    }

    mutating func removeAll() {
        count = 0
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(to: count + 1) }
        storage[count] = byte
        count += 1
    }

    /// Makes room for `extra` more bytes, for ``appendReserved(_:)``.
    @inline(__always)
    mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    /// Appends a byte there is room for (``reserve(_:)``).
    @inline(__always)
    mutating func appendReserved(_ byte: UInt8) {
        storage[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !bytes.isEmpty else { return }
        if count + bytes.count > capacity { grow(to: count + bytes.count) }
        for byte in bytes {  // runs are short: a loop beats a call to memcpy
            storage[count] = byte
            count += 1
        }
    }

    private mutating func grow(to needed: Int) {
        var larger = capacity * 2
        while larger < needed { larger *= 2 }
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.update(from: storage, count: count)
        storage.deallocate()
        storage = moved
        capacity = larger
    }
}
