/// The state of one solo game of any ``Matchable`` content: deck, table, selection,
/// discard pile, score and statistics (R2, R10).
///
/// A value type with no I/O: actions are mutating methods that take the current time from
/// the caller (the injected clock) and return ``GameEvent``s naming card identities.
public struct MatchingGame<Content: Matchable>: Hashable, Sendable {
    /// The deck, the table and the rules that move cards between them (R6, R8, R11).
    public internal(set) var dealer: Dealer<Content>
    /// Selected cards, in the order they were chosen (at most ``matchSize``).
    public internal(set) var selection: [CardID] {
        didSet { selectionIsMatch = isMatch(selection) }
    }
    /// Whether ``selection`` is a full group that matches, judged once when it changes.
    var selectionIsMatch = false
    /// Cards taken in matches, oldest first.
    public internal(set) var discard: [Card<Content>]
    /// The current score; it can go below zero.
    public internal(set) var score: Int
    /// Tallies of this game.
    public internal(set) var statistics: GameStatistics
    /// Where the hint cycle stands (H1).
    public internal(set) var hint: HintState
    /// How points are won and lost (S1).
    public let scoring: ScoringRules
    /// When the last match or deal happened; the speed bonus counts from here.
    public internal(set) var lastMarkAt: Double
    /// Whether the game has ended (R11).
    public internal(set) var isOver: Bool

    /// A game dealt from `deck` in the given order (the first card is dealt first).
    public init(
        deck: [Card<Content>],
        rule: MatchRule = .standard,
        scoring: ScoringRules = Content.standardScoring,
        startedAt now: Double = 0
    ) {
        self.dealer = Dealer(deck: deck, rule: rule)
        self.selection = []
        self.discard = []
        self.discard.reserveCapacity(deck.count)
        self.score = 0
        self.statistics = GameStatistics(startedAt: now)
        self.statistics.secondsPerMatch.reserveCapacity(deck.count / Self.matchSize(under: rule))
        self.hint = HintState()
        self.scoring = scoring
        self.lastMarkAt = now
        self.isOver = false
    }

    /// A new game from a full deck shuffled by `generator` (R3, R9).
    public init(
        shuffledBy generator: inout SplitMix64,
        rule: MatchRule = .standard,
        scoring: ScoringRules = Content.standardScoring,
        startedAt now: Double = 0
    ) {
        self.init(deck: generator.shuffle(Card<Content>.fullDeck), rule: rule, scoring: scoring, startedAt: now)
    }

    /// A new game whose deck order comes from `seed` alone (R13).
    public init(
        seed: UInt64, rule: MatchRule = .standard, scoring: ScoringRules = Content.standardScoring, startedAt now: Double = 0
    ) {
        var generator = SplitMix64(seed: seed)
        self.init(shuffledBy: &generator, rule: rule, scoring: scoring, startedAt: now)
    }
}

extension MatchingGame {
    /// Cards still to be dealt; the first is dealt next.
    public var deck: ArraySlice<Card<Content>> { dealer.deck }
    /// Cards on the table, in slot order.
    public var table: [Card<Content>] { dealer.table }
    /// Which groups count as matches (R12).
    public var rule: MatchRule { dealer.rule }
    /// Under a chain rule (``MatchRule/chainLength``), the cards of the last match, which
    /// stay at the end of the table until the next match uses some of them; otherwise empty.
    public var chain: [CardID] { dealer.chain }

    /// How many cards a match holds under `rule`: its judge's group, or the content's.
    public static func matchSize(under rule: MatchRule) -> Int {
        rule.judge?.groupSize(of: Content.self) ?? Content.matchSize
    }

    /// How many cards a match holds in this game (3 for SET, 4 for UltraSet).
    public var matchSize: Int { dealer.matchSize }

    /// How many cards the game lays out and keeps the table to, not counting a chain.
    public var tableSize: Int { dealer.tableSize }

    /// Where the current selection stands.
    public enum SelectionState: Hashable, Sendable {
        /// Fewer than a full group selected.
        case partial
        /// A full group is selected and matches; it stays on the table until the next action.
        case matched
        /// A full group is selected and does not match; the next choice clears it.
        case mismatched
    }

    /// Whether the selection is partial, a match, or a mismatch (R5).
    public var selectionState: SelectionState {
        guard selection.count == matchSize else { return .partial }
        return selectionIsMatch ? .matched : .mismatched
    }

    /// The matched group waiting to leave the table, or empty.
    public var pendingMatch: [CardID] {
        selectionState == .matched ? selection : []
    }

    /// Every match on the table, as card identities in slot order (H1).
    public var matchesOnTable: [[CardID]] {
        dealer.matchSlots.map { $0.map { table[$0].id } }
    }

    /// How many matches the table holds: the count of ``matchesOnTable``.
    public var matchCount: Int {
        dealer.matchCount
    }

    /// The matches hints count and mark, as card identities in slot order (H1): every
    /// match on the table, or for a content dealt face down the most matches the table can
    /// be cleared into, no two sharing a card (``Matchable/hintMatches(in:)``; under a rule
    /// that takes any group, the table's cards in groups in slot order).
    public var hintMatches: [[CardID]] {
        guard Content.dealtFaceDown else { return matchesOnTable }
        let groups =
            rule.judgesContent
            ? Content.hintMatches(in: table.map(\.content))
            : stride(from: 0, through: table.count - matchSize, by: matchSize).map { Array($0..<($0 + matchSize)) }
        return groups.map { $0.map { table[$0].id } }.filter { keepsChain($0, chain) }
    }

    /// Cards highlighted by the last hint, or empty.
    public var hinted: [CardID] {
        hint.highlighted
    }

    /// Whether the card `id` shows its face: always, unless the content is dealt face down;
    /// then only while it is chosen (a matched pair stays up until it leaves).
    @inlinable  // asked for every card on every frame, from other modules
    public func isFaceUp(_ id: CardID) -> Bool {
        !Content.dealtFaceDown || selection.contains(id)
    }

    /// The table slot of `id`, if it is on the table.
    public func slot(of id: CardID) -> Int? {
        table.firstIndex { $0.id == id }
    }

    /// Whether `ids` (identities of cards on the table) form a match under this game's rule.
    public func isMatch(_ ids: [CardID]) -> Bool {
        guard ids.count == matchSize, ids.allSatisfy({ slot(of: $0) != nil }), keepsChain(ids, chain) else { return false }
        guard let judge = rule.judge else { return Content.isMatch(ContentsOnTable(table: table, ids: ids)) }
        return judge.isMatch(contents(of: ids))
    }

    /// Whether the group `ids` uses as many cards of `chain` as the rule asks: none when
    /// there is no chain yet (or the rule has none), else exactly ``MatchRule/chainLength``.
    func keepsChain(_ ids: [CardID], _ chain: [CardID]) -> Bool {
        chain.isEmpty || ids.count(where: { chain.contains($0) }) == rule.chainLength
    }

    /// The contents of the cards `ids` that are on the table, in the order of `ids`.
    func contents(of ids: [CardID]) -> [Content] {
        ids.compactMap { id in table.first { $0.id == id }?.content }
    }

    /// The matches among `cards` under this game's rule, with `chain` as the last match.
    func matches(among cards: [Card<Content>], chain: [CardID]? = nil) -> [[CardID]] {
        let contents = cards.map { $0.content }
        let groups = rule.judge?.matches(in: contents) ?? Content.allMatches(in: contents)
        return groups.map { $0.map { cards[$0].id } }.filter { keepsChain($0, chain ?? self.chain) }
    }

    /// Whether `cards` hold a match under this game's rule; stops at the first when it can.
    func containsMatch(among cards: [Card<Content>]) -> Bool {
        guard chain.isEmpty else { return !matches(among: cards).isEmpty }
        guard let judge = rule.judge else { return Content.containsMatch(in: cards.lazy.map { $0.content }) }
        return judge.containsMatch(in: cards.map(\.content))
    }
}

/// Where the hint cycle stands: after the first press it knows the count; each further
/// press highlights the next match.
public struct HintState: Hashable, Codable, Sendable {
    /// Whether the count has been told since the table last changed.
    public var countTold = false
    /// Index of the match highlighted last, in ``MatchingGame/hintMatches`` order.
    public var index: Int?
    /// Cards highlighted by the last hint.
    public var highlighted: [CardID] = []
    /// How many of the table's matches hints have shown (and charged for) since the table
    /// last changed; cycling back to one of them is free.
    public var revealed = 0

    public init() {}

    /// Whether nothing has been told or shown since the table last changed: equal to
    /// `HintState()`, checked without comparing arrays.
    var isFresh: Bool { !countTold && index == nil && highlighted.isEmpty && revealed == 0 }

    /// Reads a hint state; one saved before ``revealed`` existed counts its shown match, if any.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        countTold = try container.decode(Bool.self, forKey: .countTold)
        index = try container.decodeIfPresent(Int.self, forKey: .index)
        highlighted = try container.decode([CardID].self, forKey: .highlighted)
        revealed = try container.decodeIfPresent(Int.self, forKey: .revealed) ?? index.map { $0 + 1 } ?? 0
    }
}
