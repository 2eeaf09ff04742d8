extension Variant {
    /// GhostSet: six cards in three pairs whose completing cards form a set, on ten cards.
    public static let ghostSet = Variant(
        name: "ghost", title: "GhostSet", shortTitle: "Ghost", menuKey: "g",
        blurb: "three pairs whose missing cards make a set", rule: .ghostSet,
        rules: [
            "GhostSet: choose six cards in three pairs. Each pair",
            "lacks one card to be a SET; when the three missing",
            "cards (the ghosts) make a SET themselves, the six",
            "are a GhostSet. Ten cards lie on the table.",
        ],
        plays: { $0 != .daily })
}

extension MatchRule {
    /// GhostSet's rule on a table of ten.
    public static let ghostSet = MatchRule(name: "ghost", judge: ThreePairsJudge(), tableSize: 10)
}

/// GhostSet's judge: six cards match when they split into three pairs whose completions
/// (``Matchable/completion(of:_:)``) are three different cards that match themselves.
public struct ThreePairsJudge: GroupJudge {
    public init() {}

    public func groupSize<Content: Matchable>(of content: Content.Type) -> Int { 6 }

    public func isMatch<Content: Matchable>(_ group: [Content]) -> Bool {
        guard group.count == 6, Set(group).count == 6 else { return false }
        return splitsIntoGhost(Array(group.indices), of: group)
    }

    /// Whether the cards at `positions` of `cards` pair up so that the pairs' completions match.
    private func splitsIntoGhost<Content: Matchable>(_ positions: [Int], of cards: [Content]) -> Bool {
        let first = positions[0]
        for partner in positions.dropFirst() {
            guard let ghost = Content.completion(of: cards[first], cards[partner]) else { return false }
            let rest = positions.filter { $0 != first && $0 != partner }
            for second in rest.dropFirst() {
                let last = rest.filter { $0 != rest[0] && $0 != second }
                guard let middle = Content.completion(of: cards[rest[0]], cards[second]),
                    let end = Content.completion(of: cards[last[0]], cards[last[1]])
                else { continue }
                if Set([ghost, middle, end]).count == 3, Content.isMatch([ghost, middle, end]) { return true }
            }
        }
        return false
    }

    public func matches<Content: Matchable>(in cards: [Content]) -> [[Int]] {
        var pairs: [(first: Int, second: Int, completion: Content)] = []
        var pairsByCompletion: [Content: [Int]] = [:]
        for first in cards.indices {
            for second in cards.indices where second > first {
                guard let completion = Content.completion(of: cards[first], cards[second]) else { continue }
                pairsByCompletion[completion, default: []].append(pairs.count)
                pairs.append((first, second, completion))
            }
        }
        // For two disjoint pairs the third completion is fixed; look up the pairs that give it.
        var found: Set<[Int]> = []
        for one in pairs.indices {
            for other in pairs.indices where other > one {
                let a = pairs[one], b = pairs[other]
                let used: Set = [a.first, a.second, b.first, b.second]
                guard used.count == 4, a.completion != b.completion, let wanted = Content.completion(of: a.completion, b.completion),
                    Content.isMatch([a.completion, b.completion, wanted])
                else { continue }
                for third in pairsByCompletion[wanted] ?? [] where third > other {
                    let c = pairs[third]
                    guard !used.contains(c.first), !used.contains(c.second) else { continue }
                    found.insert([a.first, a.second, b.first, b.second, c.first, c.second].sorted())
                }
            }
        }
        return found.sorted { $0.lexicographicallyPrecedes($1) }
    }
}
