/// Why a position read from outside cannot be a game: worded for the player.
public struct ImpossiblePosition: Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}

extension MatchingGame {
    /// A game at a position given in full, as a file of an older format holds it, after
    /// checking that play could have reached it: every card of the deck exactly once across
    /// deck, table and discard pile with the content its identity names; the selection on the
    /// table, distinct, and smaller than a group unless it is one; the hint's match on the
    /// table; a finished game's deck empty.
    /// - Throws: ``ImpossiblePosition`` naming the first thing wrong.
    public init(
        deck: [Card<Content>], table: [Card<Content>], selection: [CardID], discard: [Card<Content>],
        score: Int, statistics: GameStatistics, hint: HintState, rule: MatchRule, scoring: ScoringRules,
        lastMarkAt: Double, isOver: Bool
    ) throws(ImpossiblePosition) {
        let full = Card<Content>.fullDeck
        var seen = Array(repeating: false, count: full.count)
        for card in deck + table + discard {
            let index = card.id.rawValue
            guard full.indices.contains(index) else { throw ImpossiblePosition("card \(card.id) does not exist") }
            guard !seen[index] else { throw ImpossiblePosition("card \(card.id) is there twice") }
            guard full[index].content == card.content else { throw ImpossiblePosition("card \(card.id) shows another card") }
            seen[index] = true
        }
        if let missing = seen.firstIndex(of: false) { throw ImpossiblePosition("card \(missing) is missing") }
        let onTable = Set(table.map(\.id))
        guard selection.allSatisfy(onTable.contains) else { throw ImpossiblePosition("a selected card is not on the table") }
        guard Set(selection).count == selection.count, selection.count <= Self.matchSize(under: rule) else {
            throw ImpossiblePosition("the selection is impossible")
        }
        guard hint.highlighted.allSatisfy(onTable.contains) else { throw ImpossiblePosition("a hinted card is not on the table") }
        guard !isOver || deck.isEmpty else { throw ImpossiblePosition("the game is over with cards in the deck") }
        self.init(deck: [], rule: rule, scoring: scoring, startedAt: statistics.startedAt)
        self.dealer = Dealer(deck: deck, table: table, rule: rule)
        self.selection = selection
        self.discard = discard
        self.score = score
        self.statistics = statistics
        self.lastMarkAt = lastMarkAt
        self.isOver = isOver
        let matches = hintMatches.count
        guard hint.index.map({ (0..<matches).contains($0) }) ?? true, (0...matches).contains(hint.revealed) else {
            throw ImpossiblePosition("the hint points at no match")
        }
        self.hint = hint
    }
}
