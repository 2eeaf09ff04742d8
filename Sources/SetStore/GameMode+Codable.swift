import SetCore

/// A mode is stored as its bare name: `"mode" : "standard"`.
extension GameMode: Codable {
    public init(from decoder: any Decoder) throws {
        self.init(name: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
