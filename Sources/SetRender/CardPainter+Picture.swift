import SetCore

/// The picture of one symbol as the cards show it, for the legend: drawn by the same painter at
/// the same size, so the legend teaches only glyphs the board uses (issue 41).
extension CardPainter {
    /// The rows of the one symbol of a one-symbol card of `shape` in `shading` (in the theme's
    /// first color) on a card `width` × `height`, cut to the cells it draws; empty when the
    /// card is too small to show a symbol.
    public func symbolPicture(shape: TriValue, shading: TriValue, width: Int, height: Int) -> [String] {
        guard width > 2, height > 2 else { return [] }
        var grid = Grid(width: width, height: height)
        let card = SetCard(count: .a, shape: shape, shading: shading, color: .a)
        paintFace(card, label: nil, highlight: .normal, cursor: false, in: grid.bounds, on: &grid)
        // Inside the border only: the color's name or letter sits on the border.
        let rows = (1..<height - 1).map { y in (1..<width - 1).map { x in grid[x, y].glyph } }
        let drawn = rows.indices.filter { rows[$0].contains { $0 != " " } }
        let columns = (0..<(width - 2)).filter { x in rows.contains { $0[x] != " " } }
        guard let top = drawn.first, let bottom = drawn.last, let left = columns.first, let right = columns.last else { return [] }
        return (top...bottom).map { String(rows[$0][left...right]) }
    }
}
