/// The sets on a SET game's table, followed from one table to the next: the simulator's
/// fast path, instead of a whole search of every table.
///
/// A whole search looks at every pair of cards. After a set is replaced in place, only a
/// pair holding one of the three new cards can make a new set (30 pairs of 66 at 12
/// cards), and the table's other sets stay; after cards are dealt, only pairs with the
/// dealt cards are looked at; a table closing up keeps its sets, renumbered, with no search
/// at all. The sets are kept in ``SetFinder``'s order (slots ascending within a set, sets
/// ascending), so a pick among them is the same as among the finder's. A property test
/// holds them to the whole search through whole games.
///
/// Its storage lives on the stack for one call of ``with(_:)``; a run of many games reuses it.
struct TableSets {
    /// `keys[card]`: 0 when the card is not on the table, otherwise its slot + 1 +
    /// ``onTable`` (so a later slot has a higher key). New cards get theirs once
    /// ``addSets(withNewCardsAt:)`` has paired them.
    private let keys: UnsafeMutablePointer<UInt8>
    /// The table as card indices, by slot.
    private let cards: UnsafeMutablePointer<UInt8>
    /// The sets, each packed as `first << 16 | second << 8 | third`, ascending.
    private let sets: UnsafeMutablePointer<UInt32>
    /// How many cards are on the table.
    private(set) var cardCount = 0
    /// How many sets are on the table.
    private(set) var count = 0

    /// Added to the slot + 1 of a card on the table to make its key.
    private static let onTable: UInt8 = 128
    /// The most sets a table can hold: all 81 cards hold 1080.
    private static let mostSets = 1080

    private init(keys: UnsafeMutablePointer<UInt8>, cards: UnsafeMutablePointer<UInt8>, sets: UnsafeMutablePointer<UInt32>) {
        self.keys = keys
        self.cards = cards
        self.sets = sets
    }

    /// Calls `body` with an empty table's sets, stored on the stack for the call.
    static func with<Result>(_ body: (inout TableSets) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * 81) { bytes in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: mostSets) { sets in
                let keys = bytes.baseAddress!
                keys.initialize(repeating: 0, count: 81)
                var tracker = TableSets(keys: keys, cards: keys + 81, sets: sets.baseAddress!)
                return body(&tracker)
            }
        }
    }

    /// The set numbered `number` (0 ..< ``count``) in the finder's order: its three slots,
    /// ascending.
    func set(at number: Int) -> (Int, Int, Int) {
        precondition(number >= 0 && number < count, "no such set on the table")
        let packed = Int(sets[number])
        return (packed >> 16, packed >> 8 & 0xFF, packed & 0xFF)
    }

    /// Starts over on `table` with a whole search.
    mutating func reset(to table: [Card<SetCard>]) {
        precondition(table.count <= 81, "at most 81 distinct SET cards")
        for slot in 0..<cardCount { keys[Int(cards[slot])] = 0 }
        cardCount = table.count
        count = 0
        table.withUnsafeBufferPointer { table in
            for slot in table.indices { place(table[slot].content, at: slot) }
            _ = SetFinder.forEachSet(count: table.count, index: { table[$0].content.index }) { first, second, third in
                sets[count] = UInt32(truncatingIfNeeded: first << 16 | second << 8 | third)
                count += 1
                return true
            }
        }
        for slot in 0..<cardCount { keys[Int(cards[slot])] |= Self.onTable }
    }

    /// Follows the table after the set at `slots` (ascending) left it: replaced in place
    /// when `table` kept its size, removed with the later cards closing up when it holds
    /// three fewer. Any other change gets a whole search.
    mutating func setTaken(at slots: (Int, Int, Int), now table: [Card<SetCard>]) {
        if table.count == cardCount {
            table.withUnsafeBufferPointer { table in
                for slot in [slots.0, slots.1, slots.2] {
                    keys[Int(cards[slot])] = 0
                    cards[slot] = UInt8(truncatingIfNeeded: table[slot].content.index)
                }
            }
            let (keyOf, cardAt) = (keys, cards)
            keepSets { first, second, third in
                // The new cards have no key yet: a set keeps only when all three have one.
                Int((keyOf[Int(cardAt[first])] & keyOf[Int(cardAt[second])] & keyOf[Int(cardAt[third])]) / Self.onTable)
            }
            addSets(withNewCardsAt: slots)
        } else if table.count == cardCount - 3 {
            closeUp(removing: slots)
        } else {
            reset(to: table)
        }
        assert(isFollowing(table), "the table's sets were not followed")
    }

    /// Follows the table after three cards were dealt onto its end. Any other change gets a
    /// whole search.
    mutating func dealt(now table: [Card<SetCard>]) {
        guard table.count == cardCount + 3 else { return reset(to: table) }
        let first = cardCount
        table.withUnsafeBufferPointer { table in
            for slot in first..<table.count { cards[slot] = UInt8(truncatingIfNeeded: table[slot].content.index) }
        }
        cardCount += 3
        addSets(withNewCardsAt: (first, first + 1, first + 2))
        assert(isFollowing(table), "the table's sets were not followed")
    }

    /// Puts `card` at `slot`, its key without ``onTable`` yet.
    @inline(__always)
    private func place(_ card: SetCard, at slot: Int) {
        cards[slot] = UInt8(truncatingIfNeeded: card.index)
        keys[card.index] = UInt8(truncatingIfNeeded: slot + 1)
    }

    /// Keeps, in order, the sets for whose slots `keep` returns 1 (0 drops them). Counted,
    /// not branched on: which sets stay is not predictable.
    @inline(__always)
    private mutating func keepSets(where keep: (Int, Int, Int) -> Int) {
        var kept = 0
        for number in 0..<count {
            let packed = Int(sets[number])
            sets[kept] = sets[number]
            kept &+= keep(packed >> 16, packed >> 8 & 0xFF, packed & 0xFF)
        }
        count = kept
    }

    /// Adds the sets holding any of the three new cards at `newSlots` (ascending; already
    /// in ``cards``, with no key yet), then gives them their keys.
    ///
    /// Each such set is found once: a new card with a card already there whose third card
    /// was there too and lies later (the pass below), or two new cards with a third that was
    /// there or is the last new card (after it). The pass has no branch on the cards (where
    /// the new cards lie and which pairs make a set are not predictable): for up to 64
    /// cards at a time, each pair of a new card and a card sets a bit when the third card's
    /// key is above the card's; then only the set bits are looked at.
    private mutating func addSets(withNewCardsAt newSlots: (Int, Int, Int)) {
        let (keys, cards) = (self.keys, self.cards)
        let new = (Int(cards[newSlots.0]), Int(cards[newSlots.1]), Int(cards[newSlots.2]))
        SetFinder.thirdCard.withUnsafeBufferPointer { thirds in
            let rows = (thirds.baseAddress! + new.0 * 81, thirds.baseAddress! + new.1 * 81, thirds.baseAddress! + new.2 * 81)
            var start = 0
            while start < cardCount {
                let end = min(start + 64, cardCount)
                var later: (UInt64, UInt64, UInt64) = (0, 0, 0)
                for slot in start..<end {
                    let card = Int(cards[slot])
                    // A third card's key is never the card's own, so "above key − 1" is
                    // "above key"; a new card (key 0) gets 255, and no pair from it counts.
                    let floor = keys[card] &- 1
                    let shift = UInt64(truncatingIfNeeded: slot &- start)
                    later.0 |= (keys[Int(rows.0[card])] > floor ? 1 : 0) &<< shift
                    later.1 |= (keys[Int(rows.1[card])] > floor ? 1 : 0) &<< shift
                    later.2 |= (keys[Int(rows.2[card])] > floor ? 1 : 0) &<< shift
                }
                addSets(of: newSlots.0, row: rows.0, withSlotsFrom: start, in: later.0)
                addSets(of: newSlots.1, row: rows.1, withSlotsFrom: start, in: later.1)
                addSets(of: newSlots.2, row: rows.2, withSlotsFrom: start, in: later.2)
                start = end
            }
            // Two new cards: the third was there, or is the last new card.
            if let third = slotHolding(Int(rows.0[new.1])) {
                insert(newSlots.0, newSlots.1, third)
            } else if Int(rows.0[new.1]) == new.2 {
                insert(newSlots.0, newSlots.1, newSlots.2)
            }
            if let third = slotHolding(Int(rows.0[new.2])) { insert(newSlots.0, newSlots.2, third) }
            if let third = slotHolding(Int(rows.1[new.2])) { insert(newSlots.1, newSlots.2, third) }
        }
        keys[new.0] = UInt8(truncatingIfNeeded: newSlots.0 + 1) | Self.onTable
        keys[new.1] = UInt8(truncatingIfNeeded: newSlots.1 + 1) | Self.onTable
        keys[new.2] = UInt8(truncatingIfNeeded: newSlots.2 + 1) | Self.onTable
    }

    /// Inserts the set of the new card at `newSlot` (its row of thirds `row`) with the card
    /// at `start` + each bit set in `later`, and that pair's third card.
    @inline(__always)
    private mutating func addSets(of newSlot: Int, row: UnsafePointer<UInt8>, withSlotsFrom start: Int, in later: UInt64) {
        var later = later
        while later != 0 {
            let slot = start + later.trailingZeroBitCount
            later &= later &- 1
            insert(newSlot, slot, slotHolding(Int(row[Int(cards[slot])]))!)
        }
    }

    /// The slot of `card`, if it is on the table with its key.
    private func slotHolding(_ card: Int) -> Int? {
        let key = keys[card]
        return key == 0 ? nil : Int(key & ~Self.onTable) - 1
    }

    /// Inserts the set at slots `a`, `b`, `c` (in any order) in its place.
    private mutating func insert(_ a: Int, _ b: Int, _ c: Int) {
        let (low, high) = a < b ? (a, b) : (b, a)
        let (first, second, third) = c < low ? (c, low, high) : c < high ? (low, c, high) : (low, high, c)
        let packed = UInt32(truncatingIfNeeded: first << 16 | second << 8 | third)
        var place = count
        while place > 0 && sets[place - 1] > packed {
            sets[place] = sets[place - 1]
            place -= 1
        }
        sets[place] = packed
        count += 1
    }

    /// Removes the cards at `removed` (ascending) and closes up the table: the sets without
    /// them stay, their slots renumbered. No branch on the cards.
    private mutating func closeUp(removing removed: (Int, Int, Int)) {
        func shifted(_ slot: Int) -> Int {
            slot - (slot > removed.0 ? 1 : 0) - (slot > removed.1 ? 1 : 0) - (slot > removed.2 ? 1 : 0)
        }
        let (keys, cards) = (self.keys, self.cards)
        let gone = (Int(cards[removed.0]), Int(cards[removed.1]), Int(cards[removed.2]))
        keys[gone.0] = 0
        keys[gone.1] = 0
        keys[gone.2] = 0
        keepSets { first, second, third in
            Int((keys[Int(cards[first])] & keys[Int(cards[second])] & keys[Int(cards[third])]) / Self.onTable)
        }
        for number in 0..<count {
            let packed = Int(sets[number])
            let renumbered = shifted(packed >> 16) << 16 | shifted(packed >> 8 & 0xFF) << 8 | shifted(packed & 0xFF)
            sets[number] = UInt32(truncatingIfNeeded: renumbered)
        }
        // Every card from the first removed on moves to the next free slot; a removed card is
        // written too and then overwritten, and its key cleared again below.
        var write = removed.0
        for read in removed.0..<cardCount {
            let card = Int(cards[read])
            let stays = keys[card] / Self.onTable  // 0 for a removed card (its key cleared above)
            cards[write] = UInt8(truncatingIfNeeded: card)
            keys[card] = UInt8(truncatingIfNeeded: write + 1) | Self.onTable
            write += Int(stays)
        }
        keys[gone.0] = 0
        keys[gone.1] = 0
        keys[gone.2] = 0
        cardCount -= 3
    }

    /// Whether these are `table`'s cards and exactly the sets a whole search finds there.
    func isFollowing(_ table: [Card<SetCard>]) -> Bool {
        guard table.count == cardCount, table.indices.allSatisfy({ Int(cards[$0]) == table[$0].content.index }) else { return false }
        var found: [UInt32] = []
        SetCard.forEachSet(in: table.map(\.content)) { found.append(UInt32(truncatingIfNeeded: $0 << 16 | $1 << 8 | $2)) }
        return found == Array(UnsafeBufferPointer(start: sets, count: count))
    }
}
