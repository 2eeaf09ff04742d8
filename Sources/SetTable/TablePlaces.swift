import SetCore

/// Where each card on the table lies on the card grid: its place, which also gives its key.
///
/// A content dealt face down (the Cards tab) keeps every card in its place when others
/// leave, since a player remembers where each hidden card lies (issue 24 item 11): the
/// grid keeps the gaps, and dealt cards fill the first gaps before the grid grows. Other
/// contents close up, each card's place its slot.
public struct TablePlaces: Hashable, Sendable {
    /// Whether leaving cards leave gaps.
    public let keepsGaps: Bool
    /// The cards on the table in slot order, as last followed.
    public private(set) var cards: [CardID] = []
    /// The place on the grid of each slot's card.
    public private(set) var placeOfSlot: [Int] = []
    /// The places on the grid, gaps included; in a game keeping gaps it never shrinks.
    public private(set) var count = 0

    /// The places of `table`, a fresh deal, for `content`.
    public init<Content: Matchable>(_ table: [CardID], content: Content.Type) {
        keepsGaps = content.dealtFaceDown
        follow(table)
    }

    /// Takes in the table as it is now: cards still there keep their places, new ones take
    /// the first gaps, then new places at the end.
    public mutating func follow(_ table: [CardID]) {
        guard keepsGaps else {
            (cards, placeOfSlot, count) = (table, Array(table.indices), table.count)
            return
        }
        var kept: [CardID: Int] = [:]
        for (id, place) in zip(cards, placeOfSlot) { kept[id] = place }
        var taken = [Bool](repeating: false, count: count)  // a place per entry: no set to hash
        for id in table { if let place = kept[id], place < count { taken[place] = true } }
        var gaps = (0..<count).lazy.filter { !taken[$0] }.makeIterator()
        var grown = count
        placeOfSlot = table.map { id in
            if let place = kept[id] { return place }
            if let gap = gaps.next() { return gap }
            grown += 1
            return grown - 1
        }
        cards = table
        count = grown
    }

    /// The places on the grid once `dealt` more cards join the table.
    public func count(dealing dealt: Int) -> Int {
        keepsGaps ? max(count, cards.count + dealt) : cards.count + dealt
    }

    /// The slot of the card at `place`, or nil for a gap.
    public func slot(at place: Int) -> Int? {
        placeOfSlot.firstIndex(of: place)
    }

    /// The place of the card in `slot`.
    public func place(of slot: Int) -> Int? {
        placeOfSlot.indices.contains(slot) ? placeOfSlot[slot] : nil
    }

    /// The slot of the card nearest `place` on the grid (the earlier of two as near), or
    /// nil on an empty table: where the cursor goes when its card leaves.
    public func nearestSlot(to place: Int) -> Int? {
        placeOfSlot.indices.min { (abs(placeOfSlot[$0] - place), $0) < (abs(placeOfSlot[$1] - place), $1) }
    }
}
