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
    /// `slotBits[card]`: the card's slot as a bit, 0 when the card has no key or lies
    /// beyond slot 63. A pass over the table ORs them together to learn which slots hold
    /// the third cards of its pairs.
    private let slotBits: UnsafeMutablePointer<UInt64>
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
        keys: UnsafeMutablePointer<UInt8>, cards: UnsafeMutablePointer<UInt8>, slotBits: UnsafeMutablePointer<UInt64>,
        sets: UnsafeMutablePointer<UInt32>, thirds: UnsafePointer<UInt8>
    ) {
        self.keys = keys
        self.cards = cards
        self.slotBits = slotBits
        self.sets = sets
        self.thirds = thirds
    }

    /// Calls `body` with an empty table, stored on the stack for the call.
    static func with<Result>(_ body: (inout TableSets) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * 81) { bytes in
            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 81) { slotBits in
                withUnsafeTemporaryAllocation(of: UInt32.self, capacity: mostSets) { sets in
                    SetFinder.thirdCard.withUnsafeBufferPointer { thirds in
                        let keys = bytes.baseAddress!
                        keys.initialize(repeating: 0, count: 81)
                        slotBits.initialize(repeating: 0)
                        var tracker = TableSets(
                            keys: keys, cards: keys + 81, slotBits: slotBits.baseAddress!, sets: sets.baseAddress!,
                            thirds: thirds.baseAddress!)
                        return body(&tracker)
                    }
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

    /// Starts over on a table of `table`'s cards (distinct indices 0…80), by a whole search:
    /// each pair of cards whose third lies later makes a set, found in the finder's order.
    mutating func reset<Cards: Collection<UInt8>>(to table: Cards) {
        precondition(table.count <= 81, "at most 81 distinct SET cards")
        let (keys, cards, thirds) = (self.keys, self.cards, self.thirds)
        for slot in 0..<cardCount { unkey(Int(cards[slot])) }
        var cardCount = 0
        for card in table {
            precondition(card < 81 && keys[Int(card)] == 0, "distinct SET card indices 0…80")
            cards[cardCount] = card
            key(Int(card), at: cardCount)
            cardCount &+= 1
        }
        self.cardCount = cardCount
        var sets = SortedSets(base: self.sets, count: 0)
        var first = 0
        while first &+ 2 < cardCount {
            let row = thirds + Int(cards[first]) &* 81
            var second = first &+ 1
            while second &+ 1 < cardCount {
                let key = keys[Int(row[Int(cards[second])])]
                if key > UInt8(truncatingIfNeeded: second &+ 1) | Self.onTable {
                    sets.append(Self.packed(first, second, Int(key & ~Self.onTable) &- 1))
                }
                second &+= 1
            }
            first &+= 1
        }
        count = sets.count
    }

    /// Replaces the set at `slots` (ascending) in place by the cards `new` (not on the table).
    mutating func replace(setAt slots: (Int, Int, Int), with new: (UInt8, UInt8, UInt8)) {
        checkTaken(slots)
        unkey(Int(cards[slots.0]))
        unkey(Int(cards[slots.1]))
        unkey(Int(cards[slots.2]))
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
        unkey(gone.0)
        unkey(gone.1)
        unkey(gone.2)
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
            key(card, at: write)
            write += Int(stays)
        }
        unkey(gone.0)
        unkey(gone.1)
        unkey(gone.2)
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

    /// Gives `card` its key and slot bit for `slot`.
    @inline(__always)
    private func key(_ card: Int, at slot: Int) {
        keys[card] = UInt8(truncatingIfNeeded: slot &+ 1) | Self.onTable
        slotBits[card] = slot < 64 ? UInt64(1) &<< UInt64(truncatingIfNeeded: slot) : 0
    }

    /// Takes `card`'s key and slot bit away.
    @inline(__always)
    private func unkey(_ card: Int) {
        keys[card] = 0
        slotBits[card] = 0
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
    /// A set of a new card and two cards already there is a pair of those cards, each the
    /// other's third with the new card: one pass over the table ORs together, for each new
    /// card, the slot bits of the third card of its pair with each card (a card with no key
    /// adds nothing), with no branch on the cards. A set then shows as two bits, one at each
    /// of its two cards there; it is taken at the earlier and the later is crossed off. A
    /// set of two or three new cards is looked up on its own (the pass, pairing a new card
    /// with another, ORs the bit of their third, which is crossed off first). A table of
    /// more than 64 cards (never one in a game) is searched pair by pair instead.
    @inline(__always)
    private mutating func addSets(withNewCardsAt newSlots: (Int, Int, Int)) {
        let (keys, cards) = (self.keys, self.cards)
        let new = (Int(cards[newSlots.0]), Int(cards[newSlots.1]), Int(cards[newSlots.2]))
        let rows = (thirds + new.0 &* 81, thirds + new.1 &* 81, thirds + new.2 &* 81)
        let thirdOf01 = Int(rows.0[new.1])
        let thirdOf02 = Int(rows.0[new.2])
        let thirdOf12 = Int(rows.1[new.2])
        var sets = SortedSets(base: self.sets, count: count)
        if cardCount <= 64 {
            var found = orOfThirdBits(in: rows)
            found.0 &= ~(slotBits[thirdOf01] | slotBits[thirdOf02])
            found.1 &= ~(slotBits[thirdOf01] | slotBits[thirdOf12])
            found.2 &= ~(slotBits[thirdOf02] | slotBits[thirdOf12])
            sets.insertPairs(found.0, with: newSlots.0, row: rows.0, cards: cards, keys: keys)
            sets.insertPairs(found.1, with: newSlots.1, row: rows.1, cards: cards, keys: keys)
            sets.insertPairs(found.2, with: newSlots.2, row: rows.2, cards: cards, keys: keys)
        } else {
            sets.insertPairs(with: newSlots.0, row: rows.0, cards: cards, cardCount: cardCount, keys: keys)
            sets.insertPairs(with: newSlots.1, row: rows.1, cards: cards, cardCount: cardCount, keys: keys)
            sets.insertPairs(with: newSlots.2, row: rows.2, cards: cards, cardCount: cardCount, keys: keys)
        }
        // Two new cards: the third was there, or is the last new card.
        if keys[thirdOf01] != 0 {
            sets.insert(newSlots.0, newSlots.1, Int(keys[thirdOf01] & ~Self.onTable) &- 1)
        } else if thirdOf01 == new.2 {
            sets.insert(newSlots.0, newSlots.1, newSlots.2)
        }
        if keys[thirdOf02] != 0 { sets.insert(newSlots.0, newSlots.2, Int(keys[thirdOf02] & ~Self.onTable) &- 1) }
        if keys[thirdOf12] != 0 { sets.insert(newSlots.1, newSlots.2, Int(keys[thirdOf12] & ~Self.onTable) &- 1) }
        count = sets.count
        key(new.0, at: newSlots.0)
        key(new.1, at: newSlots.1)
        key(new.2, at: newSlots.2)
    }

    /// For each of three cards, whose rows of ``SetFinder/thirdCard`` are `rows`: the OR,
    /// over the table's cards, of ``slotBits`` of the third card of their pair.
    @inline(__always)
    private func orOfThirdBits(
        in rows: (UnsafePointer<UInt8>, UnsafePointer<UInt8>, UnsafePointer<UInt8>)
    ) -> (UInt64, UInt64, UInt64) {
        let (cards, slotBits) = (self.cards, self.slotBits)
        var bits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var slot = 0
        while slot < cardCount {
            let card = Int(cards[slot])
            bits.0 |= slotBits[Int(rows.0[card])]
            bits.1 |= slotBits[Int(rows.1[card])]
            bits.2 |= slotBits[Int(rows.2[card])]
            slot &+= 1
        }
        return bits
    }

    /// The set at slots `first` < `second` < `third`, as ``sets`` holds it.
    @inline(__always)
    private static func packed(_ first: Int, _ second: Int, _ third: Int) -> UInt32 {
        UInt32(truncatingIfNeeded: first << 16 | second << 8 | third)
    }

    /// The sets in order, held in locals while sets are added (stores through the pointer
    /// would otherwise make the compiler read ``count`` again after each).
    private struct SortedSets {
        let base: UnsafeMutablePointer<UInt32>
        var count: Int

        /// Inserts the sets of the new card at `newSlot` (whose row of ``SetFinder/thirdCard``
        /// is `row`) with each pair of cards in `found` (slot bits): each card there with its
        /// third.
        @inline(__always)
        mutating func insertPairs(
            _ found: UInt64, with newSlot: Int, row: UnsafePointer<UInt8>, cards: UnsafeMutablePointer<UInt8>,
            keys: UnsafeMutablePointer<UInt8>
        ) {
            var found = found
            while found != 0 {
                let slot = found.trailingZeroBitCount
                let other = Int(keys[Int(row[Int(cards[slot])])] & ~TableSets.onTable) &- 1
                found &= found &- 1
                found &= ~(UInt64(1) &<< UInt64(truncatingIfNeeded: other))
                insert(newSlot: newSlot, slot, other)
            }
        }

        /// Inserts the sets of the new card at `newSlot` (whose row of ``SetFinder/thirdCard``
        /// is `row`) with each pair of the `cardCount` cards there whose third lies later, one
        /// pair at a time.
        mutating func insertPairs(
            with newSlot: Int, row: UnsafePointer<UInt8>, cards: UnsafeMutablePointer<UInt8>, cardCount: Int,
            keys: UnsafeMutablePointer<UInt8>
        ) {
            for slot in 0..<cardCount {
                let key = keys[Int(cards[slot])]
                let thirdKey = keys[Int(row[Int(cards[slot])])]
                if key != 0 && thirdKey > key { insert(newSlot: newSlot, slot, Int(thirdKey & ~TableSets.onTable) - 1) }
            }
        }

        /// Inserts the set of the new card at `newSlot` and the cards at `slot` < `other`.
        @inline(__always)
        mutating func insert(newSlot: Int, _ slot: Int, _ other: Int) {
            let first = min(newSlot, slot)
            let last = max(newSlot, other)
            insert(packed: TableSets.packed(first, newSlot &+ slot &+ other &- first &- last, last))
        }

        /// Adds the set `packed`, which follows all the others.
        @inline(__always)
        mutating func append(_ packed: UInt32) {
            base[count] = packed
            count &+= 1
        }

        /// Inserts the set at slots `a`, `b`, `c` (in any order) in its place.
        @inline(__always)
        mutating func insert(_ a: Int, _ b: Int, _ c: Int) {
            let (low, high) = a < b ? (a, b) : (b, a)
            let (first, second, third) = c < low ? (c, low, high) : c < high ? (low, c, high) : (low, high, c)
            insert(packed: TableSets.packed(first, second, third))
        }

        /// Inserts the set `packed` (see ``TableSets/packed(_:_:_:)``) in its place.
        @inline(__always)
        mutating func insert(packed: UInt32) {
            var place = count
            while place > 0 && base[place &- 1] > packed {
                base[place] = base[place &- 1]
                place &-= 1
            }
            base[place] = packed
            count &+= 1
        }
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
            && (0..<81).allSatisfy { card in
                let key = keys[card]
                let slot = Int(key & ~Self.onTable) - 1
                return slotBits[card] == (key == 0 || slot >= 64 ? 0 : UInt64(1) << slot)
            }
    }
}
