/// The deck and the table of a game, and the rules that move cards between them: a match
/// taken off the table is replaced in place while the table holds no more than its size and
/// the deck has cards, otherwise the table closes up (R6); a deal puts more cards on its end
/// (R8); play is done when the deck is empty and no match is left (R11). Under a chain rule
/// (Set-Chain) the last match stays at the table's end (``takeIntoChain(_:replacing:dealing:)``).
/// The matches on the table are kept, as it changes, by the content's ``Matchable/TableIndex``.
///
/// Every ``MatchingGame`` moves its cards through one, adding the selection, the score and
/// the statistics; the simulator plays on one alone, at the speed of the rules.
public struct Dealer<Content: Matchable>: Hashable, Sendable {
    /// The deck in the order dealt; the first ``dealt`` have been dealt, so dealing a card
    /// moves no card.
    private var cards: [Card<Content>]
    /// How many of ``cards`` have been dealt.
    private var dealt: Int
    /// Cards on the table, in slot order. Written by the dealer's moves alone (here and in
    /// Dealer+Chain.swift), which tell ``index`` of each change.
    public internal(set) var table: [Card<Content>]
    /// Under a chain rule (``MatchRule/chainLength``), the cards of the last match, which
    /// stay at the end of the table until the next match uses some of them; otherwise empty.
    /// Written by the dealer's moves alone.
    public internal(set) var chain: [CardID]
    /// Which groups count as matches (R12).
    public let rule: MatchRule
    /// How many cards the table is dealt and kept to, not counting a chain.
    public let tableSize: Int
    /// How many cards a match holds under ``rule``.
    public let matchSize: Int
    /// Whether the content's own rule judges a group, so ``index`` holds the matches (the
    /// rule's ``MatchRule/judgesContent``, read once).
    private let judgesContent: Bool
    /// The content's matches on the table, followed from the table (not compared). Told of
    /// every change by the dealer's moves alone.
    var index: Content.TableIndex

    /// Cards still to be dealt; the first is dealt next.
    public var deck: ArraySlice<Card<Content>> {
        cards[dealt...]
    }

    /// How many cards are still to be dealt.
    public var cardsInDeck: Int {
        cards.count &- dealt
    }

    /// A dealer of `deck` in the given order, the rule's table size of cards (or all, if
    /// fewer) dealt onto the table.
    public init(deck: [Card<Content>], rule: MatchRule = .standard) {
        let dealt = min(rule.tableSize ?? Content.initialTableSize, deck.count)
        var table: [Card<Content>] = []
        table.reserveCapacity(min(deck.count, dealt + 3 * Content.dealSize))  // room for three deals
        // One by one, read through a buffer: a generic `append(contentsOf:)` resolves the
        // slice's associated types at run time, and the array's own subscript and
        // `dropFirst`, unspecialized, are standard library code a start-up ran for nothing else.
        deck.withUnsafeBufferPointer { deck in
            for index in 0..<dealt { table.append(deck[index]) }
        }
        self.init(cards: deck, dealt: dealt, table: table, chain: [], rule: rule)
    }

    /// A dealer at a position: `deck` still to deal, `table` dealt, `chain` the last match
    /// under a chain rule.
    init(deck: [Card<Content>], table: [Card<Content>], chain: [CardID] = [], rule: MatchRule) {
        self.init(cards: deck, dealt: 0, table: table, chain: chain, rule: rule)
    }

    private init(cards: [Card<Content>], dealt: Int, table: [Card<Content>], chain: [CardID], rule: MatchRule) {
        self.cards = cards
        self.dealt = dealt
        self.table = table
        self.chain = chain
        self.rule = rule
        tableSize = rule.tableSize ?? Content.initialTableSize
        matchSize = MatchingGame<Content>.matchSize(under: rule)
        judgesContent = rule.judgesContent
        index = Content.TableIndex(table: table)
    }

    /// Two dealers are equal when their decks, tables, chains and rules are: not the deck's
    /// cards dealt before.
    public static func == (lhs: Dealer, rhs: Dealer) -> Bool {
        lhs.deck == rhs.deck && lhs.table == rhs.table && lhs.chain == rhs.chain && lhs.rule == rhs.rule
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(cardsInDeck)
        for card in deck { hasher.combine(card) }
        hasher.combine(table)
        hasher.combine(chain)
        hasher.combine(rule)
    }

    /// Deals the deck's next card.
    @inline(__always)
    mutating func nextCard() -> Card<Content> {
        defer { dealt &+= 1 }
        return cards[dealt]
    }

    /// Whether ``index`` answers for the matches: the content judges them and no chain
    /// restricts them.
    private var asksIndex: Bool {
        judgesContent && chain.isEmpty
    }

    /// How many matches the table holds.
    public var matchCount: Int {
        asksIndex ? index.count(on: table) : searchedMatchSlots.count
    }

    /// Whether the table holds any match.
    public var hasMatch: Bool {
        guard asksIndex else { return containsSearchedMatch }
        return index.containsMatch(on: table)
    }

    /// Every match on the table, as slots, in slot order (the order of
    /// ``Matchable/allMatches(in:)``, or of the rule's ``GroupJudge/matches(in:)``).
    public var matchSlots: [[Int]] {
        asksIndex ? index.matches(on: table) : searchedMatchSlots
    }

    /// Whether play is done (R11): the deck is empty and the table holds no match.
    public var isDone: Bool {
        cardsInDeck == 0 && !hasMatch
    }

    /// Starts over on `deck` in the order `generator` shuffles it (as
    /// ``MatchingGame/init(shuffledBy:rule:scoring:startedAt:)`` shuffles the full deck), its
    /// first ``tableSize`` cards dealt, and plays the game out: each table is shown first to
    /// `observe` (its cards and its matches); while it holds a match, the one numbered
    /// `choose(matches, &generator)` is taken (``takeMatch(numbered:)``), otherwise a deal is made
    /// (``deal()``); until play is done (R11). A new game in this dealer's storage, so a run
    /// of many games allocates nothing for each.
    ///
    /// The order is drawn on bytes, as a shuffle of the cards would draw it. Under the
    /// content's own rule the index makes the moves it can itself, on the cards' positions
    /// in `deck`
    /// (``MatchIndex/playOut(order:of:table:tableSize:dealSize:observing:choosing:)``); the
    /// rest are made here, one by one, on the cards not dealt, copied in their order.
    @inline(__always)
    public mutating func playOut(
        shuffling deck: [Card<Content>], by generator: inout SplitMix64,
        observing observe: (_ cards: Int, _ matches: Int) -> Void,
        choosing choose: (_ matches: Int, _ generator: inout SplitMix64) -> Int
    ) {
        chain = []
        if deck.count <= 256 {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: deck.count) { order in
                for position in order.indices { order.initializeElement(at: position, to: UInt8(truncatingIfNeeded: position)) }
                generator.shuffle(order)
                var played = 0
                if judgesContent, rule.chainLength == 0, Content.refillsTable {
                    played = index.playOut(
                        order: UnsafeBufferPointer(order), of: deck, table: &table, tableSize: tableSize, dealSize: Content.dealSize,
                        observing: observe, choosing: { choose($0, &generator) })
                }
                if cards.count != deck.count { cards = deck }
                cards.withUnsafeMutableBufferPointer { cards in
                    deck.withUnsafeBufferPointer { deck in
                        for position in played..<order.count { cards[position] = deck[Int(order[position])] }
                    }
                }
                dealt = played
            }
        } else {
            cards = deck
            cards.withUnsafeMutableBufferPointer { generator.shuffle($0) }
            dealt = 0
        }
        if dealt == 0 {
            dealt = min(tableSize, cards.count)
            table.replaceSubrange(table.indices, with: cards[..<dealt])
            index.reset(to: table)
        }
        if !isDone { playRest(by: &generator, observing: observe, choosing: choose) }
    }

    /// The moves ``playOut(shuffling:by:observing:choosing:)`` makes one by one, until play
    /// is done: apart, so the index's moves alone are inlined where a game is played.
    @inline(never)
    private mutating func playRest(
        by generator: inout SplitMix64, observing observe: (_ cards: Int, _ matches: Int) -> Void,
        choosing choose: (_ matches: Int, _ generator: inout SplitMix64) -> Int
    ) {
        while !isDone {
            let found = matchCount
            observe(table.count, found)
            if found == 0 {
                deal()
            } else {
                takeMatch(numbered: choose(found, &generator))
            }
        }
    }

    /// Takes the match numbered `number` in ``matchSlots``' order (0 ..< ``matchCount``)
    /// off the table (R6), or into the chain under a chain rule.
    ///
    /// Under the content's own rule the index makes the move itself, on the table and its own
    /// record of it at once (``MatchIndex/replaceMatch(numbered:on:by:from:)``,
    /// ``MatchIndex/removeMatch(numbered:from:)``), as ``take(_:replacing:removing:)`` would.
    @inline(__always)
    public mutating func takeMatch(numbered number: Int) {
        if asksIndex, rule.chainLength == 0, Content.refillsTable, table.count <= tableSize, cardsInDeck >= matchSize {
            index.replaceMatch(numbered: number, on: &table, by: cards, from: &dealt)  // which checks `number`
        } else {
            takeMatchOtherwise(numbered: number)
        }
    }

    /// ``takeMatch(numbered:)`` of a match not replaced whole from the deck: apart, so the
    /// common move stays small where it is called.
    @inline(never)
    private mutating func takeMatchOtherwise(numbered number: Int) {
        guard asksIndex, rule.chainLength == 0 else { return takeSearchedMatch(numbered: number) }
        if !Content.refillsTable || table.count > tableSize || cardsInDeck == 0 {
            index.removeMatch(numbered: number, from: &table)
        } else {
            take(index.slots(ofMatchNumbered: number, on: table))  // the deck runs out within the match
        }
    }

    /// Takes the match numbered `number` of ``searchedMatchSlots``: apart, so the path of
    /// the content's own rule stays small.
    @inline(never)
    private mutating func takeSearchedMatch(numbered number: Int) {
        let matches = matchSlots
        precondition(number >= 0 && number < matches.count, "no such match on the table")
        if rule.chainLength > 0 {
            takeIntoChain(matches[number].map { table[$0].id })
        } else {
            take(matches[number])
        }
    }

    /// Takes the group at `slots` (on the table, in the order chosen) off the table (R6):
    /// replaced in place, while the table holds no more than ``tableSize`` and the deck has
    /// cards, each by the deck's next in the group's order; otherwise
    /// removed, the table closing up. A table grown past its size by a deal is dealt back up
    /// to it where the match takes more cards than a deal adds (GhostSet's six from 13:
    /// three replaced, three removed, ten left), never past it. Tells `replacing` of each card replaced and `removing`
    /// of each card removed, in the group's order.
    ///
    /// Inlined where it is called, so the simulator's empty `replacing` and `removing` cost
    /// nothing.
    @inline(__always)
    mutating func take(
        _ slots: some BidirectionalCollection<Int>, replacing: (_ old: CardID, _ new: CardID, _ slot: Int) -> Void = { _, _, _ in },
        removing: (CardID) -> Void = { _ in }
    ) {
        let replace = Content.refillsTable && table.count <= tableSize && cardsInDeck > 0
        let short = Content.refillsTable ? min(tableSize - (table.count - slots.count), cardsInDeck) : 0
        if !replace, short > 0 {
            return takeReplacing(Array(slots), upTo: short, replacing: replacing, removing: removing)
        }
        if replace, cardsInDeck >= slots.count {
            // On a table moved out of `self` for the while, so the deck is read beside it
            // through buffers: one uniqueness check, no bounds checks but the slots'.
            var table: [Card<Content>] = []
            swap(&table, &self.table)
            var next = dealt
            table.withUnsafeMutableBufferPointer { table in
                cards.withUnsafeBufferPointer { deck in
                    for slot in slots {
                        precondition(slot >= 0 && slot < table.count, "no such slot on the table")
                        replacing(table[slot].id, deck[next].id, slot)
                        table[slot] = deck[next]
                        next &+= 1
                    }
                }
            }
            dealt = next
            swap(&table, &self.table)
            index.replaced(slots, on: self.table)
            return
        }
        if !replace {
            for slot in slots { removing(table[slot].id) }
            if zip(slots, slots.dropFirst()).allSatisfy({ $0 < $1 }) {
                closeUp(slots)
            } else {
                closeUp(slots.sorted())
            }
            return
        }
        takeReplacing(Array(slots), upTo: cardsInDeck, replacing: replacing, removing: removing)
    }

    /// Takes the group at `slots` replacing its first `count` cards, in the group's order,
    /// by the deck's next, and removing the rest: as the deck runs out within the group, or
    /// as a grown table is dealt back to its size. Apart, as it comes seldom.
    @inline(never)
    private mutating func takeReplacing(
        _ slots: [Int], upTo count: Int, replacing: (_ old: CardID, _ new: CardID, _ slot: Int) -> Void, removing: (CardID) -> Void
    ) {
        for (position, id) in slots.map({ table[$0].id }).enumerated() {
            let slot = table.firstIndex { $0.id == id }!
            if position < count, cardsInDeck > 0 {
                let card = nextCard()
                replacing(id, card.id, slot)
                table[slot] = card
            } else {
                table.remove(at: slot)
                removing(id)
            }
        }
        index = Content.TableIndex(table: table)
    }

    /// Removes the cards at `slots` (ascending, on the table), the later cards closing up:
    /// each run of cards between two taken slots moves down at once.
    private mutating func closeUp(_ slots: some BidirectionalCollection<Int>) {
        guard let firstTaken = slots.first else { return }
        let kept = table.withUnsafeMutableBufferPointer { table in
            var write = firstTaken
            var taken = slots.startIndex
            while taken != slots.endIndex {
                let runStart = slots[taken] &+ 1
                slots.formIndex(after: &taken)
                let runEnd = taken == slots.endIndex ? table.count : slots[taken]
                for read in runStart..<runEnd {
                    table[write] = table[read]
                    write &+= 1
                }
            }
            return write
        }
        // One by one: `removeLast(_:)` replaces a subrange, a call of some 80 instructions.
        for _ in kept..<table.count { table.removeLast() }
        index.removed(slots, on: table)
    }

    /// Deals a deal's worth of cards (fewer if the deck runs out) onto the end of the table,
    /// before a chain (R8); returns the slots dealt.
    @discardableResult
    public mutating func deal() -> Range<Int> {
        guard chain.isEmpty else { return dealBeforeChain() }
        let first = table.count
        for _ in 0..<min(Content.dealSize, cardsInDeck) { table.append(nextCard()) }
        index.appended(from: first, on: table)
        return first..<table.count
    }
}
