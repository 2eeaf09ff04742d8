/// One symbol of a theme (a diamond, a heart…): its shape, drawn at any size from
/// ``SymbolShape``, and hand-drawn glyphs for cards too small for that (D1).
public struct SymbolArt: Sendable, Hashable {
    /// What the symbol is, e.g. "diamond".
    public let name: String
    /// The outline, scaled to the card.
    public let shape: SymbolShape
    /// Width over height of the symbol on screen (a diamond is twice as tall as wide: 0.5).
    public let aspect: Double
    /// The symbol on the smallest cards, per shading: one or two rows of one or two glyphs.
    let tiny: [Shading: [String]]
    /// The ASCII symbol on the smallest cards: the top and bottom rows, two characters each;
    /// the shading's row goes between them.
    let asciiTiny: (top: String, bottom: String)

    init(name: String, shape: SymbolShape, aspect: Double, tiny: [Shading: [String]], asciiTiny: (String, String)) {
        precondition(Set(Shading.allCases) == Set(tiny.keys), "tiny art for every shading")
        self.name = name
        self.shape = shape
        self.aspect = aspect
        self.tiny = tiny
        self.asciiTiny = (asciiTiny.0, asciiTiny.1)
    }

    /// The rows of the symbol on the smallest cards, in ASCII when `ascii`.
    public func tinyRows(_ shading: Shading, ascii: Bool) -> [String] {
        guard ascii else { return tiny[shading] ?? [] }
        let middle: String
        switch shading {
        case .solid: middle = "##"
        case .striped: middle = "::"
        case .outlined: middle = "||"
        }
        return [asciiTiny.top, middle, asciiTiny.bottom]
    }

    public static func == (lhs: SymbolArt, rhs: SymbolArt) -> Bool {
        lhs.name == rhs.name && lhs.shape == rhs.shape && lhs.aspect == rhs.aspect && lhs.tiny == rhs.tiny
            && lhs.asciiTiny == rhs.asciiTiny
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(shape)
    }
}
