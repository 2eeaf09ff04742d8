import FoundationEssentials

/// A finished game's moves as the score database keeps them: the JSON array of
/// ``SaveFormat2/Move`` (the saved games' move format) in its `moves` column, decoded only
/// when the game is played back, so that loading a long score list decodes no moves.
struct MoveLog: Codable, Equatable, Sendable {
    /// The moves as JSON text, keys sorted, as stored.
    let json: String

    /// The log stored as `json`.
    init(json: String) {
        self.json = json
    }

    /// The log of `moves`.
    init(_ moves: [SaveFormat2.Move]) {
        json = Self.encode(moves)
    }

    /// The moves; nil when the stored text is not a list of moves.
    var moves: [SaveFormat2.Move]? {
        try? StoreCoding.decoder().decode([SaveFormat2.Move].self, from: Data(json.utf8))
    }

    /// Read as the score list's `"moves"` array.
    init(from decoder: any Decoder) throws {
        self.init(try [SaveFormat2.Move](from: decoder))
    }

    /// Written as the score list's `"moves"` array.
    func encode(to encoder: any Encoder) throws {
        try (moves ?? []).encode(to: encoder)
    }

    private static func encode(_ moves: [SaveFormat2.Move]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        // Moves are strings, numbers and arrays of numbers: encoding them cannot fail.
        return (try? encoder.encode(moves)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
    }
}
