/// The SET finder's fast core: every set among up to 81 distinct cards in O(n²), with no
/// heap allocation. For each pair the third card is looked up in a table of all 81 × 81
/// pairs, and a position table (on the stack) says whether it lies later on the table.
///
/// Cards are given by their ``SetCard/index`` through a closure, so the same loop serves a
/// `[SetCard]`, a game's table of `Card<SetCard>`, or anything else, specialized and inlined
/// at each use.
@usableFromInline
enum SetFinder {
    /// The index of the card completing a set with cards `a` and `b`, at `a * 81 + b`.
    @usableFromInline
    static let thirdCard: [UInt8] = (0..<(81 * 81)).map { pair in
        UInt8(SetCard(index: pair / 81).completingSet(with: SetCard(index: pair % 81)).index)
    }

    /// ``thirdCard``, copied once where it never moves: read through this pointer, the
    /// table's sets are followed with no retain of the array and no check of its bounds.
    nonisolated(unsafe) static let thirds: UnsafePointer<UInt8> = thirdCard.withUnsafeBufferPointer { thirdCard in
        let thirds = UnsafeMutablePointer<UInt8>.allocate(capacity: thirdCard.count)
        thirds.initialize(from: thirdCard.baseAddress!, count: thirdCard.count)
        return UnsafePointer(thirds)
    }

    /// Tables of more cards than this are searched without a branch per pair: at 81 cards a
    /// third of the pairs, at random, find a set, and a mispredicted branch costs more than
    /// the bit each pair sets instead. On a game's table (12–21 cards) a pair rarely finds
    /// one, and there the branch is the cheaper.
    @usableFromInline
    static let branchFreeAbove = 24

    /// Calls `body(first, second, third)` with the positions of every set among the `count`
    /// cards whose indices `index(position)` gives, ascending within a set and sets in
    /// ascending order; stops early when `body` returns `false`. Returns whether it ran to
    /// the end. The cards must be distinct.
    @inlinable
    static func forEachSet(
        count: Int,
        index: (Int) -> Int,
        _ body: (Int, Int, Int) -> Bool
    ) -> Bool {
        guard count >= 3 else { return true }
        precondition(count <= 81, "at most 81 distinct SET cards")
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * 81) { buffer in
            // position[card]: the card's slot, or 0 when it is not on the table. A third card
            // counts only when its slot is above the second's (at least 1), so 0 never counts.
            let position = buffer.baseAddress!
            let cards = position + 81
            position.initialize(repeating: 0, count: 81)
            for slot in 0..<count {
                let card = index(slot)
                precondition(card >= 0 && card < 81, "a SET card index is 0…80")
                cards[slot] = UInt8(truncatingIfNeeded: card)
                position[card] = UInt8(truncatingIfNeeded: slot)
            }
            return thirdCard.withUnsafeBufferPointer { table in
                let thirds = table.baseAddress!
                if count <= branchFreeAbove {
                    for first in 0..<(count - 2) {
                        let row = thirds + Int(cards[first]) * 81
                        for second in (first + 1)..<(count - 1) {
                            let third = Int(position[Int(row[Int(cards[second])])])
                            if third > second, !body(first, second, third) { return false }
                        }
                    }
                    return true
                }
                // Each pair sets its bit in `later` when its third card lies later, in runs of
                // up to 64 seconds; the sets are then read off the bits.
                for first in 0..<(count - 2) {
                    let row = thirds + Int(cards[first]) * 81
                    var start = first + 1
                    while start < count - 1 {
                        let end = min(start + 64, count - 1)
                        var later: UInt64 = 0
                        for second in start..<end {
                            let third = Int(position[Int(row[Int(cards[second])])])
                            // The sign bit of (second − third) is 1 when third > second.
                            let sign = UInt64(bitPattern: Int64(second &- third)) >> 63
                            later |= sign &<< UInt64(truncatingIfNeeded: second &- start)
                        }
                        while later != 0 {
                            let second = start + later.trailingZeroBitCount
                            later &= later &- 1
                            let third = Int(position[Int(row[Int(cards[second])])])
                            if !body(first, second, third) { return false }
                        }
                        start = end
                    }
                }
                return true
            }
        }
    }
}
