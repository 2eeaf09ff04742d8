import SetCore

/// The four-character card notation of the command line: count `1|2|3`, color `r|g|p`,
/// shading `s|h|e` (solid, hatched, empty), shape `d|o|s` (diamond, oval, squiggle);
/// case-insensitive. `2rhd` is two red striped diamonds.
enum CardNotation {
    private static let counts: [Character] = ["1", "2", "3"]
    private static let colors: [Character] = ["r", "g", "p"]
    private static let shadings: [Character] = ["s", "h", "e"]
    private static let shapes: [Character] = ["d", "o", "s"]

    /// Why a token is not a card.
    struct ParseError: Error, CustomStringConvertible {
        let token: String
        let reason: String
        var description: String { "'\(token)' is not a card: \(reason)" }
    }

    /// The card `token` names.
    static func parse(_ token: String) throws -> SetCard {
        let characters = Array(token.lowercased())
        guard characters.count == 4 else {
            throw ParseError(token: token, reason: "a card is 4 characters, count color shading shape (e.g. 2rhd)")
        }
        func value(_ position: Int, in alphabet: [Character], _ name: String) throws -> TriValue {
            guard let index = alphabet.firstIndex(of: characters[position]) else {
                throw ParseError(token: token, reason: "\(name) must be one of \(String(alphabet).map(String.init).joined(separator: "|"))")
            }
            return TriValue(rawValue: index)!
        }
        return SetCard(
            count: try value(0, in: counts, "count (1st character)"),
            shape: try value(3, in: shapes, "shape (4th character)"),
            shading: try value(2, in: shadings, "shading (3rd character)"),
            color: try value(1, in: colors, "color (2nd character)")
        )
    }

    /// The canonical (lower-case) notation of `card`.
    static func format(_ card: SetCard) -> String {
        String([counts[card.count.rawValue], colors[card.color.rawValue], shadings[card.shading.rawValue], shapes[card.shape.rawValue]])
    }
}
