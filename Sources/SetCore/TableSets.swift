/// A simulated SET table and its deck: the cards as indices (0…80), the table's by slot, and
/// the sets on the table followed from one table to the next, instead of a whole search of
/// every table. The simulator's fast path.
///
/// A whole search looks at every pair of cards. After a set is replaced in place, only a
/// pair holding one of the three new cards can make a new set (30 pairs of 66 at 12
/// cards), and the table's other sets stay; after cards are dealt, only pairs with the
/// dealt cards are looked at; a table closing up keeps its sets, renumbered, with no search
/// at all. The sets are kept in ``SetFinder``'s order (slots ascending within a set, sets
/// ascending), so a pick among them is the same as among the finder's. Property tests hold
/// them to a whole search, and the games played on them to the player's actions.
///
/// The deck holds every card once (checked when it is given, or a shuffle of the full deck),
/// so the cards it deals are always new to the table: a move needs no check of its cards.
/// Its storage lives on the stack for one call of ``with(_:)``; a run of many games reuses it.
struct TableSets {
    /// `keys[card]`: 0 when the card is not on the table, otherwise its slot + 1 +
    /// ``onTable`` (so a later slot has a higher key). New cards get theirs once
    /// ``addSets(withNewCardsAt:)`` has paired them.
    private let keys: UnsafeMutablePointer<UInt8>
    /// The table as card indices, by slot.
    private let cards: UnsafeMutablePointer<UInt8>
    /// The deck as card indices, each once, in the order they are dealt; the first
    /// ``dealt`` have been dealt.
    private let deck: UnsafeMutablePointer<UInt8>
    /// `slotBits[card]`: the bit of the card's slot (modulo 64), 0 when the card has no key.
    /// A pass over a table of up to 64 cards, where each slot has a bit of its own, ORs them
    /// together to learn which slots hold the third cards of its pairs.
    private let slotBits: UnsafeMutablePointer<UInt64>
    /// The sets, each packed as `first << 16 | second << 8 | third`, ascending.
    private let sets: UnsafeMutablePointer<UInt32>
    /// ``SetFinder/thirdCard``, read without its lazy initialization check.
    private let thirds: UnsafePointer<UInt8>
    /// How many cards are on the table.
    private(set) var cardCount = 0
    /// How many sets are on the table.
    private(set) var count = 0
    /// How many of the deck's cards have been dealt.
    private var dealt = 81

    /// How many cards are left in the deck.
    var cardsInDeck: Int { 81 - dealt }

    /// Added to the slot + 1 of a card on the table to make its key.
    private static let onTable: UInt8 = 128
    /// The most sets a table can hold: all 81 cards hold 1080.
    private static let mostSets = 1080

    private init(
        keys: UnsafeMutablePointer<UInt8>, cards: UnsafeMutablePointer<UInt8>, deck: UnsafeMutablePointer<UInt8>,
        slotBits: UnsafeMutablePointer<UInt64>, sets: UnsafeMutablePointer<UInt32>, thirds: UnsafePointer<UInt8>
    ) {
        self.keys = keys
        self.cards = cards
        self.deck = deck
        self.slotBits = slotBits
        self.sets = sets
        self.thirds = thirds
    }

    /// Calls `body` with an empty table and an empty deck, stored on the stack for the call.
    static func with<Result>(_ body: (inout TableSets) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 3 * 81) { bytes in
            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 81) { slotBits in
                withUnsafeTemporaryAllocation(of: UInt32.self, capacity: mostSets) { sets in
                    SetFinder.thirdCard.withUnsafeBufferPointer { thirds in
                        let keys = bytes.baseAddress!
                        keys.initialize(repeating: 0, count: 81)
                        slotBits.initialize(repeating: 0)
                        var tracker = TableSets(
                            keys: keys, cards: keys + 81, deck: keys + 2 * 81, slotBits: slotBits.baseAddress!,
                            sets: sets.baseAddress!, thirds: thirds.baseAddress!)
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

    /// Starts a game on the full deck in the order `generator` shuffles it (as
    /// ``MatchingGame/init(shuffledBy:rule:scoring:startedAt:)`` shuffles the full deck), its
    /// first ``SetCard/initialTableSize`` cards dealt onto the table.
    mutating func startGame(shuffledBy generator: inout SplitMix64) {
        for index in 0..<81 { deck[index] = UInt8(truncatingIfNeeded: index) }
        generator.shuffle(UnsafeMutableBufferPointer(start: deck, count: 81))
        startTable(dealing: SetCard.initialTableSize)
    }

    /// Starts over on `deck` (each card index 0…80 once, in the order dealt), its first
    /// `tableSize` cards dealt onto the table.
    mutating func start<Deck: Collection<UInt8>>(deck cards: Deck, dealing tableSize: Int) {
        precondition(cards.count == 81 && Set(cards).count == 81 && cards.allSatisfy { $0 < 81 }, "each card index 0…80 once")
        precondition(tableSize >= 0 && tableSize <= 81, "at most the whole deck on the table")
        for (index, card) in cards.enumerated() { deck[index] = card }
        startTable(dealing: tableSize)
    }

    /// Takes the table's cards away and deals the deck's first `tableSize` onto it; its sets
    /// are found by a whole search, each at its earliest card, in the finder's order.
    @inline(__always)
    private mutating func startTable(dealing tableSize: Int) {
        let (cards, deck) = (self.cards, self.deck)
        for slot in 0..<cardCount { unkey(Int(cards[slot])) }
        for slot in 0..<tableSize {
            cards[slot] = deck[slot]
            key(Int(deck[slot]), at: slot)
        }
        cardCount = tableSize
        dealt = tableSize
        var sets = SortedSets(base: self.sets, count: 0)
        var first = 0
        while first &+ 2 < tableSize {
            if tableSize <= 64 { appendSetsBySlotBits(from: first, to: &sets) } else { appendSetsPairByPair(from: first, to: &sets) }
            first &+= 1
        }
        count = sets.count
    }

    /// Appends the sets whose earliest card is at `first`, found by ORing slot bits (tables
    /// of up to 64 cards): the card's pairs with the later cards OR together the slot bits of
    /// their thirds, with no branch on the cards. Such a set shows as the bits of its two
    /// later cards, and the lowest bit left is always the second card of the next set, its
    /// third then crossed off; bits at or before `first` are sets found before.
    @inline(__always)
    private func appendSetsBySlotBits(from first: Int, to sets: inout SortedSets) {
        let (keys, cards, slotBits) = (self.keys, self.cards, self.slotBits)
        let row = thirds + Int(cards[first]) &* 81
        var found: UInt64 = 0
        var second = first &+ 1
        while second < cardCount {
            found |= slotBits[Int(row[Int(cards[second])])]
            second &+= 1
        }
        found &= ~((UInt64(2) &<< UInt64(truncatingIfNeeded: first)) &- 1)
        while found != 0 {
            let second = found.trailingZeroBitCount
            let third = Int(keys[Int(row[Int(cards[second])])] & ~Self.onTable) &- 1
            found &= found &- 1
            found &= ~(UInt64(1) &<< UInt64(truncatingIfNeeded: third))
            sets.append(Self.packed(first, second, third))
        }
    }

    /// Appends the sets whose earliest card is at `first`, one pair at a time: each pair with
    /// a later card whose third lies later still.
    @inline(__always)
    private func appendSetsPairByPair(from first: Int, to sets: inout SortedSets) {
        let (keys, cards) = (self.keys, self.cards)
        let row = thirds + Int(cards[first]) &* 81
        var second = first &+ 1
        while second &+ 1 < cardCount {
            let key = keys[Int(row[Int(cards[second])])]
            if key > UInt8(truncatingIfNeeded: second &+ 1) | Self.onTable {
                sets.append(Self.packed(first, second, Int(key & ~Self.onTable) &- 1))
            }
            second &+= 1
        }
    }

    /// Takes the set numbered `number` off the table and deals three cards from the deck in
    /// its place.
    mutating func replace(setNumbered number: Int) {
        precondition(dealt <= 81 - 3, "three cards left in the deck")
        let slots = set(at: number)
        unkey(Int(cards[slots.0]))
        unkey(Int(cards[slots.1]))
        unkey(Int(cards[slots.2]))
        cards[slots.0] = deck[dealt]
        cards[slots.1] = deck[dealt &+ 1]
        cards[slots.2] = deck[dealt &+ 2]
        dealt &+= 3
        let (keyOf, cardAt) = (keys, cards)
        keepSets { first, second, third in
            // The new cards have no key yet: a set keeps only when all three have one.
            Int((keyOf[Int(cardAt[first])] & keyOf[Int(cardAt[second])] & keyOf[Int(cardAt[third])]) / Self.onTable)
        }
        addSets(withNewCardsAt: slots)
        assert(isFollowingItsCards, "the table's sets were not followed")
    }

    /// Deals three cards from the deck onto the end of the table.
    mutating func deal() {
        precondition(dealt <= 81 - 3, "three cards left in the deck")
        let first = cardCount
        cards[first] = deck[dealt]
        cards[first &+ 1] = deck[dealt &+ 1]
        cards[first &+ 2] = deck[dealt &+ 2]
        dealt &+= 3
        cardCount &+= 3
        addSets(withNewCardsAt: (first, first + 1, first + 2))
        assert(isFollowingItsCards, "the table's sets were not followed")
    }

    /// Takes the set numbered `number` off the table; the later cards close up, the sets
    /// without them stay, renumbered. No branch on the cards.
    mutating func remove(setNumbered number: Int) {
        let slots = set(at: number)
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

    /// Gives `card` its key and slot bit for `slot`.
    @inline(__always)
    private func key(_ card: Int, at slot: Int) {
        keys[card] = UInt8(truncatingIfNeeded: slot &+ 1) | Self.onTable
        slotBits[card] = UInt64(1) &<< UInt64(truncatingIfNeeded: slot)
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
                return slotBits[card] == (key == 0 ? 0 : UInt64(1) << (slot % 64))
            }
    }
}
