/// How points are won and lost (S1). All values are points; times are seconds.
///
/// A match earns ``matchPoints`` plus a speed bonus of ``bonusPerSecond`` for each whole
/// second under ``bonusWindow`` since the previous match or deal (so at most
/// `bonusWindow × bonusPerSecond` extra). A mismatch, a hint that shows a match, and
/// dealing while a match is on the table each cost their penalty; each card chosen (turned
/// up) costs ``choiceCost``.
///
/// Hints never pay: once a hint has shown a match on the table, the next match earns no
/// speed bonus, and each match a hint shows is charged once (cycling back is free). So a
/// hinted match nets `matchPoints − hintPenalty`, less than any match found without help.
public struct ScoringRules: Hashable, Codable, Sendable {
    /// Points for any match. Default 10.
    public var matchPoints: Int
    /// Seconds within which a match earns a speed bonus. Default 20.
    public var bonusWindow: Int
    /// Bonus points per whole second under the window. Default 1.
    public var bonusPerSecond: Int
    /// Points lost for a mismatch. Default 5.
    public var mismatchPenalty: Int
    /// Points lost for each hint that highlights a match. Default 3.
    public var hintPenalty: Int
    /// Points lost for dealing more cards while a match is on the table. Default 5.
    public var dealPastMatchPenalty: Int
    /// Points lost for each card added to the selection. Default 0.
    public var choiceCost: Int

    public init(
        matchPoints: Int, bonusWindow: Int, bonusPerSecond: Int,
        mismatchPenalty: Int, hintPenalty: Int, dealPastMatchPenalty: Int, choiceCost: Int = 0
    ) {
        self.matchPoints = matchPoints
        self.bonusWindow = bonusWindow
        self.bonusPerSecond = bonusPerSecond
        self.mismatchPenalty = mismatchPenalty
        self.hintPenalty = hintPenalty
        self.dealPastMatchPenalty = dealPastMatchPenalty
        self.choiceCost = choiceCost
    }

    /// Reads rules; rules saved before ``choiceCost`` existed charge nothing for a choice.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        matchPoints = try container.decode(Int.self, forKey: .matchPoints)
        bonusWindow = try container.decode(Int.self, forKey: .bonusWindow)
        bonusPerSecond = try container.decode(Int.self, forKey: .bonusPerSecond)
        mismatchPenalty = try container.decode(Int.self, forKey: .mismatchPenalty)
        hintPenalty = try container.decode(Int.self, forKey: .hintPenalty)
        dealPastMatchPenalty = try container.decode(Int.self, forKey: .dealPastMatchPenalty)
        choiceCost = try container.decodeIfPresent(Int.self, forKey: .choiceCost) ?? 0
    }

    /// The standard rules of SET, with the defaults above.
    public static let standard = ScoringRules(
        matchPoints: 10, bonusWindow: 20, bonusPerSecond: 1,
        mismatchPenalty: 5, hintPenalty: 3, dealPastMatchPenalty: 5
    )

    /// Points for a match found `seconds` after the previous match or deal; with
    /// `afterHint` (a hint showed a match on this table) there is no speed bonus.
    /// `value` times ``matchPoints`` is the base (see ``Matchable/matchValue(_:)``).
    public func points(forMatchAfter seconds: Double, afterHint: Bool = false, value: Int = 1) -> Int {
        let base = matchPoints * value
        guard !afterHint else { return base }
        // Int() drops the fraction: for a number of seconds at least 0, that rounds down.
        let wholeSeconds = Int(min(max(0, seconds), Double(bonusWindow)))
        return base + max(0, bonusWindow - wholeSeconds) * bonusPerSecond
    }
}
