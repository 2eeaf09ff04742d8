/// One symbol of a theme (a diamond, a heart…) drawn with characters at every ``ArtSize``.
///
/// Drawings are rows of outline glyphs where `.` marks a cell of the inside, which the
/// card's ``Shading`` fills; spaces are left untouched. All rows of a drawing have the same
/// width.
public struct SymbolArt: Sendable, Hashable {
    /// What the symbol is, e.g. "diamond".
    public let name: String
    /// The left end of the one-row compact symbol (an ASCII glyph).
    let compactLeft: Character
    /// The right end of the one-row compact symbol (an ASCII glyph).
    let compactRight: Character
    /// The medium drawing.
    let medium: [String]
    /// The large drawing.
    let large: [String]

    /// The placeholder for inside cells in drawings.
    static let inside: Character = "."

    init(name: String, compact: (Character, Character), medium: [String], large: [String]) {
        self.name = name
        self.compactLeft = compact.0
        self.compactRight = compact.1
        self.medium = medium
        self.large = large
    }

    /// The width and height of the drawing at `size`; a compact symbol is one row of
    /// `compactWidth` cells.
    public func dimensions(_ size: ArtSize, compactWidth: Int = 3) -> (width: Int, height: Int) {
        switch size {
        case .compact: (max(3, compactWidth), 1)
        case .medium: (medium.first?.count ?? 0, medium.count)
        case .large: (large.first?.count ?? 0, large.count)
        }
    }

    /// The rows of the symbol at `size`, inside filled with `fill`, in ASCII when `ascii`.
    /// A compact symbol is `compactWidth` cells wide (at least 3).
    public func rows(_ size: ArtSize, fill: Character, ascii: Bool, compactWidth: Int = 3) -> [String] {
        let template: [String]
        switch size {
        case .compact:
            let middle = String(repeating: SymbolArt.inside, count: max(1, compactWidth - 2))
            template = [String(compactLeft) + middle + String(compactRight)]
        case .medium: template = medium
        case .large: template = large
        }
        return template.map { row in
            String(row.map { glyph in
                if glyph == SymbolArt.inside { return fill }
                return ascii ? AsciiFallback.glyph(glyph) : glyph
            })
        }
    }
}
