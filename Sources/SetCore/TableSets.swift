/// A simulated SET table: its cards as indices (0…80) by slot, and the sets on it followed
/// from one table to the next, instead of a whole search of every table. The simulator's
/// fast path.
///
/// A whole search looks at every pair of cards. After a set is replaced in place, only a
/// pair holding one of the three new cards can make a new set (30 pairs of 66 at 12
/// cards), and the table's other sets stay; after cards are dealt, only pairs with the
/// dealt cards are looked at; a table closing up keeps its sets, renumbered, with no search
/// at all. The sets are kept in ``SetFinder``'s order (slots ascending within a set, sets
/// ascending), so a pick among them is the same as among the finder's. Property tests hold
/// them to a whole search, and the games played on them to the player's actions.
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
    /// ``SetFinder/thirdCard``, read without its lazy initialization check.
    private let thirds: UnsafePointer<UInt8>
    /// How many cards are on the table.
    private(set) var cardCount = 0
    /// How many sets are on the table.
    private(set) var count = 0

    /// Added to the slot + 1 of a card on the table to make its key.
    private static let onTable: UInt8 = 128
    /// The most sets a table can hold: all 81 cards hold 1080.
    private static let mostSets = 1080

    private init(
        keys: UnsafeMutablePointer<UInt8>, cards: UnsafeMutablePointer<UInt8>, sets: UnsafeMutablePointer<UInt32>,
        thirds: UnsafePointer<UInt8>
    ) {
        self.keys = keys
        self.cards = cards
        self.sets = sets
        self.thirds = thirds
    }

    /// Calls `body` with an empty table, stored on the stack for the call.
    static func with<Result>(_ body: (inout TableSets) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * 81) { bytes in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: mostSets) { sets in
                SetFinder.thirdCard.withUnsafeBufferPointer { thirds in
                    let keys = bytes.baseAddress!
                    keys.initialize(repeating: 0, count: 81)
                    var tracker = TableSets(keys: keys, cards: keys + 81, sets: sets.baseAddress!, thirds: thirds.baseAddress!)
                    return body(&tracker)
                }
            }
        }
    }

    /// The index of the card at `slot` (0 ..< ``cardCount``).
    func card(at slot: Int) -> Int {
        precondition(slot >= 0 && slot < cardCount, "no such slot on the table")
        return Int(cards[slot])
    }

    /// The set numbered `number` (0 ..< ``count``) in the finder's order: its three slots,
    /// ascending.
    func set(at number: Int) -> (Int, Int, Int) {
        precondition(number >= 0 && number < count, "no such set on the table")
        let packed = Int(sets[number])
        return (packed >> 16, packed >> 8 & 0xFF, packed & 0xFF)
    }

    /// Starts over on a table of `table`'s cards (distinct indices 0…80), by a whole search.
    mutating func reset<Cards: Collection<UInt8>>(to table: Cards) {
        precondition(table.count <= 81, "at most 81 distinct SET cards")
        for slot in 0..<cardCount { keys[Int(cards[slot])] = 0 }
        cardCount = 0
        count = 0
        for card in table {
            precondition(card < 81 && keys[Int(card)] == 0, "distinct SET card indices 0…80")
            cards[cardCount] = card
            keys[Int(card)] = UInt8(truncatingIfNeeded: cardCount + 1)
            cardCount += 1
        }
        let cards = self.cards
        _ = SetFinder.forEachSet(count: cardCount, index: { Int(cards[$0]) }) { first, second, third in
            sets[count] = UInt32(truncatingIfNeeded: first << 16 | second << 8 | third)
            count += 1
            return true
        }
        for slot in 0..<cardCount { keys[Int(cards[slot])] |= Self.onTable }
    }

    /// Replaces the set at `slots` (ascending) in place by the cards `new` (not on the table).
    mutating func replace(setAt slots: (Int, Int, Int), with new: (UInt8, UInt8, UInt8)) {
        checkTaken(slots)
        keys[Int(cards[slots.0])] = 0
        keys[Int(cards[slots.1])] = 0
        keys[Int(cards[slots.2])] = 0
        cards[slots.0] = new.0
        cards[slots.1] = new.1
        cards[slots.2] = new.2
        checkNew(new)
        let (keyOf, cardAt) = (keys, cards)
        keepSets { first, second, third in
            // The new cards have no key yet: a set keeps only when all three have one.
            Int((keyOf[Int(cardAt[first])] & keyOf[Int(cardAt[second])] & keyOf[Int(cardAt[third])]) / Self.onTable)
        }
        addSets(withNewCardsAt: slots)
        assert(isFollowingItsCards, "the table's sets were not followed")
    }

    /// Deals the cards `new` (not on the table) onto the end of the table.
    mutating func deal(_ new: (UInt8, UInt8, UInt8)) {
        precondition(cardCount + 3 <= 81, "at most 81 distinct SET cards")
        let first = cardCount
        cards[first] = new.0
        cards[first + 1] = new.1
        cards[first + 2] = new.2
        checkNew(new)
        cardCount += 3
        addSets(withNewCardsAt: (first, first + 1, first + 2))
        assert(isFollowingItsCards, "the table's sets were not followed")
    }

    /// Takes the set at `slots` (ascending) off the table; the later cards close up, the
    /// sets without them stay, renumbered. No branch on the cards.
    mutating func remove(setAt slots: (Int, Int, Int)) {
        checkTaken(slots)
        func shifted(_ slot: Int) -> Int {
            slot - (slot > slots.0 ? 1 : 0) - (slot > slots.1 ? 1 : 0) - (slot > slots.2 ? 1 : 0)
        }
        let (keys, cards) = (self.keys, self.cards)
        let gone = (Int(cards[slots.0]), Int(cards[slots.1]), Int(cards[slots.2]))
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
        var write = slots.0
        for read in slots.0..<cardCount {
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
        assert(isFollowingItsCards, "the table's sets were not followed")
    }

    /// Checks that `slots` are three ascending slots on the table.
    @inline(__always)
    private func checkTaken(_ slots: (Int, Int, Int)) {
        precondition(0 <= slots.0 && slots.0 < slots.1 && slots.1 < slots.2 && slots.2 < cardCount, "three ascending slots on the table")
    }

    /// Checks that `new` are three distinct card indices not on the table.
    @inline(__always)
    private func checkNew(_ new: (UInt8, UInt8, UInt8)) {
        precondition(
            new.0 < 81 && new.1 < 81 && new.2 < 81 && new.0 != new.1 && new.0 != new.2 && new.1 != new.2
                && keys[Int(new.0)] | keys[Int(new.1)] | keys[Int(new.2)] == 0,
            "three distinct SET card indices 0…80, not on the table"
        )
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
        let rows = (thirds + new.0 * 81, thirds + new.1 * 81, thirds + new.2 * 81)
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
            addSets(of: newSlots.0, withSlotsFrom: start, in: later.0)
            addSets(of: newSlots.1, withSlotsFrom: start, in: later.1)
            addSets(of: newSlots.2, withSlotsFrom: start, in: later.2)
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
        keys[new.0] = UInt8(truncatingIfNeeded: newSlots.0 + 1) | Self.onTable
        keys[new.1] = UInt8(truncatingIfNeeded: newSlots.1 + 1) | Self.onTable
        keys[new.2] = UInt8(truncatingIfNeeded: newSlots.2 + 1) | Self.onTable
    }

    /// Inserts the set of the new card at `newSlot` with the card at `start` + each bit set
    /// in `later`, and that pair's third card.
    @inline(__always)
    private mutating func addSets(of newSlot: Int, withSlotsFrom start: Int, in later: UInt64) {
        var later = later
        while later != 0 {
            let slot = start + later.trailingZeroBitCount
            later &= later &- 1
            insert(newSlot, slot, slotOfThird(Int(cards[newSlot]), Int(cards[slot])))
        }
    }

    /// The slot of the card completing a set with cards `a` and `b`, which is on the table
    /// with its key.
    @inline(__always)
    private func slotOfThird(_ a: Int, _ b: Int) -> Int {
        Int(keys[Int(thirds[a * 81 + b])] & ~Self.onTable) - 1
    }

    /// The slot of `card`, if it is on the table with its key.
    @inline(__always)
    private func slotHolding(_ card: Int) -> Int? {
        let key = keys[card]
        return key == 0 ? nil : Int(key & ~Self.onTable) - 1
    }

    /// Inserts the set at slots `a`, `b`, `c` (in any order) in its place.
    @inline(__always)
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

    /// Whether the sets are exactly those a whole search finds among the table's cards.
    var isFollowingItsCards: Bool {
        var found: [UInt32] = []
        let cards = self.cards
        _ = SetFinder.forEachSet(count: cardCount, index: { Int(cards[$0]) }) { first, second, third in
            found.append(UInt32(truncatingIfNeeded: first << 16 | second << 8 | third))
            return true
        }
        return found == Array(UnsafeBufferPointer(start: sets, count: count))
    }
}
