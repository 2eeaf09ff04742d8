/// The saved form of a game: every stored property under its own name, the deck as a
/// plain array (the same JSON as when the deck was an array), a chain only when there is one.
extension MatchingGame: Codable {
    enum CodingKeys: String, CodingKey {
        case deck, table, selection, discard, score, statistics, hint, rule, scoring, lastMarkAt, isOver, chain
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        dealer = Dealer(
            deck: try container.decode([Card<Content>].self, forKey: .deck),
            table: try container.decode([Card<Content>].self, forKey: .table),
            chain: try container.decodeIfPresent([CardID].self, forKey: .chain) ?? [],
            rule: try container.decode(MatchRule.self, forKey: .rule))
        selection = try container.decode([CardID].self, forKey: .selection)
        discard = try container.decode([Card<Content>].self, forKey: .discard)
        score = try container.decode(Int.self, forKey: .score)
        statistics = try container.decode(GameStatistics.self, forKey: .statistics)
        hint = try container.decode(HintState.self, forKey: .hint)
        scoring = try container.decode(ScoringRules.self, forKey: .scoring)
        lastMarkAt = try container.decode(Double.self, forKey: .lastMarkAt)
        isOver = try container.decode(Bool.self, forKey: .isOver)
        selectionIsMatch = isMatch(selection)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Array(deck), forKey: .deck)
        try container.encode(table, forKey: .table)
        try container.encode(selection, forKey: .selection)
        try container.encode(discard, forKey: .discard)
        try container.encode(score, forKey: .score)
        try container.encode(statistics, forKey: .statistics)
        try container.encode(hint, forKey: .hint)
        try container.encode(rule, forKey: .rule)
        try container.encode(scoring, forKey: .scoring)
        try container.encode(lastMarkAt, forKey: .lastMarkAt)
        try container.encode(isOver, forKey: .isOver)
        if !chain.isEmpty { try container.encode(chain, forKey: .chain) }
    }
}
