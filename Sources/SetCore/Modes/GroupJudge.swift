/// How a rule other than the content's own judges a group of cards and finds the groups on
/// a table: UltraSet's two pairs, GhostSet's three, test mode's any group. A judge works for
/// any ``Matchable`` content through the content's own operations (``Matchable/completion(of:_:)``),
/// so the engine keeps no branch for a variant.
public protocol GroupJudge: Sendable {
    /// How many cards a group of `Content` holds under this judge.
    func groupSize<Content: Matchable>(of content: Content.Type) -> Int
    /// Whether `group` (exactly ``groupSize(of:)`` contents) matches.
    func isMatch<Content: Matchable>(_ group: [Content]) -> Bool
    /// Every matching group among `cards`, each as ascending indices into `cards`, in
    /// ascending order.
    func matches<Content: Matchable>(in cards: [Content]) -> [[Int]]
    /// Whether `cards` hold a matching group: by default, whether ``matches(in:)`` finds one.
    func containsMatch<Content: Matchable>(in cards: [Content]) -> Bool
}

extension GroupJudge {
    public func containsMatch<Content: Matchable>(in cards: [Content]) -> Bool {
        !matches(in: cards).isEmpty
    }
}

/// Test mode's judge (R12): every group of the content's match size matches.
public struct AnyGroupJudge: GroupJudge {
    public init() {}

    public func groupSize<Content: Matchable>(of content: Content.Type) -> Int {
        Content.matchSize
    }

    public func isMatch<Content: Matchable>(_ group: [Content]) -> Bool {
        group.count == Content.matchSize
    }

    public func matches<Content: Matchable>(in cards: [Content]) -> [[Int]] {
        Combinations.of(size: Content.matchSize, from: cards.count)
    }

    /// Any cards enough for a group hold one, without listing every group.
    public func containsMatch<Content: Matchable>(in cards: [Content]) -> Bool {
        cards.count >= Content.matchSize
    }
}
