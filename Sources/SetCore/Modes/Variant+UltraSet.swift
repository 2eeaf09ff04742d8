extension Variant {
    /// UltraSet: four cards that split into two pairs which the same card completes.
    public static let ultraSet = Variant(
        name: "ultra", title: "UltraSet", shortTitle: "Ultra", menuKey: "u",
        blurb: "two pairs that one card completes", rule: .ultraSet,
        rules: [
            "UltraSet: choose four cards that split into two pairs",
            "which the same card completes to a SET; that fifth card",
            "need not be on the table. Two pairs, one missing card:",
            "an UltraSet.",
        ],
        plays: { $0 != .daily })
}

extension MatchRule {
    /// UltraSet's rule on the usual table of twelve.
    public static let ultraSet = MatchRule(name: "ultra", judge: TwoPairsAlikeJudge())
}

/// UltraSet's judge: four cards match when they split into two pairs that the same card
/// completes (``Matchable/completion(of:_:)``); that card may be anywhere, or nowhere on
/// the table. A group splits so in at most one way.
public struct TwoPairsAlikeJudge: GroupJudge {
    public init() {}

    public func groupSize<Content: Matchable>(of content: Content.Type) -> Int { 4 }

    public func isMatch<Content: Matchable>(_ group: [Content]) -> Bool {
        guard group.count == 4, Set(group).count == 4 else { return false }
        let splits = [(0, 1, 2, 3), (0, 2, 1, 3), (0, 3, 1, 2)]
        return splits.contains { a, b, c, d in
            guard let first = Content.completion(of: group[a], group[b]) else { return false }
            return Content.completion(of: group[c], group[d]) == first
        }
    }

    public func matches<Content: Matchable>(in cards: [Content]) -> [[Int]] {
        var pairsByCompletion: [Content: [(Int, Int)]] = [:]
        for first in cards.indices {
            for second in cards.indices where second > first {
                guard let completion = Content.completion(of: cards[first], cards[second]) else { continue }
                pairsByCompletion[completion, default: []].append((first, second))
            }
        }
        // Two pairs with one completion never share a card: the completion and one card
        // fix the other.
        var groups: [[Int]] = []
        for pairs in pairsByCompletion.values where pairs.count > 1 {
            for one in pairs.indices {
                for other in pairs.indices where other > one {
                    groups.append([pairs[one].0, pairs[one].1, pairs[other].0, pairs[other].1].sorted())
                }
            }
        }
        return groups.sorted { $0.lexicographicallyPrecedes($1) }
    }
}
