import ArgumentParser
import FoundationEssentials
import SetCore

/// `set-game solve CARD…`: every set among the given cards.
struct SolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "List every set among the given cards.",
        discussion: """
            A card is four characters: count 1|2|3, color r|g|p (red, green, purple), \
            shading s|h|e (solid, hatched, empty), shape d|o|s (diamond, oval, squiggle). \
            Example: set-game solve 1rsd 2rsd 3rsd
            """
    )

    @Argument(help: "Cards in the four-character notation, e.g. 2rhd.")
    var cards: [String] = []

    @Flag(help: "Print the result as JSON.")
    var json = false

    /// The parsed cards, in input order.
    private(set) var parsed: [SetCard] = []

    mutating func validate() throws {
        guard !cards.isEmpty else { throw ValidationError("no cards to look through; e.g. set-game solve 1rsd 2rsd 3rsd") }
        var seen: [SetCard: String] = [:]
        parsed = []
        for token in cards {
            let card: SetCard
            do { card = try CardNotation.parse(token) } catch { throw ValidationError("\(error)") }
            if let first = seen[card] { throw ValidationError("'\(token)' repeats the card '\(first)'") }
            seen[card] = token
            parsed.append(card)
        }
    }

    /// Every set, each as the input tokens of its three cards in input order.
    func sets() -> [[String]] {
        SetCard.allMatches(in: parsed).map { $0.map { cards[$0] } }
    }

    /// What the command prints.
    func output() throws -> String {
        let found = sets()
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let data = try encoder.encode(SolveResult(sets: found, count: found.count))
            return String(decoding: data, as: UTF8.self)
        }
        let countLine = found.count == 1 ? "1 set" : "\(found.count) sets"
        return (found.map { $0.joined(separator: " ") } + [countLine]).joined(separator: "\n")
    }

    func run() throws {
        print(try output())
    }
}

/// The JSON shape of `solve --json`.
struct SolveResult: Codable, Equatable {
    let sets: [[String]]
    let count: Int
}
