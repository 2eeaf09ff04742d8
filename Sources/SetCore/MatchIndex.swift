/// The matches on a game's table, kept by ``MatchingGame`` as its table changes: what hints
/// count, what ends a game (R11) and what the automatic players take all come from here.
///
/// The engine tells the index of every change to the table after making it (cards replaced
/// in place, cards taken away as the table closes up, cards dealt onto the end); the index
/// answers for the table it is given. ``WholeSearch`` keeps nothing and searches the table
/// each time it is asked; SET follows its sets from table to table (``SetsOnTable``).
public protocol MatchIndex: Sendable {
    associatedtype Content: Matchable
    /// The slots of one match, ascending.
    associatedtype Slots: RandomAccessCollection<Int>

    /// The index of `table`.
    init(table: [Card<Content>])
    /// How many matches `table` holds.
    func count(on table: [Card<Content>]) -> Int
    /// Whether `table` holds any match.
    func containsMatch(on table: [Card<Content>]) -> Bool
    /// The slots of the match numbered `number` (0 ..< ``count(on:)``), in the order of
    /// ``Matchable/allMatches(in:)``.
    func slots(ofMatchNumbered number: Int, on table: [Card<Content>]) -> Slots
    /// Every match on `table`, as slots, in the order of ``Matchable/allMatches(in:)``.
    func matches(on table: [Card<Content>]) -> [[Int]]
    /// The cards at `slots` are new, dealt in place of the cards there before.
    mutating func replaced(_ slots: some Collection<Int>, on table: [Card<Content>])
    /// The cards at `slots` (ascending, as they were) left; the later cards closed up.
    mutating func removed(_ slots: some BidirectionalCollection<Int>, on table: [Card<Content>])
    /// The cards from slot `first` on are new, dealt onto the end.
    mutating func appended(from first: Int, on table: [Card<Content>])
    /// The table is a new game's, `table`: as ``init(table:)`` gives, in this index's storage.
    mutating func reset(to table: [Card<Content>])
    /// Takes the match numbered `number` (0 ..< ``count(on:)``) off `table`, its cards
    /// replaced in place, in slot order, by `deck`'s cards from `next` on, which moves past
    /// them: the dealer's move (R6) and this index's news of it at once.
    mutating func replaceMatch(numbered number: Int, on table: inout [Card<Content>], by deck: [Card<Content>], from next: inout Int)
    /// Takes the match numbered `number` (0 ..< ``count(on:)``) off `table`, the later cards
    /// closing up (R6): the dealer's move and this index's news of it at once.
    mutating func removeMatch(numbered number: Int, from table: inout [Card<Content>])
    /// Starts over on the deck `source` in `order` (positions in `source`, the first dealt
    /// first) and plays on, by the dealer's moves (R6, R8), as many as this index makes
    /// itself, each table shown to `observe` before its move: the first `tableSize` cards
    /// dealt onto `table`; while it holds a match, the one numbered `choose(matches)` taken,
    /// otherwise `dealSize` cards dealt. Stops when play is done (R11) or before a move left
    /// to the dealer (``Dealer/playOut(shuffling:by:observing:choosing:)``), which plays the
    /// rest one by one. Returns how many of `order` were dealt; 0, `table` untouched, when
    /// this index makes no move.
    mutating func playOut(
        order: UnsafeBufferPointer<UInt8>, of source: [Card<Content>], table: inout [Card<Content>], tableSize: Int,
        dealSize: Int, observing observe: (_ cards: Int, _ matches: Int) -> Void, choosing choose: (_ matches: Int) -> Int
    ) -> Int
}

extension MatchIndex {
    /// Makes no move: the dealer plays them all one by one.
    public mutating func playOut(
        order: UnsafeBufferPointer<UInt8>, of source: [Card<Content>], table: inout [Card<Content>], tableSize: Int,
        dealSize: Int, observing observe: (_ cards: Int, _ matches: Int) -> Void, choosing choose: (_ matches: Int) -> Int
    ) -> Int {
        0
    }

    public mutating func replaceMatch(numbered number: Int, on table: inout [Card<Content>], by deck: [Card<Content>], from next: inout Int) {
        replaceMatchBySlots(numbered: number, on: &table, by: deck, from: &next)
    }

    public mutating func removeMatch(numbered number: Int, from table: inout [Card<Content>]) {
        removeMatchBySlots(numbered: number, from: &table)
    }

    /// ``replaceMatch(numbered:on:by:from:)`` as any index does it: the match's slots asked
    /// for, the cards written, the index told (``replaced(_:on:)``).
    mutating func replaceMatchBySlots(numbered number: Int, on table: inout [Card<Content>], by deck: [Card<Content>], from next: inout Int) {
        let slots = self.slots(ofMatchNumbered: number, on: table)
        precondition(next >= 0 && next + slots.count <= deck.count, "not enough cards left in the deck")
        for slot in slots {
            table[slot] = deck[next]
            next += 1
        }
        replaced(slots, on: table)
    }

    /// ``removeMatch(numbered:from:)`` as any index does it: the match's slots asked for,
    /// the cards removed, the index told (``removed(_:on:)``).
    mutating func removeMatchBySlots(numbered number: Int, from table: inout [Card<Content>]) {
        let slots = self.slots(ofMatchNumbered: number, on: table)
        for slot in slots.reversed() { table.remove(at: slot) }
        removed(slots, on: table)
    }
}

/// The index that keeps nothing: every question is a whole search of the table by
/// ``Matchable/allMatches(in:)`` (``Matchable/containsMatch(in:)`` when only asked whether).
public struct WholeSearch<Content: Matchable>: MatchIndex {
    public init(table: [Card<Content>]) {}

    public func count(on table: [Card<Content>]) -> Int {
        Content.allMatches(in: table.map(\.content)).count
    }

    public func containsMatch(on table: [Card<Content>]) -> Bool {
        Content.containsMatch(in: table.lazy.map(\.content))
    }

    public func slots(ofMatchNumbered number: Int, on table: [Card<Content>]) -> [Int] {
        let matches = Content.allMatches(in: table.map(\.content))
        precondition(number >= 0 && number < matches.count, "no such match on the table")
        return matches[number]
    }

    public func matches(on table: [Card<Content>]) -> [[Int]] {
        Content.allMatches(in: table.map(\.content))
    }

    public func replaced(_ slots: some Collection<Int>, on table: [Card<Content>]) {}
    public func removed(_ slots: some BidirectionalCollection<Int>, on table: [Card<Content>]) {}
    public func appended(from first: Int, on table: [Card<Content>]) {}
    public func reset(to table: [Card<Content>]) {}
}
