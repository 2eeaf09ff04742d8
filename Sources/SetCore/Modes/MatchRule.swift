/// Which groups count as a match, and how many cards lie on the table: a named rule, open to
/// new ones. The content's own rule (``Matchable/isMatch(_:)``) unless a ``GroupJudge`` is
/// given (test mode's any group, R12; UltraSet's two pairs); a chain rule further asks every
/// match after the first to keep cards of the one before (Set-Chain).
///
/// A rule is saved as its name; the names a saved game may use are the known rules and those
/// of the registered variants (``Variant/registered``).
public struct MatchRule: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The rule's name in saved games.
    public let name: String
    /// How groups are judged when not by the content's own rule.
    public let judge: (any GroupJudge)?
    /// How many cards a new game lays out and the table is kept to, when not the content's
    /// ``Matchable/initialTableSize``.
    public let tableSize: Int?
    /// How many cards of the previous match every later match must use (0: none; Set-Chain: 1).
    /// The previous match stays on the table, at its end, until the next one is made.
    public let chainLength: Int

    /// The rule `name`: groups judged by `judge` (by default the content's own rule), on a
    /// table of `tableSize` cards (by default the content's), each match keeping
    /// `chainLength` cards of the one before.
    public init(name: String, judge: (any GroupJudge)? = nil, tableSize: Int? = nil, chainLength: Int = 0) {
        self.name = name
        self.judge = judge
        self.tableSize = tableSize
        self.chainLength = chainLength
    }

    /// A rule that either leaves the judgement to the content or accepts every group.
    public init(name: String, judgesContent: Bool) {
        self.init(name: name, judge: judgesContent ? nil : AnyGroupJudge())
    }

    /// Whether the content's own rule judges a group.
    public var judgesContent: Bool { judge == nil }

    /// The content's own rule.
    public static let standard = MatchRule(name: "standard")
    /// Test mode (R12): any group of the match size matches.
    public static let anyGroup = MatchRule(name: "anyGroup", judge: AnyGroupJudge())
    /// The rules a saved game may name: these two and each registered variant's.
    public static var known: [MatchRule] {
        var rules: [MatchRule] = [.standard, .anyGroup]
        for variant in Variant.registered where !rules.contains(variant.rule) { rules.append(variant.rule) }
        return rules
    }

    /// Reads a rule by name; an unknown name is an error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let rule = MatchRule.known.first(where: { $0.name == name }) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown match rule \(name)")
        }
        self = rule
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }

    /// Rules are the same when their names are.
    public static func == (left: MatchRule, right: MatchRule) -> Bool {
        left.name == right.name
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }

    public var description: String { name }
}
