/// The sets on a SET table, followed from one table to the next instead of searched whole on
/// every table: SET's ``MatchIndex``, kept by every ``MatchingGame`` of SET for its hints,
/// its end (R11), the computer opponent and the simulator alike.
///
/// A whole search looks at every pair of cards. When a card comes onto the table, only the
/// pairs it makes with the cards there can make new sets (11 pairs at 12 cards), and the
/// table's other sets stay; when cards leave, their sets go and the rest stay; a table
/// closing up keeps its sets, renumbered, with no search at all. The sets are kept in
/// ``SetFinder``'s order (slots ascending within a set, sets ascending), so a pick among
/// them is the same as among the finder's. A property test holds them to a whole search
/// over random play.
///
/// Each slot is a bit of a `UInt64` (see ``SlotBits``), so the sets of up to 64 cards are
/// followed; a larger table, reached only by dealing past sets again and again, is searched
/// whole when asked, and followed again once it is back to 64. The cards, their slots and
/// the sets share one buffer, copied on write; the game's moves read and write it through
/// pointers, with no branch on the cards where the cards decide.
public struct SetsOnTable: MatchIndex, @unchecked Sendable {
    /// The buffer; `nil` while the table has more than ``mostCards`` cards.
    private var storage: Storage?

    /// The most cards whose sets are followed: a slot for each bit of a `UInt64`.
    static let mostCards = 64

    public init(table: [Card<SetCard>]) {
        follow(table)
    }

    @inline(__always)
    public func count(on table: [Card<SetCard>]) -> Int {
        guard let storage else { return Self.searched(table).count }
        return storage.counts.count
    }

    @inline(__always)
    public func containsMatch(on table: [Card<SetCard>]) -> Bool {
        guard let storage else { return SetCard.containsMatch(in: table.lazy.map(\.content)) }
        return storage.counts.count > 0
    }

    @inline(__always)
    public func slots(ofMatchNumbered number: Int, on table: [Card<SetCard>]) -> SetSlots {
        guard let storage else {
            let sets = Self.searched(table)
            precondition(number >= 0 && number < sets.count, "no such set on the table")
            return SetSlots(sets[number])
        }
        return storage.withUnsafeMutablePointers { header, elements in
            precondition(number >= 0 && number < header.pointee.count, "no such set on the table")
            return SetSlots(SlotBits.slots(of: Layout(header, elements).sets[number]))
        }
    }

    /// Every set on `table`, by a whole search.
    @inline(never)
    private static func searched(_ table: [Card<SetCard>]) -> [[Int]] {
        SetCard.allMatches(in: table.map(\.content))
    }

    public func matches(on table: [Card<SetCard>]) -> [[Int]] {
        guard let storage else { return SetCard.allMatches(in: table.map(\.content)) }
        return storage.withUnsafeMutablePointers { header, elements in
            UnsafeBufferPointer(start: Layout(header, elements).sets, count: header.pointee.count).map {
                Array(SetSlots(SlotBits.slots(of: $0)))
            }
        }
    }

    @inline(__always)
    public mutating func replaced(_ slots: some Collection<Int>, on table: [Card<SetCard>]) {
        guard storage != nil, table.count == storage.unsafelyUnwrapped.counts.cardCount else { return follow(table) }
        makeStorageUnique(adding: slots.count, cards: table.count)
        table.withUnsafeBufferPointer { table in
            storage.unsafelyUnwrapped.withUnsafeMutablePointers { header, elements in
                let layout = Layout(header, elements)
                var taken: UInt64 = 0
                for slot in slots {
                    layout.slotBits[Int(layout.cards[slot])] = 0
                    layout.cards[slot] = UInt8(truncatingIfNeeded: table[slot].content.index)
                    taken |= SlotBits.bit(of: slot)
                }
                var count = header.pointee.count
                layout.keepSets(apartFrom: taken, count: &count)
                header.pointee.count = count
                layout.addSets(ofCardsAt: slots)
            }
        }
    }

    /// Replaces the set numbered `number` on `table` and in the buffer in one pass: the old
    /// cards' bits cleared, the deck's next three written to both, the sets with the old
    /// cards dropped, the new cards' sets added.
    @inline(__always)
    public mutating func replaceMatch(
        numbered number: Int, on table: inout [Card<SetCard>], by deck: [Card<SetCard>], from next: inout Int
    ) {
        let cardCount = table.count
        guard storage != nil, cardCount == storage.unsafelyUnwrapped.counts.cardCount else {
            return replaceMatchBySlots(numbered: number, on: &table, by: deck, from: &next)
        }
        let first = next
        precondition(first >= 0 && first &+ 3 <= deck.count, "three cards left in the deck")
        makeStorageUnique(adding: 3, cards: cardCount)
        var span = table.mutableSpan
        deck.withUnsafeBufferPointer { deck in
            span.withUnsafeMutableBufferPointer { table in
                storage.unsafelyUnwrapped.withUnsafeMutablePointers { header, elements in
                    let layout = Layout(header, elements)
                    var count = header.pointee.count
                    precondition(number >= 0 && number < count, "no such set on the table")
                    let taken = layout.sets[number]
                    let slots = SlotBits.slots(of: taken)
                    table[slots.0] = deck[first]
                    table[slots.1] = deck[first &+ 1]
                    table[slots.2] = deck[first &+ 2]
                    layout.replace(
                        taken, by: (deck[first].content.storedIndex, deck[first &+ 1].content.storedIndex, deck[first &+ 2].content.storedIndex),
                        among: cardCount, count: &count)
                    header.pointee.count = count
                }
            }
        }
        next = first &+ 3
    }

    /// Removes the set numbered `number` from `table` and the buffer in one pass: the sets
    /// with its cards dropped, the others renumbered, the later cards of both closing up.
    @inline(__always)
    public mutating func removeMatch(numbered number: Int, from table: inout [Card<SetCard>]) {
        guard storage != nil, table.count == storage.unsafelyUnwrapped.counts.cardCount else {
            return removeMatchBySlots(numbered: number, from: &table)
        }
        makeStorageUnique(adding: 0, cards: table.count)
        var span = table.mutableSpan
        let kept = span.withUnsafeMutableBufferPointer { table in
            storage.unsafelyUnwrapped.withUnsafeMutablePointers { header, elements in
                let layout = Layout(header, elements)
                var count = header.pointee.count
                precondition(number >= 0 && number < count, "no such set on the table")
                let kept = layout.remove(layout.sets[number], from: table.baseAddress!, among: header.pointee.cardCount, count: &count)
                header.pointee.count = count
                header.pointee.cardCount = kept
                return kept
            }
        }
        // One by one: `removeLast(_:)` replaces a subrange, a call of some 80 instructions.
        for _ in kept..<table.count { table.removeLast() }
    }

    /// Starts over on the deck `source` in `order` (positions in `source`, the first dealt
    /// first) and plays on as ``Dealer/playOut(shuffling:by:observing:choosing:)`` says, every
    /// move made here: the table's first `tableSize` cards dealt; while the table holds a set,
    /// the one numbered `choose(sets)` replaced by the deck's next three (the table no larger
    /// than `tableSize`, the deck not empty) or removed, the table closing up (the deck
    /// empty or the table larger); otherwise `dealSize` (3) cards dealt.
    ///
    /// The cards are followed as their positions, one byte each, and the buffer is made this
    /// index's own once for all the moves; only the cards left are written to `table` at the
    /// end. Stops, each table before it shown to `observe`, when play is done (R11) or before
    /// a deal past ``mostCards``, which it leaves to the dealer. Returns how many of `order`
    /// were dealt; 0, the table untouched, when the first deal would pass ``mostCards``, or
    /// the deck could run out within a set (deals not of 3, or a deck not in threes after
    /// the first deal): the dealer then plays every move.
    @inline(__always)
    public mutating func playOut(
        order: UnsafeBufferPointer<UInt8>, of source: [Card<SetCard>], table: inout [Card<SetCard>], tableSize: Int,
        dealSize: Int, observing observe: (_ cards: Int, _ matches: Int) -> Void, choosing choose: (_ matches: Int) -> Int
    ) -> Int {
        let deckCount = order.count
        let firstDeal = min(tableSize, deckCount)
        // The deck runs out within no set when what is left after the first deal comes in
        // threes (a full deck's 69), as sets and deals take it.
        guard firstDeal <= Self.mostCards, dealSize == 3, (deckCount &- firstDeal) % 3 == 0 else { return 0 }
        precondition(source.count == deckCount, "an order of the whole deck")
        // Room for the most sets `mostCards` cards can hold (a pair of cards is in one set).
        let mostSets = Self.mostCards * (Self.mostCards - 1) / 6
        if storage == nil {
            storage = Storage.make(setCapacity: mostSets)
        } else if !isKnownUniquelyReferenced(&storage) || storage.unsafelyUnwrapped.counts.capacity < mostSets {
            storage = Storage.make(setCapacity: max(mostSets, storage.unsafelyUnwrapped.counts.capacity))
        }
        var next = firstDeal
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.mostCards) { positions in
            let onTable = positions.baseAddress!
            source.withUnsafeBufferPointer { source in
                /// The content of the card at `position` of the deck in `order`, as a byte.
                func content(_ position: Int) -> UInt8 { source[Int(order[position])].content.storedIndex }
                storage.unsafelyUnwrapped.withUnsafeMutablePointers { header, elements in
                    let layout = Layout(header, elements)
                    for slot in 0..<header.pointee.cardCount { layout.slotBits[Int(layout.cards[slot])] = 0 }
                    for slot in 0..<firstDeal {
                        onTable[slot] = order[slot]
                        layout.cards[slot] = content(slot)
                    }
                    var cardCount = firstDeal
                    var count = layout.setsOfDealt(firstDeal)
                    while true {
                        let left = deckCount &- next
                        if count == 0 {
                            if left == 0 || cardCount &+ 3 > Self.mostCards { break }
                            observe(cardCount, 0)
                            let first = cardCount
                            for offset in 0..<3 {
                                onTable[first &+ offset] = order[next &+ offset]
                                layout.cards[first &+ offset] = content(next &+ offset)
                            }
                            next &+= 3
                            cardCount &+= 3
                            layout.addSets(ofThreeCardsAt: (first, first &+ 1, first &+ 2), among: cardCount, count: &count)
                            continue
                        }
                        observe(cardCount, count)
                        let number = choose(count)
                        precondition(number >= 0 && number < count, "no such set on the table")
                        let taken = layout.sets[number]
                        if cardCount <= tableSize, left > 0 {
                            let slots = SlotBits.slots(of: taken)
                            onTable[slots.0] = order[next]
                            onTable[slots.1] = order[next &+ 1]
                            onTable[slots.2] = order[next &+ 2]
                            layout.replace(
                                taken, by: (content(next), content(next &+ 1), content(next &+ 2)), among: cardCount, count: &count)
                            next &+= 3
                        } else {
                            cardCount = layout.remove(taken, from: onTable, among: cardCount, count: &count)
                        }
                    }
                    header.pointee.cardCount = cardCount
                    header.pointee.count = count
                    // At once: an append of each card would check the table's buffer for a copy.
                    withUnsafeTemporaryAllocation(of: Card<SetCard>.self, capacity: cardCount) { cards in
                        for slot in 0..<cardCount { cards.initializeElement(at: slot, to: source[Int(onTable[slot])]) }
                        table.replaceSubrange(table.indices, with: UnsafeBufferPointer(cards))
                    }
                }
            }
        }
        return next
    }

    public mutating func removed(_ slots: some BidirectionalCollection<Int>, on table: [Card<SetCard>]) {
        guard storage != nil, let first = slots.first else { return follow(table) }
        makeStorageUnique(adding: 0, cards: table.count)
        storage.unsafelyUnwrapped.withUnsafeMutablePointers { header, elements in
            let layout = Layout(header, elements)
            var taken: UInt64 = 0
            for slot in slots {
                layout.slotBits[Int(layout.cards[slot])] = 0
                taken |= SlotBits.bit(of: slot)
            }
            var count = header.pointee.count
            layout.keepSets(apartFrom: taken, count: &count)
            header.pointee.count = count
            for number in 0..<count {
                layout.sets[number] = SlotBits.closedUp(layout.sets[number], after: taken)
            }
            // Every card after the first removed moves to the next free slot; a removed card
            // (no bit) is written too and then overwritten.
            var write = first
            let cardCount = header.pointee.cardCount
            for read in first..<cardCount {
                let card = Int(layout.cards[read])
                let stays = 1 &- SlotBits.oneIfEmpty(layout.slotBits[card])
                layout.cards[write] = UInt8(truncatingIfNeeded: card)
                layout.slotBits[card] = SlotBits.bit(of: write) &* UInt64(stays)
                write &+= stays
            }
            header.pointee.cardCount = write
        }
    }

    public mutating func appended(from first: Int, on table: [Card<SetCard>]) {
        guard storage != nil, table.count <= Self.mostCards else { return follow(table) }
        table.withUnsafeBufferPointer { table in
            makeStorageUnique(adding: table.count &- first, cards: table.count)
            storage.unsafelyUnwrapped.withUnsafeMutablePointers { header, elements in
                let layout = Layout(header, elements)
                for slot in first..<table.count { layout.cards[slot] = UInt8(truncatingIfNeeded: table[slot].content.index) }
                header.pointee.cardCount = table.count
                layout.addSets(ofCardsAt: first..<table.count)
            }
        }
    }

    public mutating func reset(to table: [Card<SetCard>]) {
        guard storage != nil, table.count <= Self.mostCards, isKnownUniquelyReferenced(&storage),
            storage!.counts.capacity >= Storage.setCapacity(forCards: table.count)
        else { return follow(table) }
        storage!.withUnsafeMutablePointers { header, elements in
            let layout = Layout(header, elements)
            for slot in 0..<header.pointee.cardCount { layout.slotBits[Int(layout.cards[slot])] = 0 }
            header.pointee.count = 0
            layout.deal(table)
        }
    }

    /// Follows `table` from its cards dealt one by one onto an empty table, or stops
    /// following when it has more than ``mostCards`` cards.
    private mutating func follow(_ table: [Card<SetCard>]) {
        storage = nil
        guard table.count <= Self.mostCards else { return }
        let storage = Storage.make(setCapacity: Storage.setCapacity(forCards: table.count))
        storage.withUnsafeMutablePointers { Layout($0, $1).deal(table) }
        self.storage = storage
    }

    /// Makes the buffer this index's own, copied first if it is shared, with room for the
    /// sets of `newCards` cards coming onto a table of `cards` (them included): each makes a
    /// set with at most half the others. The buffer is not returned: a reference returned
    /// is retained and released around every move.
    @inline(__always)
    private mutating func makeStorageUnique(adding newCards: Int, cards: Int) {
        let isUnique = isKnownUniquelyReferenced(&storage)
        let header = storage.unsafelyUnwrapped.counts
        let needed = header.count &+ (newCards &* cards) >> 1
        if isUnique, needed <= header.capacity { return }
        storage = storage.unsafelyUnwrapped.copy(setCapacity: max(needed, header.capacity))
    }
}

extension SetsOnTable {
    /// The counts at the head of the buffer.
    struct Header {
        /// How many cards are on the table.
        var cardCount = 0
        /// How many sets are on the table.
        var count = 0
        /// How many sets the buffer has room for.
        var capacity: Int
        /// ``SetFinder/thirds``, read once when the buffer is made: a move reading the
        /// global itself pays its lazy start's check, a call that also kept the buffer
        /// retained.
        let thirds = SetFinder.thirds
    }

    /// One buffer of `UInt64`s: ``Layout/slotBits`` (81), the cards by slot as bytes
    /// (``mostCards``), then a number above any set, then the sets.
    ///
    /// Shared between copies of a game, it is written only when this index holds the only
    /// reference (``makeStorageUnique(adding:cards:)``), so it is as safe to send as an array.
    final class Storage: ManagedBuffer<Header, UInt64>, @unchecked Sendable {
        /// Where the cards start, in `UInt64`s.
        static let cardsOffset = 81
        /// Where the sets start, after the number above them.
        static let setsOffset = cardsOffset + SetsOnTable.mostCards / 8 + 1

        /// Room for the sets of a table of `cards` cards dealt onto it one by one, as
        /// ``SetsOnTable/makeStorageUnique(adding:cards:)`` counts them: 32 at least.
        static func setCapacity(forCards cards: Int) -> Int {
            max(32, cards * cards / 2)
        }

        /// An empty table with room for `setCapacity` sets.
        static func make(setCapacity: Int) -> Storage {
            let buffer = create(minimumCapacity: setsOffset + setCapacity) { _ in Header(capacity: setCapacity) }
            let storage = unsafeDowncast(buffer, to: Storage.self)
            storage.withUnsafeMutablePointers { header, elements in
                header.pointee.capacity = storage.capacity - setsOffset
                elements.initialize(repeating: 0, count: setsOffset)
                elements[setsOffset - 1] = .max
            }
            return storage
        }

        /// A copy with room for `setCapacity` sets.
        func copy(setCapacity: Int) -> Storage {
            let copy = Storage.make(setCapacity: setCapacity)
            withUnsafeMutablePointers { header, elements in
                copy.withUnsafeMutablePointers { copyHeader, copyElements in
                    copyHeader.pointee.cardCount = header.pointee.cardCount
                    copyHeader.pointee.count = header.pointee.count
                    copyElements.update(from: elements, count: Storage.setsOffset + header.pointee.count)
                }
            }
            return copy
        }

        /// The counts, read without the exclusivity check of ``header``.
        @inline(__always)
        var counts: Header {
            withUnsafeMutablePointerToHeader { $0.pointee }
        }
    }

    /// The buffer's parts, and the moves of its sets.
    struct Layout {
        let header: UnsafeMutablePointer<Header>
        /// `slotBits[card]`: the bit of the card's slot, 0 when the card is not on the table
        /// (or is just coming onto it). A pass over the table ORs them together to learn
        /// which slots hold the third cards of a card's pairs.
        let slotBits: UnsafeMutablePointer<UInt64>
        /// The table as card indices, by slot.
        let cards: UnsafeMutablePointer<UInt8>
        /// The sets, each as the bits of its slots, in the finder's order (descending as
        /// numbers). Before the first, `sets[-1]` holds a number above any set.
        let sets: UnsafeMutablePointer<UInt64>
        /// ``SetFinder/thirds``, from the header.
        let thirds: UnsafePointer<UInt8>

        init(_ header: UnsafeMutablePointer<Header>, _ elements: UnsafeMutablePointer<UInt64>) {
            self.header = header
            thirds = header.pointee.thirds
            slotBits = elements
            cards = UnsafeMutableRawPointer(elements + Storage.cardsOffset).assumingMemoryBound(to: UInt8.self)
            sets = elements + Storage.setsOffset
        }

        /// Puts the card of content `card` at `slot` of ``cards`` in place of the card there,
        /// whose bit it clears; the new card gets its bit when its sets are added.
        @inline(__always)
        func put(_ card: UInt8, at slot: Int) {
            slotBits[Int(cards[slot])] = 0
            cards[slot] = card
        }

        /// Keeps, in order, the sets that share no slot with `taken`. Counted, not branched
        /// on: which sets stay is not predictable.
        @inline(__always)
        func keepSets(apartFrom taken: UInt64, count: inout Int) {
            var kept = 0
            for number in 0..<count {
                let set = sets[number]
                sets[kept] = set
                kept &+= SlotBits.oneIfEmpty(set & taken)
            }
            count = kept
        }

        /// Replaces, in ``cards``, the set `taken` of a table of `cardCount` cards by the
        /// three cards `new` (contents, in slot order): the sets of the old cards dropped,
        /// those of the new added, of the first `count` sets.
        @inline(__always)
        func replace(_ taken: UInt64, by new: (UInt8, UInt8, UInt8), among cardCount: Int, count: inout Int) {
            let slots = SlotBits.slots(of: taken)
            put(new.0, at: slots.0)
            put(new.1, at: slots.1)
            put(new.2, at: slots.2)
            keepSets(apartFrom: taken, count: &count)
            addSets(ofThreeCardsAt: slots, among: cardCount, count: &count)
        }

        /// Removes the set `taken` from `table` (of `cardCount` cards, each as the caller
        /// keeps it) and ``cards``, the later cards of both closing up: the sets of its cards dropped, the others of the
        /// first `count` renumbered. Returns how many cards are left.
        @inline(__always)
        func remove<Slot>(_ taken: UInt64, from table: UnsafeMutablePointer<Slot>, among cardCount: Int, count: inout Int) -> Int {
            let slots = SlotBits.slots(of: taken)
            slotBits[Int(cards[slots.0])] = 0
            slotBits[Int(cards[slots.1])] = 0
            slotBits[Int(cards[slots.2])] = 0
            keepSets(apartFrom: taken, count: &count)
            for number in 0..<count {
                sets[number] = SlotBits.closedUp(sets[number], after: taken)
            }
            // Every card after the first removed moves to the next free slot, on the table
            // and in the buffer; a removed card (no bit) is written too and then overwritten.
            var write = slots.0
            for read in slots.0..<cardCount {
                let card = Int(cards[read])
                let stays = 1 &- SlotBits.oneIfEmpty(slotBits[card])
                cards[write] = UInt8(truncatingIfNeeded: card)
                table[write] = table[read]
                slotBits[card] = SlotBits.bit(of: write) &* UInt64(stays)
                write &+= stays
            }
            return write
        }

        /// Deals the cards of `table` one by one onto an empty table with no sets.
        func deal(_ table: [Card<SetCard>]) {
            table.withUnsafeBufferPointer { table in
                for slot in table.indices { cards[slot] = table[slot].content.storedIndex }
            }
            header.pointee.cardCount = table.count
            header.pointee.count = setsOfDealt(table.count)
        }

        /// Gives the first `cardCount` cards of ``cards``, with no bits yet, their bits, one by
        /// one, as if dealt onto an empty table; returns how many sets they hold, now in
        /// ``sets``.
        @inline(__always)
        func setsOfDealt(_ cardCount: Int) -> Int {
            // Each card pairs with the cards before it only: those after it pair with it in turn.
            var count = 0
            for slot in 0..<cardCount { addSets(ofCardAt: slot, among: slot, count: &count) }
            return count
        }

        /// Adds the sets of the cards new at `slots` (already in ``cards``, with no bit yet),
        /// and gives them their bits: three at once, as a deal or a set replaced brings
        /// them, otherwise one by one.
        @inline(__always)
        func addSets(ofCardsAt slots: some Collection<Int>) {
            let cardCount = header.pointee.cardCount
            var count = header.pointee.count
            if slots.count == 3 {
                var slot = slots.startIndex
                let first = slots[slot]
                slots.formIndex(after: &slot)
                let second = slots[slot]
                slots.formIndex(after: &slot)
                addSets(ofThreeCardsAt: (first, second, slots[slot]), among: cardCount, count: &count)
            } else {
                for slot in slots { addSets(ofCardAt: slot, among: cardCount, count: &count) }
            }
            header.pointee.count = count
        }

        /// Adds the sets holding any of the three new cards at `newSlots`, then gives them
        /// their bits.
        ///
        /// A set of a new card and two cards already there is a pair of those cards, each the
        /// other's third with the new card: one pass over the table ORs together, for each new
        /// card, the bits of the third card of its pair with each card (a card with no bit adds
        /// nothing), with no branch on the cards. A set then shows as the bits of its two cards
        /// there. A set of two or three new cards is looked up on its own (the pass, pairing a
        /// new card with another, ORs the bit of their third, which is crossed off first).
        @inline(__always)
        func addSets(ofThreeCardsAt newSlots: (Int, Int, Int), among cardCount: Int, count: inout Int) {
            let new = (Int(cards[newSlots.0]), Int(cards[newSlots.1]), Int(cards[newSlots.2]))
            let newBits = (SlotBits.bit(of: newSlots.0), SlotBits.bit(of: newSlots.1), SlotBits.bit(of: newSlots.2))
            let rows = (thirds + new.0 &* 81, thirds + new.1 &* 81, thirds + new.2 &* 81)
            let thirdOf01 = Int(rows.0[new.1])
            let bitsOf = (slotBits[thirdOf01], slotBits[Int(rows.0[new.2])], slotBits[Int(rows.1[new.2])])
            var found: (UInt64, UInt64, UInt64) = (0, 0, 0)
            for slot in 0..<cardCount {
                let card = Int(cards[slot])
                found.0 |= slotBits[Int(rows.0[card])]
                found.1 |= slotBits[Int(rows.1[card])]
                found.2 |= slotBits[Int(rows.2[card])]
            }
            found.0 &= ~(bitsOf.0 | bitsOf.1)
            found.1 &= ~(bitsOf.0 | bitsOf.2)
            found.2 &= ~(bitsOf.1 | bitsOf.2)
            forEachPair(in: found.0, row: rows.0) { insert(newBits.0 | $0, count: &count) }
            forEachPair(in: found.1, row: rows.1) { insert(newBits.1 | $0, count: &count) }
            forEachPair(in: found.2, row: rows.2) { insert(newBits.2 | $0, count: &count) }
            // Two new cards: the third was there, or is the last new card.
            if bitsOf.0 != 0 {
                insert(newBits.0 | newBits.1 | bitsOf.0, count: &count)
            } else if thirdOf01 == new.2 {
                insert(newBits.0 | newBits.1 | newBits.2, count: &count)
            }
            if bitsOf.1 != 0 { insert(newBits.0 | newBits.2 | bitsOf.1, count: &count) }
            if bitsOf.2 != 0 { insert(newBits.1 | newBits.2 | bitsOf.2, count: &count) }
            slotBits[new.0] = newBits.0
            slotBits[new.1] = newBits.1
            slotBits[new.2] = newBits.2
        }

        /// Calls `body` once for each pair in `found`, the bits of the cards that make a set
        /// with one card (whose row of ``SetFinder/thirdCard`` is `row`), each with its
        /// partner: the pair's two bits.
        @inline(__always)
        func forEachPair(in found: UInt64, row: UnsafePointer<UInt8>, _ body: (UInt64) -> Void) {
            var found = found
            while found != 0 {
                let slot = SlotBits.earliestSlot(in: found)
                let pair = SlotBits.bit(of: slot) | slotBits[Int(row[Int(cards[slot])])]
                found &= ~pair
                body(pair)
            }
        }

        /// Inserts `set` in its place among the first `count` sets, in the finder's order (at
        /// the latest after `sets[-1]`, above any set). The count is a local of the caller,
        /// not the header's: a store through a pointer would make the compiler read it again.
        @inline(__always)
        func insert(_ set: UInt64, count: inout Int) {
            var place = count
            while sets[place &- 1] < set {
                sets[place] = sets[place &- 1]
                place &-= 1
            }
            sets[place] = set
            count &+= 1
        }

        /// Adds the sets of the card at `slot`, new on the table, with the first `cardCount`
        /// cards there (those with a bit), and gives it its bit. The buffer has room for them.
        ///
        /// A set of the new card and two cards there is a pair of those cards, each the
        /// other's third with the new card: one pass over the table ORs together, with no
        /// branch on the cards, the bits of the third card of the new card's pair with each
        /// card, and a set shows as the bits of its two cards. A card still coming (no bit)
        /// adds nothing itself; its third with the new card, if there, shows without a
        /// partner and is passed over.
        @inline(__always)
        func addSets(ofCardAt slot: Int, among cardCount: Int, count: inout Int) {
            let card = Int(cards[slot])
            let bit = SlotBits.bit(of: slot)
            let row = thirds + card &* 81
            var found: UInt64 = 0
            for other in 0..<cardCount { found |= slotBits[Int(row[Int(cards[other])])] }
            while found != 0 {
                let earlier = SlotBits.earliestSlot(in: found)
                let partner = slotBits[Int(row[Int(cards[earlier])])]
                found &= ~(SlotBits.bit(of: earlier) | partner)
                if partner != 0 { insert(bit | SlotBits.bit(of: earlier) | partner, count: &count) }
            }
            slotBits[card] = bit
        }
    }
}

/// The three slots of a set, ascending.
public struct SetSlots: RandomAccessCollection, Sendable {
    private let slots: (Int, Int, Int)

    init(_ slots: (Int, Int, Int)) {
        self.slots = slots
    }

    init(_ slots: [Int]) {
        self.slots = (slots[0], slots[1], slots[2])
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { 3 }

    public subscript(position: Int) -> Int {
        precondition(position >= 0 && position < 3, "a set has three slots")
        return position == 0 ? slots.0 : position == 1 ? slots.1 : slots.2
    }
}
