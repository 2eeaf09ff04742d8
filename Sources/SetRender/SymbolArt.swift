/// One symbol of a theme (a diamond, a heart…): its shape, drawn at any size from
/// ``SymbolShape``, and hand-drawn glyphs for cards too small for that (D1).
public struct SymbolArt: Sendable, Hashable {
    /// What the symbol is, e.g. "diamond".
    public let name: String
    /// The outline, scaled to the card.
    public let shape: SymbolShape
    /// Width over height of the symbol on screen (a diamond is twice as tall as wide: 0.5).
    public let aspect: Double
    /// The symbol on the smallest cards, per shading: two rows of two glyphs.
    let tiny: [Shading: [String]]
    /// The symbol on the smallest cards with an odd number of rows inside, per shading: three
    /// rows of two glyphs, so it sits in the middle; nil where two rows are drawn there too.
    let tall: [Shading: [String]]?
    /// The symbol in one row of two glyphs, per shading, for the legend.
    let tinyLine: [Shading: String]
    /// The ASCII symbol on the smallest cards: the top and bottom rows, two characters each;
    /// the shading's row goes between them.
    let asciiTiny: (top: String, bottom: String)

    init(
        name: String, shape: SymbolShape, aspect: Double, tiny: [Shading: [String]], tall: [Shading: [String]]? = nil,
        tinyLine: [Shading: String], asciiTiny: (String, String)
    ) {
        precondition(Self.coversEveryShading(tiny) && Self.coversEveryShading(tinyLine) && tall.map(Self.coversEveryShading) != false,
                     "tiny art for every shading")
        self.name = name
        self.shape = shape
        self.aspect = aspect
        self.tiny = tiny
        self.tall = tall
        self.tinyLine = tinyLine
        self.asciiTiny = (asciiTiny.0, asciiTiny.1)
    }

    /// Whether `art` has an entry for each shading and for nothing else: looked up one by one,
    /// not by making sets, whose code a start-up (which makes the three shapes' art) ran for
    /// nothing else.
    private static func coversEveryShading<Art>(_ art: [Shading: Art]) -> Bool {
        art.count == Shading.allCases.count && Shading.allCases.allSatisfy { art[$0] != nil }
    }

    /// The rows of the symbol on the smallest cards, two glyphs wide: one row when `rows`
    /// is 1 (the legend's), three when it is 3 and the symbol has a three-row drawing, else
    /// two; in ASCII (when `ascii`) always three.
    public func tinyRows(_ shading: Shading, ascii: Bool, rows: Int = 2) -> [String] {
        guard ascii else {
            switch rows {
            case 1: return tinyLine[shading].map { [$0] } ?? []
            case 3 where tall != nil: return tall?[shading] ?? []
            default: return tiny[shading] ?? []
            }
        }
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
            && lhs.tall == rhs.tall && lhs.tinyLine == rhs.tinyLine
            && lhs.asciiTiny == rhs.asciiTiny
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(shape)
    }
}
