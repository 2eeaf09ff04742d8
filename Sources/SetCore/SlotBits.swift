/// The slots of a table of up to 64 cards as bits of a `UInt64`, slot `s` at bit `63 − s`,
/// and a set as the bits of its three slots.
///
/// Sets so written compare as ``SetFinder`` orders them (slots ascending within a set, sets
/// ascending), reversed: where two sets first differ, in slot order, the one with the
/// earlier slot has the higher bit, and no lower bit outweighs it. The finder's order is
/// the sets' numbers descending.
enum SlotBits {
    /// The bit of `slot` (0…63).
    @inline(__always)
    static func bit(of slot: Int) -> UInt64 {
        UInt64(1) &<< UInt64(truncatingIfNeeded: 63 &- slot)
    }

    /// The earliest slot whose bit `bits` (not 0) holds.
    @inline(__always)
    static func earliestSlot(in bits: UInt64) -> Int {
        bits.leadingZeroBitCount
    }

    /// The latest slot whose bit `bits` (not 0) holds.
    @inline(__always)
    static func latestSlot(in bits: UInt64) -> Int {
        63 &- bits.trailingZeroBitCount
    }

    /// 1 when `bits` is 0, otherwise 0: by arithmetic, as a conditional may compile to a
    /// branch, mispredicted where the bits are not predictable.
    @inline(__always)
    static func oneIfEmpty(_ bits: UInt64) -> Int {
        Int(truncatingIfNeeded: ((bits &- 1) & ~bits) >> 63)
    }

    /// The three slots of `set`, ascending.
    @inline(__always)
    static func slots(of set: UInt64) -> (Int, Int, Int) {
        let first = earliestSlot(in: set)
        return (first, earliestSlot(in: set & ~bit(of: first)), latestSlot(in: set))
    }

    /// `set` (sharing no slot with `removed`) once the slots whose bits `removed` holds are
    /// taken out and the later slots close up. A slot after a removed one moves one earlier:
    /// its bit, below the removed one's, doubles; from the latest removed (the lowest bit) to
    /// the earliest, so each is still where it was when its turn comes.
    @inline(__always)
    static func closedUp(_ set: UInt64, after removed: UInt64) -> UInt64 {
        var set = set
        var removed = removed
        while removed != 0 {
            let latest = removed & (0 &- removed)
            set &+= set & (latest &- 1)
            removed &= removed &- 1
        }
        return set
    }
}
