extension Int {
    /// The number in decimal digits, a `-` before a negative one: what `"\(self)"` writes,
    /// without the standard library's generic integer printing. The first board's numbers
    /// (the tab keys, the status line, the clock, the pile counts) were all a start-up ran of
    /// that code, and its pages lie in two 64 KB windows of the standard library that the
    /// kernel maps whole.
    var decimalText: String {
        var rest = magnitude
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            var start = buffer.count
            repeat {
                start -= 1
                buffer[start] = UInt8(truncatingIfNeeded: 0x30 &+ rest % 10)
                rest /= 10
            } while rest > 0
            if self < 0 {
                start -= 1
                buffer[start] = UInt8(ascii: "-")
            }
            return String(decoding: UnsafeMutableBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
        }
    }
}
