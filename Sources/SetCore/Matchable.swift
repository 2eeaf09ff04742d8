/// Content that a ``MatchingGame`` can deal, select and match.
///
/// A conforming type says how many cards form a match, how a game is dealt and scored, and
/// whether a group of contents matches. SET (``SetCard``) and playing cards
/// (``PlayingCard``) both run on the same engine through this protocol: the engine has no
/// branch for either, only these rules of the content.
public protocol Matchable: Hashable, Codable, Sendable {
    /// How many cards form a match (3 for SET).
    static var matchSize: Int { get }
    /// How many cards are on the table when a game starts (12 for SET).
    static var initialTableSize: Int { get }
    /// How many cards a deal adds to the table (3 for SET).
    static var dealSize: Int { get }
    /// Whether matched cards are replaced from the deck while the table holds no more than
    /// ``initialTableSize`` (SET); otherwise they leave and only a deal adds cards.
    static var refillsTable: Bool { get }
    /// Whether cards lie face down and only the chosen ones show their face; a mismatch then
    /// turns all but the last chosen card back down.
    static var dealtFaceDown: Bool { get }
    /// How points are won and lost unless a game is given other rules.
    static var standardScoring: ScoringRules { get }
    /// How a game keeps the matches on its table from one table to the next: by default
    /// ``WholeSearch``, which keeps nothing and searches the table whenever asked.
    associatedtype TableIndex: MatchIndex = WholeSearch<Self> where TableIndex.Content == Self
    /// How many times ``ScoringRules/matchPoints`` the match `group` is worth (1 for every
    /// SET); the speed bonus is added on top.
    static func matchValue<Group: Collection<Self>>(_ group: Group) -> Int
    /// Every card of a full deck, each exactly once, in a fixed order.
    static var fullDeck: [Self] { get }
    /// Whether `group` (exactly ``matchSize`` contents) is a match.
    static func isMatch<Group: Collection<Self>>(_ group: Group) -> Bool
    /// Every match among `cards`, each as ascending indices into `cards`, in ascending order.
    ///
    /// The default tries every group of ``matchSize``; types with structure override it.
    static func allMatches(in cards: [Self]) -> [[Int]]
    /// Whether `cards` hold any match; types with structure stop at the first one.
    static func containsMatch<Cards: RandomAccessCollection<Self>>(in cards: Cards) -> Bool where Cards.Index == Int
    /// The matches a hint counts and marks among `cards` (H1), each as ascending indices
    /// into `cards`, in ascending order: by default every match. A content dealt face down
    /// gives the most matches `cards` can be cleared into, no two sharing a card: a player
    /// who sees no face can take every one of them. Asked only of a content dealt face down;
    /// a face-up table's hints are every match, as its ``TableIndex`` keeps them.
    static func hintMatches(in cards: [Self]) -> [[Int]]
    /// The one content that makes a match with `first` and `second`, when a match of three
    /// is completed by exactly one (SET); nil otherwise. Rules built on pairs (UltraSet,
    /// GhostSet) need it.
    static func completion(of first: Self, _ second: Self) -> Self?
}

extension Matchable {
    public static func allMatches(in cards: [Self]) -> [[Int]] {
        Combinations.of(size: matchSize, from: cards.count).filter { isMatch($0.map { cards[$0] }) }
    }

    public static func containsMatch<Cards: RandomAccessCollection<Self>>(in cards: Cards) -> Bool where Cards.Index == Int {
        !allMatches(in: Array(cards)).isEmpty
    }

    public static func hintMatches(in cards: [Self]) -> [[Int]] {
        allMatches(in: cards)
    }

    public static func completion(of first: Self, _ second: Self) -> Self? {
        nil
    }
}

/// Enumerates index groups in lexicographic order.
enum Combinations {
    /// Every ascending group of `size` indices drawn from `0..<count`.
    static func of(size: Int, from count: Int) -> [[Int]] {
        guard size > 0, size <= count else { return [] }
        var result: [[Int]] = []
        var group = Array(0..<size)
        while true {
            result.append(group)
            var position = size - 1
            while position >= 0 && group[position] == count - size + position { position -= 1 }
            if position < 0 { return result }
            group[position] += 1
            for next in (position + 1)..<size { group[next] = group[next - 1] + 1 }
        }
    }
}
