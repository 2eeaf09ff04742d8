/// One symbol of a theme (a diamond, a heart…): its shape, drawn cell by cell by
/// ``SymbolPicture`` in Unicode, and in ASCII from ``SymbolShape`` or, on cards too small for
/// that, by hand-drawn rows (D1).
public struct SymbolArt: Sendable, Hashable {
    /// What the symbol is, e.g. "diamond".
    public let name: String
    /// The outline, scaled to the card.
    public let shape: SymbolShape
    /// Width over height of the symbol on screen (a diamond is twice as tall as wide: 0.5).
    public let aspect: Double
    /// The ASCII symbol on the smallest cards: the top and bottom rows, two characters each;
    /// the shading's row goes between them.
    let asciiTiny: (top: String, bottom: String)

    init(name: String, shape: SymbolShape, aspect: Double, asciiTiny: (String, String)) {
        self.name = name
        self.shape = shape
        self.aspect = aspect
        self.asciiTiny = (asciiTiny.0, asciiTiny.1)
    }

    /// The three ASCII rows of the symbol on the smallest cards, two characters wide (in
    /// Unicode ``SymbolPicture`` draws every size).
    public func tinyRows(_ shading: Shading) -> [String] {
        let middle: String
        switch shading {
        case .solid: middle = "##"
        case .striped: middle = "::"
        case .outlined: middle = "||"
        }
        return [asciiTiny.top, middle, asciiTiny.bottom]
    }

    public static func == (lhs: SymbolArt, rhs: SymbolArt) -> Bool {
        lhs.name == rhs.name && lhs.shape == rhs.shape && lhs.aspect == rhs.aspect
            && lhs.asciiTiny == rhs.asciiTiny
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(shape)
    }
}
