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
/// Each slot is a bit of a `UInt64` (see ``SlotBits``), so the table holds at most 64 cards
/// (a game's never more than 23: at most 20 cards hold no set, and only then are 3 dealt),
/// and a set is the three bits of its slots.
///
/// The deck holds every card once (checked when it is given, or a shuffle of the full deck),
/// so the cards it deals are always new to the table: a move needs no check of its cards.
/// Its storage lives on the stack for one call of ``with(_:)``; a run of many games reuses it.
struct TableSets {
    /// The table as card indices, by slot.
    private let cards: UnsafeMutablePointer<UInt8>
    /// The deck as card indices, each once, in the order they are dealt; the first
    /// ``dealt`` have been dealt.
    private let deck: UnsafeMutablePointer<UInt8>
    /// `slotBits[card]`: the bit of the card's slot, 0 when the card is not on the table
    /// (or, while its sets are added, has just come). A pass over the table ORs them
    /// together to learn which slots hold the third cards of its pairs.
    private let slotBits: UnsafeMutablePointer<UInt64>
    /// The sets, each as the bits of its slots, in the finder's order (descending). Before
    /// the first, `sets[-1]` holds a number above any set, where an insertion stops.
    private let sets: UnsafeMutablePointer<UInt64>
    /// ``SetFinder/thirdCard``, read without its lazy initialization check.
    private let thirds: UnsafePointer<UInt8>
    /// How many cards are on the table.
    private(set) var cardCount = 0
    /// How many sets are on the table.
    private(set) var count = 0
    /// How many of the deck's cards have been dealt.
    private var dealt = 81

    /// How many cards are left in the deck.
    var cardsInDeck: Int { 81 &- dealt }

    /// The most cards the table holds: a slot for each bit of a `UInt64`.
    static let mostCards = 64
    /// The most sets a table can hold: each pair of its cards is in at most one set, and a
    /// set holds three pairs.
    private static let mostSets = mostCards * (mostCards - 1) / 6

    private init(
        cards: UnsafeMutablePointer<UInt8>, deck: UnsafeMutablePointer<UInt8>, slotBits: UnsafeMutablePointer<UInt64>,
        sets: UnsafeMutablePointer<UInt64>, thirds: UnsafePointer<UInt8>
    ) {
        self.cards = cards
        self.deck = deck
        self.slotBits = slotBits
        self.sets = sets
        self.thirds = thirds
    }

    /// Calls `body` with an empty table and an empty deck, stored on the stack for the call.
    static func with<Result>(_ body: (inout TableSets) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: mostCards + 81) { bytes in
            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 81) { slotBits in
                withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 1 + mostSets) { sets in
                    SetFinder.thirdCard.withUnsafeBufferPointer { thirds in
                        slotBits.initialize(repeating: 0)
                        sets[0] = .max
                        var tracker = TableSets(
                            cards: bytes.baseAddress!, deck: bytes.baseAddress! + mostCards, slotBits: slotBits.baseAddress!,
                            sets: sets.baseAddress! + 1, thirds: thirds.baseAddress!)
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
        SlotBits.slots(of: set(numbered: number))
    }

    /// The bits of the set numbered `number` (0 ..< ``count``).
    @inline(__always)
    private func set(numbered number: Int) -> UInt64 {
        precondition(number >= 0 && number < count, "no such set on the table")
        return sets[number]
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
    /// `tableSize` cards (at most ``mostCards``) dealt onto the table.
    mutating func start<Deck: Collection<UInt8>>(deck cards: Deck, dealing tableSize: Int) {
        precondition(cards.count == 81 && Set(cards).count == 81 && cards.allSatisfy { $0 < 81 }, "each card index 0…80 once")
        precondition(tableSize >= 0 && tableSize <= Self.mostCards, "at most 64 cards on the table")
        for (index, card) in cards.enumerated() { deck[index] = card }
        startTable(dealing: tableSize)
    }

    /// Takes the table's cards away and deals the deck's first `tableSize` onto it; its sets
    /// are found by a whole search, each at its earliest card, in the finder's order.
    ///
    /// Each card's pairs with the later cards OR together the bits of their thirds, with no
    /// branch on the cards: a set whose earliest card this is shows as the bits of its two
    /// later cards, and the highest bit left is always the second card of the next set (its
    /// third then crossed off). The bits of the slots up to the card's own, sets found
    /// before, are masked off.
    @inline(__always)
    private mutating func startTable(dealing tableSize: Int) {
        let (cards, deck, slotBits, thirds) = (self.cards, self.deck, self.slotBits, self.thirds)
        for slot in 0..<cardCount { slotBits[Int(cards[slot])] = 0 }
        for slot in 0..<tableSize {
            cards[slot] = deck[slot]
            slotBits[Int(deck[slot])] = SlotBits.bit(of: slot)
        }
        cardCount = tableSize
        dealt = tableSize
        var sets = SortedSets(base: self.sets, count: 0)
        var first = 0
        while first &+ 2 < tableSize {
            let row = thirds + Int(cards[first]) &* 81
            var found: UInt64 = 0
            var second = first &+ 1
            while second < tableSize {
                found |= slotBits[Int(row[Int(cards[second])])]
                second &+= 1
            }
            let firstBit = SlotBits.bit(of: first)
            Self.forEachPair(in: found & (firstBit &- 1), row: row, cards: cards, slotBits: slotBits) { sets.append(firstBit | $0) }
            first &+= 1
        }
        count = sets.count
    }

    /// Takes the set numbered `number` off the table and deals three cards from the deck in
    /// its place.
    mutating func replace(setNumbered number: Int) {
        precondition(dealt <= 81 - 3, "three cards left in the deck")
        let taken = set(numbered: number)
        let slots = SlotBits.slots(of: taken)
        slotBits[Int(cards[slots.0])] = 0
        slotBits[Int(cards[slots.1])] = 0
        slotBits[Int(cards[slots.2])] = 0
        cards[slots.0] = deck[dealt]
        cards[slots.1] = deck[dealt &+ 1]
        cards[slots.2] = deck[dealt &+ 2]
        dealt &+= 3
        keepSets(apartFrom: taken)
        addSets(withNewCardsAt: slots)
        assert(isFollowingItsCards, "the table's sets were not followed")
    }

    /// Deals three cards from the deck onto the end of the table.
    mutating func deal() {
        precondition(dealt <= 81 - 3, "three cards left in the deck")
        precondition(cardCount <= Self.mostCards - 3, "at most 64 cards on the table")
        let first = cardCount
        cards[first] = deck[dealt]
        cards[first &+ 1] = deck[dealt &+ 1]
        cards[first &+ 2] = deck[dealt &+ 2]
        dealt &+= 3
        cardCount &+= 3
        addSets(withNewCardsAt: (first, first &+ 1, first &+ 2))
        assert(isFollowingItsCards, "the table's sets were not followed")
    }

    /// Takes the set numbered `number` off the table; the later cards close up, the sets
    /// without them stay, renumbered. No branch on the cards.
    mutating func remove(setNumbered number: Int) {
        let taken = set(numbered: number)
        let slots = SlotBits.slots(of: taken)
        let (cards, slotBits) = (self.cards, self.slotBits)
        let gone = (Int(cards[slots.0]), Int(cards[slots.1]), Int(cards[slots.2]))
        slotBits[gone.0] = 0
        slotBits[gone.1] = 0
        slotBits[gone.2] = 0
        keepSets(apartFrom: taken)
        for number in 0..<count {
            sets[number] = SlotBits.closedUp(sets[number], after: slots)
        }
        // Every card from the first removed on moves to the next free slot; a removed card is
        // written too and then overwritten, and its bit cleared again below.
        var write = slots.0
        for read in slots.0..<cardCount {
            let card = Int(cards[read])
            let stays = 1 &- SlotBits.oneIfEmpty(slotBits[card])  // 0 for a removed card (its bit cleared above)
            cards[write] = UInt8(truncatingIfNeeded: card)
            slotBits[card] = SlotBits.bit(of: write)
            write &+= stays
        }
        slotBits[gone.0] = 0
        slotBits[gone.1] = 0
        slotBits[gone.2] = 0
        cardCount -= 3
        assert(isFollowingItsCards, "the table's sets were not followed")
    }

    /// Keeps, in order, the sets that share no slot with `taken`. Counted, not branched on:
    /// which sets stay is not predictable.
    @inline(__always)
    private mutating func keepSets(apartFrom taken: UInt64) {
        var kept = 0
        for number in 0..<count {
            let set = sets[number]
            sets[kept] = set
            kept &+= SlotBits.oneIfEmpty(set & taken)
        }
        count = kept
    }

    /// Adds the sets holding any of the three new cards at `newSlots` (already in ``cards``,
    /// with no bit yet), then gives them their bits.
    ///
    /// A set of a new card and two cards already there is a pair of those cards, each the
    /// other's third with the new card: one pass over the table ORs together, for each new
    /// card, the bits of the third card of its pair with each card (a card with no bit adds
    /// nothing), with no branch on the cards. A set then shows as the bits of its two cards
    /// there. A set of two or three new cards is looked up on its own (the pass, pairing a
    /// new card with another, ORs the bit of their third, which is crossed off first).
    @inline(__always)
    private mutating func addSets(withNewCardsAt newSlots: (Int, Int, Int)) {
        let (cards, slotBits) = (self.cards, self.slotBits)
        let new = (Int(cards[newSlots.0]), Int(cards[newSlots.1]), Int(cards[newSlots.2]))
        let newBits = (SlotBits.bit(of: newSlots.0), SlotBits.bit(of: newSlots.1), SlotBits.bit(of: newSlots.2))
        let rows = (thirds + new.0 &* 81, thirds + new.1 &* 81, thirds + new.2 &* 81)
        let thirdOf01 = Int(rows.0[new.1])
        let thirdOf02 = Int(rows.0[new.2])
        let thirdOf12 = Int(rows.1[new.2])
        let bitsOf = (slotBits[thirdOf01], slotBits[thirdOf02], slotBits[thirdOf12])
        var found = orOfThirdBits(in: rows)
        found.0 &= ~(bitsOf.0 | bitsOf.1)
        found.1 &= ~(bitsOf.0 | bitsOf.2)
        found.2 &= ~(bitsOf.1 | bitsOf.2)
        var sets = SortedSets(base: self.sets, count: count)
        Self.forEachPair(in: found.0, row: rows.0, cards: cards, slotBits: slotBits) { sets.insert(newBits.0 | $0) }
        Self.forEachPair(in: found.1, row: rows.1, cards: cards, slotBits: slotBits) { sets.insert(newBits.1 | $0) }
        Self.forEachPair(in: found.2, row: rows.2, cards: cards, slotBits: slotBits) { sets.insert(newBits.2 | $0) }
        // Two new cards: the third was there, or is the last new card.
        if bitsOf.0 != 0 {
            sets.insert(newBits.0 | newBits.1 | bitsOf.0)
        } else if thirdOf01 == new.2 {
            sets.insert(newBits.0 | newBits.1 | newBits.2)
        }
        if bitsOf.1 != 0 { sets.insert(newBits.0 | newBits.2 | bitsOf.1) }
        if bitsOf.2 != 0 { sets.insert(newBits.1 | newBits.2 | bitsOf.2) }
        count = sets.count
        slotBits[new.0] = newBits.0
        slotBits[new.1] = newBits.1
        slotBits[new.2] = newBits.2
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

    /// Calls `body` once for each pair in `found`, the bits of the cards that make a set with
    /// one card (whose row of ``SetFinder/thirdCard`` is `row`), each with its partner: the
    /// pair's two bits, the pair with the earliest card first. Shared by the whole search and
    /// by the sets of new cards.
    @inline(__always)
    private static func forEachPair(
        in found: UInt64, row: UnsafePointer<UInt8>, cards: UnsafeMutablePointer<UInt8>, slotBits: UnsafeMutablePointer<UInt64>,
        _ body: (UInt64) -> Void
    ) {
        var found = found
        while found != 0 {
            let slot = SlotBits.earliestSlot(in: found)
            let pair = SlotBits.bit(of: slot) | slotBits[Int(row[Int(cards[slot])])]
            found &= ~pair
            body(pair)
        }
    }

    /// The sets in order, held in locals while sets are added (stores through the pointer
    /// would otherwise make the compiler read ``count`` again after each).
    private struct SortedSets {
        let base: UnsafeMutablePointer<UInt64>
        var count: Int

        /// Adds the set `set`, which follows all the others.
        @inline(__always)
        mutating func append(_ set: UInt64) {
            base[count] = set
            count &+= 1
        }

        /// Inserts the set `set` in its place (at the latest after `base[-1]`, above any set).
        @inline(__always)
        mutating func insert(_ set: UInt64) {
            var place = count
            while base[place &- 1] < set {
                base[place] = base[place &- 1]
                place &-= 1
            }
            base[place] = set
            count &+= 1
        }
    }

    /// Whether the sets are exactly those a whole search finds among the table's cards, and
    /// the bits of the cards those of their slots.
    var isFollowingItsCards: Bool {
        var found: [UInt64] = []
        let cards = self.cards
        _ = SetFinder.forEachSet(count: cardCount, index: { Int(cards[$0]) }) { first, second, third in
            found.append(SlotBits.bit(of: first) | SlotBits.bit(of: second) | SlotBits.bit(of: third))
            return true
        }
        var bits = [UInt64](repeating: 0, count: 81)
        for slot in 0..<cardCount { bits[Int(cards[slot])] = SlotBits.bit(of: slot) }
        return found == Array(UnsafeBufferPointer(start: sets, count: count))
            && bits == Array(UnsafeBufferPointer(start: slotBits, count: 81))
    }
}
