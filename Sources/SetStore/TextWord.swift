/// Eight bytes of text read as one word, to look at all eight without a loop over the
/// bytes (the score list holds a million numbers and more): how many digits they start
/// with and the value of those digits, or the bits themselves for other tests (a run of
/// spaces, the end of a string).
///
/// The bytes at `start` must be readable eight at a time: the scanner's buffers end in
/// zero bytes (``ScanBuffer/padding``), which are not digits.
struct TextWord {
    /// The bytes, the first in the lowest byte.
    let bits: UInt64

    /// The eight bytes at `start`.
    @inline(__always)
    init(at start: UnsafePointer<UInt8>) {
        bits = UInt64(littleEndian: UnsafeRawPointer(start).loadUnaligned(as: UInt64.self))
    }

    /// The word `bits`.
    @inline(__always)
    init(bits: UInt64) {
        self.bits = bits
    }

    /// How many of the bytes, from the first, are ASCII digits (0…8).
    ///
    /// A byte is a digit when adding 0x46 leaves its top bit clear (it is below 0x3A) and so
    /// does subtracting 0x30 (it is at least 0x30). A carry or borrow crosses only from a
    /// byte that is no digit into the bytes after it, so the first byte flagged is right.
    @inline(__always)
    var leadingDigits: Int {
        let flags = ((bits &+ 0x4646_4646_4646_4646) | (bits &- 0x3030_3030_3030_3030)) & 0x8080_8080_8080_8080
        return flags.trailingZeroBitCount &>> 3
    }

    /// The value of the first `count` bytes (1…8), which must be digits: the digits are
    /// moved to the top of the word, behind zeros, and summed in pairs, fours and eights by
    /// three multiplications.
    @inline(__always)
    func value(ofFirst count: Int) -> UInt64 {
        var digits = (bits &- 0x3030_3030_3030_3030) &<< UInt64(truncatingIfNeeded: 64 &- 8 &* count)
        digits = digits &* 10 &+ (digits &>> 8)
        let pairs: UInt64 = 0x0000_00FF_0000_00FF
        return ((digits & pairs) &* 0x000F_4240_0000_0064 &+ ((digits &>> 16) & pairs) &* 0x0000_2710_0000_0001) &>> 32
    }

    /// Ten to the power `exponent` (0…8), to shift digits read by ``value(ofFirst:)`` left
    /// (a table the compiler makes of the cases).
    @inline(__always)
    static func powerOfTen(_ exponent: Int) -> UInt64 {
        switch exponent {
        case 0: 1
        case 1: 10
        case 2: 100
        case 3: 1_000
        case 4: 10_000
        case 5: 100_000
        case 6: 1_000_000
        case 7: 10_000_000
        default: 100_000_000
        }
    }
}
