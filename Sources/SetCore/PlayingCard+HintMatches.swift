extension PlayingCard {
    /// The most pairs `cards` can be cleared into, no two sharing a card, each as ascending
    /// indices, in ascending order: what a hint counts and marks on a table dealt face down.
    ///
    /// Each card joins its suit and its rank, so the cards are the edges of a graph on the 4
    /// suits and 13 ranks, and a pair is two edges that meet. One walk of that graph pairs
    /// all edges of each connected part but at most one (Kotzig): after its children, a
    /// vertex pairs the edges still open at it, taking the one up to its parent when their
    /// count is odd. No pairing can do better, since a part's edges pair off at most in half.
    public static func hintMatches(in cards: [PlayingCard]) -> [[Int]] {
        let ranks = 13, suits = 4
        func suitNode(_ card: Int) -> Int { cards[card].suit }
        func rankNode(_ card: Int) -> Int { suits + cards[card].rank - 1 }
        var incident = Array(repeating: [Int](), count: suits + ranks)
        for card in cards.indices {
            incident[suitNode(card)].append(card)
            incident[rankNode(card)].append(card)
        }
        var visited = Array(repeating: false, count: incident.count)
        var parentEdge = Array(repeating: -1, count: incident.count)
        var paired = Array(repeating: false, count: cards.count)
        var pairs: [[Int]] = []
        func visit(_ node: Int) {
            visited[node] = true
            for card in incident[node] where card != parentEdge[node] {
                let next = suitNode(card) == node ? rankNode(card) : suitNode(card)
                if !visited[next] {
                    parentEdge[next] = card
                    visit(next)
                }
            }
            // Open here: edges to children left over, and edges up to ancestors (an edge
            // down to a descendant was paired there).
            var open = incident[node].filter { !paired[$0] && $0 != parentEdge[node] }
            if open.count % 2 == 1, parentEdge[node] >= 0 { open.append(parentEdge[node]) }
            for index in stride(from: 0, to: open.count - 1, by: 2) {
                paired[open[index]] = true
                paired[open[index + 1]] = true
                pairs.append([open[index], open[index + 1]].sorted())
            }
        }
        for node in incident.indices where !visited[node] && !incident[node].isEmpty { visit(node) }
        return pairs.sorted { $0[0] < $1[0] }
    }
}
