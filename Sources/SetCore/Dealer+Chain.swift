/// The dealer under a rule the index alone does not answer: a rule's own judge (UltraSet,
/// GhostSet, test mode's any group) or a chain (Set-Chain), whose matches must use the last
/// match's cards as the rule asks. Whole searches, kept apart from the content's own path.
extension Dealer {
    /// Every match on the table under the rule, as slots in slot order: found by the rule's
    /// judge (or the index, for the content's own rule), those that do not use the chain as
    /// the rule asks left out.
    var searchedMatchSlots: [[Int]] {
        let groups = rule.judge?.matches(in: table.map(\.content)) ?? index.matches(on: table)
        return chain.isEmpty ? groups : groups.filter(keepsChain)
    }

    /// Whether the table holds a match under the rule; the judge stops at the first when
    /// no chain restricts it.
    var containsSearchedMatch: Bool {
        if chain.isEmpty, let judge = rule.judge { return judge.containsMatch(in: table.map(\.content)) }
        return !searchedMatchSlots.isEmpty
    }

    /// Whether the group at `slots` uses as many cards of the chain as the rule asks: none
    /// when there is no chain yet, else exactly ``MatchRule/chainLength``.
    func keepsChain(_ slots: [Int]) -> Bool {
        chain.isEmpty || slots.count(where: { chain.contains(table[$0].id) }) == rule.chainLength
    }

    /// Takes the match `group` (card identities on the table) under a chain rule: its cards
    /// not from the chain leave their slots (replaced from the deck while the table, not
    /// counting the chain, holds no more than ``tableSize``; else closed up, and the table
    /// dealt up to its size if that left it short); the old chain leaves the table, the cards
    /// of it the group kept staying; the group, kept cards first, becomes the chain at the
    /// table's end. Tells `replacing` of each card replaced and `dealing` of each card dealt;
    /// returns the old chain's cards that left, in slot order.
    @discardableResult
    mutating func takeIntoChain(
        _ group: [CardID], replacing: (_ old: CardID, _ new: CardID, _ slot: Int) -> Void = { _, _, _ in },
        dealing: (_ card: CardID, _ slot: Int) -> Void = { _, _ in }
    ) -> [Card<Content>] {
        let replace = Content.refillsTable && table.count - chain.count <= tableSize
        var fresh: [Card<Content>] = []
        for id in group where !chain.contains(id) {
            guard let slot = table.firstIndex(where: { $0.id == id }) else { continue }
            fresh.append(table[slot])
            if replace, cardsInDeck > 0 {
                let next = nextCard()
                table[slot] = next
                replacing(id, next.id, slot)
            } else {
                table.remove(at: slot)  // it stays, in the chain
            }
        }
        if Content.refillsTable {
            while table.count - chain.count < tableSize, cardsInDeck > 0 {
                let next = nextCard()
                table.insert(next, at: table.count - chain.count)
                dealing(next.id, table.count - chain.count - 1)
            }
        }
        let kept = table.filter { chain.contains($0.id) && group.contains($0.id) }
        let left = table.filter { chain.contains($0.id) && !group.contains($0.id) }
        table.removeAll { chain.contains($0.id) }
        table += kept + fresh
        chain = (kept + fresh).map(\.id)
        index.reset(to: table)
        return left
    }

    /// Deals a deal's worth of cards (fewer if the deck runs out) onto the table before the
    /// chain (R8); returns the slots dealt.
    mutating func dealBeforeChain() -> Range<Int> {
        let first = table.count - chain.count
        let count = min(Content.dealSize, cardsInDeck)
        table.insert(contentsOf: deck.prefix(count), at: first)
        for _ in 0..<count { _ = nextCard() }
        index.reset(to: table)
        return first..<(first + count)
    }
}
