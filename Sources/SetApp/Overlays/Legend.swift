import SetRender

/// What the card glyphs mean, for the help and the About tab: each shape and shading of the theme in
/// one row of two glyphs (solid filled, striped shaded ▒, outlined in lines, as on the cards), the
/// colors by name, and what the built-in themes show.
struct Legend {
    let theme: Theme
    let ascii: Bool

    /// `Shapes    ◀▶ diamond   ◖◗ oval   ▄▀ squiggle`, the shadings, colors and numbers, then
    /// the themes.
    var lines: [String] {
        let first = theme.symbols[0]
        let shapes = theme.symbols.map { "\(glyph($0, .solid)) \($0.name)" }
        let shadings: [(Shading, String)] = [(.solid, "solid"), (.striped, "striped"), (.outlined, "outlined")]
        return [
            "Shapes    " + shapes.joined(separator: "   "),
            "Shadings  " + shadings.map { "\(glyph(first, $0.0)) \($0.1)" }.joined(separator: "   "),
            "Colors    " + theme.colors.map(\.name).joined(separator: ", ") + "; number: 1, 2 or 3 symbols",
            "Themes (--theme): " + Theme.all.map { "\($0.name): " + $0.symbols.map(\.name).joined(separator: ", ") }.joined(separator: "; ")
                + ". --palette colorblind: blue, orange, yellow, named on each card (by its letter on a narrow one).",
        ]
    }

    /// `art` with `shading` in one row of two glyphs.
    private func glyph(_ art: SymbolArt, _ shading: Shading) -> String {
        art.tinyRows(shading, ascii: ascii, rows: 1).joined()
    }
}
