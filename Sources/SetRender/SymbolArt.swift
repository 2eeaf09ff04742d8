/// One symbol of a theme (a diamond, a heart…): its shape, drawn at any size from
/// ``SymbolShape`` (the classic ones cell by cell by ``SymbolPicture``), and hand-drawn glyphs
/// for cards too small for that (D1).
public struct SymbolArt: Sendable, Hashable {
    /// What the symbol is, e.g. "diamond".
    public let name: String
    /// The outline, scaled to the card.
    public let shape: SymbolShape
    /// Width over height of the symbol on screen (a diamond is twice as tall as wide: 0.5).
    public let aspect: Double
    /// The symbol on the smallest cards, per shading: two rows of two glyphs; nil for a
    /// symbol ``SymbolPicture`` draws at every size.
    let tiny: [Shading: [String]]?
    /// The ASCII symbol on the smallest cards: the top and bottom rows, two characters each;
    /// the shading's row goes between them.
    let asciiTiny: (top: String, bottom: String)

    init(name: String, shape: SymbolShape, aspect: Double, tiny: [Shading: [String]]? = nil, asciiTiny: (String, String)) {
        precondition(tiny.map(Self.coversEveryShading) ?? SymbolPicture.draws(shape), "tiny art for every shading")
        self.name = name
        self.shape = shape
        self.aspect = aspect
        self.tiny = tiny
        self.asciiTiny = (asciiTiny.0, asciiTiny.1)
    }

    /// Whether `art` has an entry for each shading and for nothing else: looked up one by one,
    /// not by making sets, whose code a start-up (which makes the three shapes' art) ran for
    /// nothing else.
    private static func coversEveryShading<Art>(_ art: [Shading: Art]) -> Bool {
        art.count == Shading.allCases.count && Shading.allCases.allSatisfy { art[$0] != nil }
    }

    /// The rows of the symbol on the smallest cards, two glyphs wide: two, or in ASCII (when
    /// `ascii`) three; none for a symbol drawn by ``SymbolPicture`` in Unicode.
    public func tinyRows(_ shading: Shading, ascii: Bool) -> [String] {
        guard ascii else { return tiny?[shading] ?? [] }
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
