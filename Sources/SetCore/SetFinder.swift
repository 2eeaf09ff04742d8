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
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 81 + count) { buffer in
            let position = buffer.baseAddress!
            let cards = position + 81
            position.initialize(repeating: 0, count: 81)
            for slot in 0..<count {
                let card = index(slot)
                precondition(card >= 0 && card < 81, "a SET card index is 0…80")
                cards[slot] = UInt8(truncatingIfNeeded: card)
                position[card] = UInt8(truncatingIfNeeded: slot + 1)  // 0: not on the table
            }
            return thirdCard.withUnsafeBufferPointer { table in
                let thirds = table.baseAddress!
                for first in 0..<(count - 2) {
                    let row = thirds + Int(cards[first]) * 81
                    for second in (first + 1)..<(count - 1) {
                        let third = Int(position[Int(row[Int(cards[second])])]) - 1
                        if third > second, !body(first, second, third) { return false }
                    }
                }
                return true
            }
        }
    }
}
