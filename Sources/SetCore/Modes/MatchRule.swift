/// Which groups count as a match: a named rule, open to new ones, that either leaves the
/// judgement to the content (``Matchable/isMatch(_:)``) or accepts every group of the
/// match size (so a game ends quickly, as test mode wants, R12).
///
/// The engine never asks which rule it has, only ``judgesContent``. A rule is saved as its
/// name, as the enum it replaces was.
public struct MatchRule: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The rule's name in saved games.
    public let name: String
    /// Whether the content decides; when false any group of the match size matches.
    public let judgesContent: Bool

    public init(name: String, judgesContent: Bool) {
        self.name = name
        self.judgesContent = judgesContent
    }

    /// The content's own rule.
    public static let standard = MatchRule(name: "standard", judgesContent: true)
    /// Test mode (R12): any group of the match size matches.
    public static let anyGroup = MatchRule(name: "anyGroup", judgesContent: false)
    /// The rules a saved game may name.
    public static let known: [MatchRule] = [.standard, .anyGroup]

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

    public var description: String { name }
}
